import { ErrorMessages, type FlowError } from '@grtv/machines';

/** The kind of failure, from the HTTP status the API answered with. */
function kindOf(status: number): FlowError['kind'] {
  if (status === 400 || status === 404 || status === 409 || status === 422) return 'invalid';
  if (status === 401) return 'session';
  if (status === 429) return 'rate_limited';
  return 'failed';
}

/** What a call that never reached the server says. */
export const OFFLINE_MESSAGE = 'You seem to be offline. Check your connection and try again.';

let csrfToken: Promise<string> | null = null;

/** The CSRF token for state-changing calls (fetched once, again after a 403). */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= getJson<{ csrfToken: string }>('/api/csrf-token').then((r) => r.csrfToken);
  csrfToken.catch(() => (csrfToken = null));
  return csrfToken;
}

/** Per-call options: `signal` aborts a call nobody waits for any more (a search overtaken by typing). */
export interface CallOptions {
  signal?: AbortSignal;
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, withCsrf = false, options: CallOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      ...(options.signal ? { signal: options.signal } : {}),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(withCsrf ? { 'x-csrf-token': await getCsrfToken() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw { kind: 'failed', message: OFFLINE_MESSAGE } satisfies FlowError;
  }
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (response.ok) return json as T;
  if (response.status === 403 && withCsrf) csrfToken = null;
  const message = json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : ErrorMessages.unexpected;
  throw { kind: kindOf(response.status), message } satisfies FlowError;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** GET a JSON resource; failures reject with a FlowError. */
export function getJson<T>(path: string, options?: CallOptions): Promise<T> {
  return request<T>('GET', path, undefined, false, options);
}

/** POST JSON; failures reject with a FlowError (the shape the machines understand). */
export function postJson<T>(path: string, body: unknown = {}, options?: CallOptions): Promise<T> {
  return request<T>('POST', path, body, false, options);
}

/** POST JSON with the CSRF header (subscribe, unsubscribe, sign-out, My List changes). */
export function postJsonWithCsrf<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('POST', path, body, true);
}
