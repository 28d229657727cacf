/**
 * A phone's view of the API for tests: real HTTP with a cookie jar (the session and CSRF-secret
 * cookies), the CSRF header when asked, and answers as { status, body, headers }.
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export function createApiClient(baseUrl: string, options: { headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  let csrfToken: string | null = null;

  function remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...options.headers,
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    remember(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (HTML, scripts)
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  const client = {
    cookies: jar,
    get: <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) => send<T>('GET', path, undefined, headers),
    post: <T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>) => send<T>('POST', path, body, headers),
    /** A state-changing call as the web app makes it: with the CSRF header (fetched once). */
    async postWithCsrf<T = Record<string, unknown>>(path: string, body: unknown = {}) {
      if (!csrfToken) csrfToken = (await send<{ csrfToken: string }>('GET', '/api/csrf-token')).body.csrfToken;
      return send<T>('POST', path, body, { 'x-csrf-token': csrfToken });
    },
    /** Forget the CSRF token (after a session change, fetch a fresh one). */
    resetCsrf() {
      csrfToken = null;
    },
  };
  return client;
}
export type ApiClient = ReturnType<typeof createApiClient>;

let counter = 0;
/** A number no other test in this process uses (typed form, as a person enters it). */
export function freshNumber(): string {
  counter += 1;
  return `083${String(process.pid % 100).padStart(2, '0')}${String(counter).padStart(5, '0')}`;
}

/** The stored form of a typed `0...` number. */
export const stored = (typed: string) => `27${typed.slice(1)}`;

/** A transaction id in the SPEC's format. */
export const newTransactionId = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
