import { ConfigError } from '@grtv/kit';
import { startGrtv } from './start-grtv';

/** `npm start`: the whole of GRTV in one process. Stops cleanly on SIGTERM / SIGINT. */
async function main() {
  const grtv = await startGrtv(process.env);
  const local = (url: string) => url.replace('127.0.0.1', 'localhost');
  grtv.logger.info(`GRTV is up: ${local(grtv.appUrl)}`);
  grtv.logger.info(
    `carrier sandbox (SMS inbox, OTPs): ${local(grtv.carrierUrl)}/sandbox | content host: ${local(grtv.contentUrl)}` +
      (grtv.heProxyUrl ? ` | "on the carrier's network" (header enrichment): ${local(grtv.heProxyUrl)}` : ''),
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    grtv.logger.info({ signal }, 'stopping: finishing the jobs in hand');
    await grtv.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
