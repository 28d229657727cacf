import type { ContentBlockResponse } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { findService } from './find-service';

/** The subscriber opts in to one service despite the content block; other services stay blocked. */
export function allowContent(ctx: GatewayContext, msisdn: string, serviceKey: string): Outcome<ContentBlockResponse> {
  if (!findService(serviceKey)) return failure('UNKNOWN_SERVICE_KEY');
  const number = ctx.store.number(msisdn);
  number.contentAllowed.add(serviceKey);
  ctx.store.saveNumber(number);
  return success({ msisdn, service_key: serviceKey, content_block: false });
}
