import { createLogger } from '@grtv/kit';
import { maskMsisdn } from '@grtv/machines';
import { loadCarrierConfig } from './config';
import { startCarrier, startHeProxy } from './start';

/** Runs the carrier sandbox and the header-enrichment proxy as their own process. */
async function main(): Promise<void> {
  const config = loadCarrierConfig(process.env);
  const logger = createLogger({ name: 'carrier', level: config.logLevel, pretty: config.logPretty });
  if (config.devSecrets.length > 0) logger.warn({ variables: config.devSecrets }, 'using DEV-ONLY default secrets: set them in the environment outside a laptop');
  const carrier = await startCarrier(config, { logger });
  const proxy = await startHeProxy(config, { logger: logger.child({ part: 'he-proxy' }) });
  logger.info({ url: carrier.url, page: `${carrier.url}/sandbox` }, 'carrier sandbox listening');
  logger.info(
    { url: proxy.url, target: config.heProxy.targetUrl, header: config.heProxy.header, adds_number: config.heProxy.msisdn ? maskMsisdn(config.heProxy.msisdn) : 'none (HE_MSISDN unset)' },
    'header-enrichment proxy listening',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await Promise.allSettled([carrier.close(), proxy.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
