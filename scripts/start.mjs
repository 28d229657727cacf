// `npm start`: sets up what is missing, then runs the whole of GRTV on http://localhost:3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, ensureFfmpeg, ensureNpmDependencies, ensureRedis, ensureWebBuild, ROOT } from './ensure-setup.mjs';

try {
  checkNode();
  ensureNpmDependencies();
  ensureRedis();
  ensureFfmpeg({ required: false });
  ensureWebBuild();
} catch (error) {
  console.error(`\x1b[31m[grtv]\x1b[0m ${error.message}`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'services/launcher/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? '1' : '0') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
