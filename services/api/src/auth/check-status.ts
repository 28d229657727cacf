import type { CarrierQueries } from '@grtv/billing/producers';
import { isCarrierError } from '@grtv/billing/producers';
import {
  ErrorMessages,
  findPackageByServiceKey,
  formatAmount,
  maskMsisdn,
  PACKAGES,
  type OfferedPackage,
  type StatusCheckRequest,
  type StatusCheckResponse,
} from '@grtv/machines';
import { ApiErrors } from '../errors';
import { LIMITS, type AttemptCounter } from '../security/attempt-counter';
import { resolveNumber } from './resolve-number';

export interface CheckStatusDeps {
  carrier: CarrierQueries;
  heTokenSecret: string;
  countAttempt: AttemptCounter;
}

type Status = Awaited<ReturnType<CarrierQueries['numberStatus']>>;

/**
 * The status check of SPEC section 4: which packages this number may take, whether the first day
 * is free, whether content block is on; with a chosen service key it also sends the OTP (again:
 * a resend). The number comes from the HE token when there is one, else from the body.
 */
export async function checkStatus(request: StatusCheckRequest, deps: CheckStatusDeps): Promise<StatusCheckResponse> {
  const { msisdn } = resolveNumber(request, deps.heTokenSecret);
  const chosen = request.service_key ? findPackageByServiceKey(request.service_key) : undefined;
  if (request.service_key && !chosen) throw ApiErrors.badRequest(ErrorMessages.packageMissing);
  await deps.countAttempt(`status:${msisdn}`, LIMITS.statusChecksPerNumberPerHour, LIMITS.hour, 'status checks for this number');

  const statuses = await carrierCall(() => Promise.all(PACKAGES.map((p) => deps.carrier.numberStatus(msisdn, p.serviceKey))));
  const packages = PACKAGES.map((p, i) => offered(p, statuses[i]!));
  const base = {
    description: '',
    packages,
    hasFreeTrial: packages.some((p) => p.free_id !== null),
    contentBlockStatus: statuses.some((s) => s.contentBlock),
    msisdn_masked: maskMsisdn(msisdn),
  };
  if (statuses.some((s) => s.barred)) {
    return { ...base, code: 'barred', description: 'This number may not subscribe to premium services. Please contact Vodacom.' };
  }
  if (statuses.some((s) => s.subscribed)) {
    return { ...base, code: 'subscribed', description: 'You already have a GRTV subscription. Confirm with the OTP we send to sign in.' };
  }
  if (!chosen) return { ...base, code: 'eligible', description: 'Choose a package.' };

  await deps.countAttempt(`otp-sends:${msisdn}`, LIMITS.otpSendsPerNumberPerHour, LIMITS.hour, 'OTPs for this number');
  const sent = await carrierCall(() =>
    deps.carrier.sendOtp({ transactionId: request.transaction_id, msisdn, serviceKey: chosen.serviceKey, purpose: 'subscribe' }),
  );
  return { ...base, code: 'otp_sent', description: `We sent a 4-digit OTP to ${maskMsisdn(msisdn)}.`, resends_left: sent.resendsLeft };
}

function offered(p: (typeof PACKAGES)[number], status: Status): OfferedPackage {
  return {
    id: p.id,
    name: p.name,
    price: formatAmount(p.amountCents),
    amount_cents: p.amountCents,
    period: p.period,
    service_key: p.serviceKey,
    free_id: status.freeTrialEligible ? `free-day-${p.id}` : null,
  };
}

/** Carrier trouble becomes the SPEC's status-check message; a final "no" keeps the carrier's words. */
export async function carrierCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCarrierError(error) && error.kind === 'final') {
      if (error.code === 'RESEND_LIMIT') throw ApiErrors.tooManyOtps('You have asked for too many OTPs. Please wait a few minutes and try again.', 300);
      throw ApiErrors.badRequest(error.description);
    }
    throw ApiErrors.statusCheckFailed(ErrorMessages.statusCheckFailed);
  }
}
