import { isTransientGatewayError } from '@grtv/carrier/contract';
import type { Logger } from '@grtv/kit';
import { maskMsisdn } from '@grtv/machines';
import { CarrierError } from './carrier-error';
import type { CarrierGateway, CarrierSubscription, Charge, ChargeLookup, NumberStatus } from './carrier-gateway';

export interface HttpCarrierGatewayOptions {
  /** The gateway's base URL (CARRIER_URL). */
  baseUrl: string;
  apiKey: string;
  /** How long one call may take before it counts as a timeout (ms). */
  timeoutMs: number;
  logger: Logger;
  /** Called with each call's endpoint, outcome and duration, for metrics. */
  observe?: (endpoint: string, outcome: string, seconds: number) => void;
}

type Json = Record<string, unknown>;

/** The carrier gateway over HTTP (the sandbox by default, a real gateway via CARRIER_URL). */
export function createHttpCarrierGateway(options: HttpCarrierGatewayOptions): CarrierGateway {
  async function call(endpoint: string, method: string, path: string, body?: Json): Promise<Json> {
    const started = performance.now();
    const observe = (outcome: string) => options.observe?.(endpoint, outcome, (performance.now() - started) / 1000);
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      observe(timedOut ? 'timeout' : 'network');
      // A request that reached the gateway may have been carried out: the outcome is unknown.
      // One refused at connect time cannot have been: it is only transient.
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      throw refused
        ? new CarrierError('transient', 'NETWORK', 'The carrier could not be reached.')
        : new CarrierError('unknown', timedOut ? 'TIMEOUT' : 'NETWORK', 'The carrier timed out.');
    }
    const text = await response.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      json = { description: text.slice(0, 200) };
    }
    if (response.ok) {
      observe('ok');
      return json;
    }
    const code = typeof json.code === 'string' ? json.code : `HTTP_${response.status}`;
    const description = typeof json.description === 'string' ? json.description : `The carrier answered ${response.status}.`;
    observe(code);
    if (response.status === 401) {
      options.logger.error('the carrier refused our API key (CARRIER_API_KEY)');
      throw new CarrierError('transient', code, 'The carrier refused our credentials.', 401);
    }
    // The contract decides: a throttle or an outage is transient; RESEND_LIMIT is a 429 that is final.
    if (isTransientGatewayError(typeof json.code === 'string' ? json.code : undefined, response.status)) {
      const retryAfter = Number(response.headers.get('retry-after') ?? '1');
      throw new CarrierError('transient', code, description, response.status, response.status === 429 && Number.isFinite(retryAfter) ? retryAfter : undefined);
    }
    throw new CarrierError('final', code, description, response.status);
  }

  return {
    async numberStatus(msisdn, serviceKey): Promise<NumberStatus> {
      const j = await call('status', 'GET', `/v1/numbers/${msisdn}/status?service_key=${encodeURIComponent(serviceKey)}`);
      return {
        msisdn,
        serviceKey,
        subscribed: Boolean(j.subscribed),
        subscriptionId: (j.subscription_id as string | null) ?? null,
        contentBlock: Boolean(j.content_block),
        barred: Boolean(j.barred),
        freeTrialEligible: Boolean(j.free_trial_eligible),
      };
    },
    async protectScript(transactionId) {
      const j = await call('protect', 'POST', '/v1/protect/script', { transaction_id: transactionId });
      return { transactionId, script: String(j.script ?? ''), token: String(j.token ?? ''), expiresAt: String(j.expires_at ?? '') };
    },
    async sendOtp(request) {
      options.logger.info({ msisdn: maskMsisdn(request.msisdn), purpose: request.purpose }, 'asking the carrier to send an OTP');
      const j = await call('otp', 'POST', '/v1/otp', {
        transaction_id: request.transactionId,
        msisdn: request.msisdn,
        service_key: request.serviceKey,
        purpose: request.purpose,
      });
      return { transactionId: request.transactionId, resendsLeft: Number(j.resends_left ?? 0), expiresAt: String(j.expires_at ?? '') };
    },
    async verifyOtp(request) {
      const j = await call('verify', 'POST', '/v1/otp/verify', { transaction_id: request.transactionId, otp: request.otp });
      return { msisdn: String(j.msisdn), purpose: String(j.purpose ?? '') };
    },
    async createSubscription(request): Promise<CarrierSubscription> {
      const j = await call('subscribe', 'POST', '/v1/subscriptions', {
        transaction_id: request.transactionId,
        msisdn: request.msisdn,
        service_key: request.serviceKey,
        protect_token: request.protectToken,
        consent: request.consent,
        ...(request.otp ? { otp: request.otp } : {}),
        ...(request.contentBlockOverride ? { content_block_override: true } : {}),
      });
      return {
        subscriptionId: String(j.subscription_id),
        transactionId: request.transactionId,
        msisdn: request.msisdn,
        serviceKey: request.serviceKey,
        status: j.status === 'cancelled' ? 'cancelled' : 'active',
        freeTrial: Boolean(j.free_trial),
        trialEndsAt: (j.trial_ends_at as string | null) ?? null,
        createdAt: String(j.created_at ?? new Date().toISOString()),
        replayed: Boolean(j.replayed),
      };
    },
    async charge(request): Promise<Charge> {
      const j = await call('charge', 'POST', '/v1/charges', {
        transaction_id: request.transactionId,
        subscription_id: request.subscriptionId,
        amount_cents: request.amountCents,
        ...(request.description ? { description: request.description } : {}),
      });
      return toCharge(j, request.transactionId);
    },
    async lookupCharge(transactionId): Promise<ChargeLookup> {
      const j = await call('charge_lookup', 'GET', `/v1/charges/${encodeURIComponent(transactionId)}`);
      const charges = Array.isArray(j.charges) ? (j.charges as Json[]).map((c) => toCharge(c, transactionId)) : [];
      return { transactionId, found: Boolean(j.found) || charges.length > 0, charges };
    },
    async cancelSubscription(subscriptionId, reason) {
      await call('cancel', 'POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, { reason });
    },
  };
}

function toCharge(j: Json, transactionId: string): Charge {
  return {
    chargeId: String(j.charge_id ?? ''),
    transactionId: String(j.transaction_id ?? transactionId),
    amountCents: Number(j.amount_cents ?? 0),
    status: j.status === 'failed' ? 'failed' : 'charged',
    ...(typeof j.code === 'string' ? { code: j.code } : {}),
    chargedAt: String(j.charged_at ?? ''),
  };
}
