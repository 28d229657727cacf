import { AppError, signToken } from '@grtv/kit';
import { ErrorMessages } from '@grtv/machines';
import { ApiErrors } from '../errors';

export interface ContentClientOptions {
  /** The content host (CONTENT_URL). */
  baseUrl: string;
  /** Signs the bearer token the content host accepts for a user's My List. */
  tokenSecret: string;
  /** The key of the content host's internal calls (stream URLs). */
  internalKey: string;
  timeoutMs: number;
}

/**
 * The content host over HTTP. Its 400/404 answers pass through with their message; its 401 is
 * the session client's SessionRequired; anything else is a 502 that leaks nothing.
 */
export function createContentClient(options: ContentClientOptions) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw ApiErrors.upstream('The catalogue is not answering right now. Please try again in a moment.');
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as { message?: string }) : {};
    if (response.ok) return json as T;
    const message = typeof json.message === 'string' ? json.message : ErrorMessages.unexpected;
    if (response.status === 400 || response.status === 404) throw new AppError(response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', response.status, message);
    if (response.status === 401) throw ApiErrors.sessionRequired('SessionRequired');
    throw ApiErrors.upstream('The catalogue is not answering right now. Please try again in a moment.');
  }
  const bearer = (userId: string) => ({ authorization: `Bearer ${signToken({ sub: userId }, options.tokenSecret, 300)}` });
  return {
    baseUrl: options.baseUrl,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    /** A call on behalf of a signed-in user (My List): a short-lived bearer token names them. */
    postAsUser: <T>(userId: string, path: string, body: unknown) => call<T>('POST', path, body, bearer(userId)),
    /** An internal call (stream URLs), with the content host's key. */
    postInternal: <T>(path: string, body: unknown) => call<T>('POST', path, body, { 'x-internal-key': options.internalKey }),
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
