/**
 * Starts the whole of GRTV on free ports (temp data, the sample media under .data/media) and
 * prints its URLs: for looking at the web app by hand or from a screenshot script. Ctrl-C stops it.
 */
import { startTestGrtv } from '../../../e2e/start-test-grtv';

// Every part on a free port, so this never collides with npm start or someone else's tests.
const grtv = await startTestGrtv();
console.log(JSON.stringify({ appUrl: grtv.appUrl, carrierUrl: grtv.carrierUrl, contentUrl: grtv.contentUrl }));
const stop = async () => {
  await grtv.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
