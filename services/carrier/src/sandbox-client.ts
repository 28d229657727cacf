// Only types and the pure path table: the client stays free of Node built-ins (usable from a browser).
import type { FaultSettings, FaultState } from './contract/faults';
import type { MoChannel } from './contract/common';
import { SandboxPaths } from './contract/paths';
import type {
  ChargeList,
  ChargeRecord,
  Inbox,
  MoResponse,
  NotificationDelivery,
  NotificationList,
  NumberState,
  SetNumberRequest,
  SmsMessage,
  SubscriptionList,
} from './contract/sandbox';
import type { Subscription } from './contract/subscriptions';

/** A sandbox control answered with an error; `code` and `description` are the gateway's. */
export class SandboxClientError extends Error {
  override name = 'SandboxClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`carrier sandbox answered ${status} ${code}: ${description}`);
  }
}

export interface WaitForOtpOptions {
  /** Only OTPs sent after this instant count (ISO text or a Date), e.g. the moment you asked for one. */
  since?: string | Date;
  /** Give up after this many ms (default 10000). */
  timeoutMs?: number;
  /** Poll every this many ms (default 100). */
  intervalMs?: number;
}

/**
 * A typed client for the carrier sandbox's controls and inboxes, for tests and tools: it reads
 * an OTP the way a person would, from the number's SMS inbox. Uses only `fetch`.
 */
export function createSandboxClient(carrierUrl: string, options: { fetch?: typeof fetch } = {}) {
  const base = carrierUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new SandboxClientError(response.status, data?.code ?? 'UNKNOWN', data?.description ?? text);
    return data as T;
  }

  const client = {
    /** Every SMS the number received, oldest first. */
    async readInbox(msisdn: string): Promise<SmsMessage[]> {
      return (await call<Inbox>('GET', SandboxPaths.inbox(msisdn))).messages;
    },
    /** The OTP of the newest OTP message (optionally only one sent since `since`), or null. */
    async latestOtp(msisdn: string, since?: string | Date): Promise<string | null> {
      const after = since === undefined ? -Infinity : new Date(since).getTime();
      const messages = await client.readInbox(msisdn);
      const latest = messages.filter((m) => m.otp !== undefined && new Date(m.at).getTime() >= after).at(-1);
      return latest?.otp ?? null;
    },
    /** Polls the inbox until an OTP arrives (like a person waiting for the SMS). */
    async waitForOtp(msisdn: string, wait: WaitForOtpOptions = {}): Promise<string> {
      const deadline = Date.now() + (wait.timeoutMs ?? 10_000);
      for (;;) {
        const otp = await client.latestOtp(msisdn, wait.since);
        if (otp !== null) return otp;
        if (Date.now() >= deadline) throw new Error(`No OTP reached the sandbox inbox of ${msisdn} in time.`);
        await new Promise((resolve) => setTimeout(resolve, wait.intervalMs ?? 100));
      }
    },
    /** The number's sandbox state (default balance and no blocks when never set up). */
    async getNumber(msisdn: string): Promise<NumberState> {
      return call<NumberState>('GET', SandboxPaths.number(msisdn));
    },
    /** Sets a number's balance (cents), content block or bar; barring ends its subscriptions. */
    async setNumber(msisdn: string, state: SetNumberRequest): Promise<NumberState> {
      return call<NumberState>('PUT', SandboxPaths.number(msisdn), state);
    },
    /** Replaces the fault setting; the answer carries the seed in use. */
    async setFaults(settings: FaultSettings): Promise<FaultState> {
      return call<FaultState>('PUT', SandboxPaths.faults, settings);
    },
    async getFaults(): Promise<FaultState> {
      return call<FaultState>('GET', SandboxPaths.faults);
    },
    async clearFaults(): Promise<FaultState> {
      return call<FaultState>('DELETE', SandboxPaths.faults);
    },
    /** Every charge the carrier made or refused, oldest first, optionally for one number. */
    async listCharges(msisdn?: string): Promise<ChargeRecord[]> {
      const query = msisdn ? `?msisdn=${encodeURIComponent(msisdn)}` : '';
      return (await call<ChargeList>('GET', `${SandboxPaths.charges}${query}`)).charges;
    },
    async listSubscriptions(msisdn?: string): Promise<Subscription[]> {
      const query = msisdn ? `?msisdn=${encodeURIComponent(msisdn)}` : '';
      return (await call<SubscriptionList>('GET', `${SandboxPaths.subscriptions}${query}`)).subscriptions;
    },
    /** Notifications sent to the merchant and how their delivery went. */
    async listNotifications(): Promise<NotificationDelivery[]> {
      return (await call<NotificationList>('GET', SandboxPaths.notifications)).notifications;
    },
    /** A subscriber sends a message to the service, e.g. `STOP`, by SMS (default) or USSD. */
    async sendMo(msisdn: string, text: string, channel?: MoChannel): Promise<MoResponse> {
      return call<MoResponse>('POST', SandboxPaths.mo, { msisdn, text, ...(channel ? { channel } : {}) });
    },
    /** Forgets everything: numbers, OTPs, subscriptions, charges, inboxes, notifications, faults. */
    async reset(): Promise<void> {
      await call('POST', SandboxPaths.reset);
    },
  };
  return client;
}

export type SandboxClient = ReturnType<typeof createSandboxClient>;
