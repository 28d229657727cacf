import type { Logger } from '@grtv/kit';
import type { AddressInfo } from 'node:net';
import { buildCarrierApp, type CarrierApp, type CarrierDeps } from './app';
import type { CarrierConfig } from './config';
import { createHeProxy } from './he-proxy/create-he-proxy';

/** A running server: where it listens, and how to stop it. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface RunningCarrier extends RunningServer {
  app: CarrierApp;
}

/** Starts the carrier sandbox on `config.host:config.port` (port 0: any free port). */
export async function startCarrier(config: CarrierConfig, deps: Partial<CarrierDeps> = {}): Promise<RunningCarrier> {
  const app = buildCarrierApp(config, deps);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  return { app, url: `http://${urlHost(config.host)}:${address.port}`, close: () => app.close() };
}

/** Starts the header-enrichment proxy on `config.heProxy.host:port`. */
export async function startHeProxy(config: Pick<CarrierConfig, 'heProxy'>, deps: { logger?: Logger } = {}): Promise<RunningServer> {
  const proxy = createHeProxy(config.heProxy, deps.logger);
  const { server } = proxy;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.heProxy.port, config.heProxy.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(config.heProxy.host)}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        proxy.closeTunnels();
      }),
  };
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
