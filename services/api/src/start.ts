import type { ApiConfig } from './config';
import { buildApiApp, type ApiDeps } from './app';

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** Builds the API and listens on HOST:PORT (PORT 0 picks a free port, for tests). */
export async function startApi(config: ApiConfig, deps: ApiDeps): Promise<RunningApi> {
  const app = await buildApiApp(config, deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return { url: `http://${host}:${port}`, close: () => app.close() };
}
