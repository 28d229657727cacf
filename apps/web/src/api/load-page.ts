/** The body of an error answer the page's error screen can show. */
export interface PageErrorBody {
  message: string;
}

/**
 * A loader's read of one API page (GET, same origin). The navigation's signal aborts it when the
 * person taps elsewhere first, so no data is spent on a page nobody will see. A failed answer is
 * thrown as a Response with its status, so the router shows its not-found or error screen.
 */
export async function loadPage<T>(path: string, request: Request): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { signal: request.signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw pageError(503, 'You seem to be offline. Check your connection and try again.');
  }
  if (response.ok) return (await response.json()) as T;
  let message = 'Sorry, this screen could not be loaded. Please try again.';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the general message
  }
  throw pageError(response.status, message);
}

function pageError(status: number, message: string): Response {
  return new Response(JSON.stringify({ message } satisfies PageErrorBody), { status, headers: { 'content-type': 'application/json' } });
}

/** A positive whole number from a search parameter, else the fallback (pages, seasons). */
export function positiveInt(value: string | null, fallback: number): number {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : fallback;
}
