// `npm test`: sets up what is missing, type-checks, builds the web app, then runs every test
// (unit, model-based, integration on real Redis/Postgres/HTTP, and browser tests in Chromium).
import { join } from 'node:path';
import {
  checkNode,
  ensureChromium,
  ensureFfmpeg,
  ensureNpmDependencies,
  ensurePostgres,
  ensureRedis,
  ensureWebBuild,
  ROOT,
  run,
  turbo,
} from './ensure-setup.mjs';

try {
  checkNode();
  ensureNpmDependencies();
  ensureRedis();
  ensureChromium();
  ensureFfmpeg({ required: false });
  ensurePostgres({ required: false });
  turbo(['run', 'typecheck']);
  run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'e2e/tsconfig.json']);
  ensureWebBuild({ force: true });
  run(join(ROOT, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)]);
} catch (error) {
  console.error(`\x1b[31m[grtv]\x1b[0m ${error.message}`);
  process.exit(1);
}
