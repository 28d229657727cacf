import { ErrorMessages, type StreamResponse } from '@grtv/machines';
import { OFFLINE_MESSAGE } from '../../api/http';
import type { PlayableKind } from '../../navigation/paths';
import type { StreamError } from '@grtv/machines';

/** POST /api/media/stream {kind, slug}: a signed stream URL, or a StreamError telling 401 from 402 from the rest. */
export async function requestStream(input: { kind: PlayableKind; slug: string }): Promise<StreamResponse> {
  let response: Response;
  try {
    response = await fetch('/api/media/stream', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw { kind: 'failed', message: OFFLINE_MESSAGE } satisfies StreamError;
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok) return body as unknown as StreamResponse;
  const message = typeof body?.message === 'string' ? body.message : ErrorMessages.unexpected;
  const kind: StreamError['kind'] = response.status === 401 ? 'session' : response.status === 402 ? 'payment' : 'failed';
  throw { kind, message } satisfies StreamError;
}
