import { ErrorMessages, type FlowError } from '@grtv/machines';

/** The kind of failure, from the HTTP status the API answered with. */
function kindOf(status: number): FlowError['kind'] {
  if (status === 400 || status === 404 || status === 409 || status === 422) return 'invalid';
  if (status === 401) return 'session';
  if (status === 429) return 'rate_limited';
  return 'failed';
}

let csrfToken: Promise<string> | null = null;

/** The CSRF token for state-changing calls (fetched once, again after a 403). */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= getJson<{ csrfToken: string }>('/api/csrf-token').then((r) => r.csrfToken);
  csrfToken.catch(() => (csrfToken = null));
  return csrfToken;
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, withCsrf = false): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(withCsrf ? { 'x-csrf-token': await getCsrfToken() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw { kind: 'failed', message: 'You seem to be offline. Check your connection and try again.' } satisfies FlowError;
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
export function getJson<T>(path: string): Promise<T> {
  return request<T>('GET', path);
}

/** POST JSON; failures reject with a FlowError (the shape the machines understand). */
export function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('POST', path, body);
}

/** POST JSON with the CSRF header (subscribe, unsubscribe, sign-out, My List changes). */
export function postJsonWithCsrf<T>(path: string, body: unknown = {}): Promise<T> {
  return request<T>('POST', path, body, true);
}
