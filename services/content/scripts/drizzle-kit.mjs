// Runs drizzle-kit against this workspace's drizzle-orm. npm hoisted drizzle-kit to the root but
// kept drizzle-orm per workspace, so drizzle-kit's own `import('drizzle-orm/version')` finds none.
// A symlink beside our drizzle-orm plus --preserve-symlinks makes it resolve ours; removed after.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, symlinkSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
let kitReal = createRequire(join(here, 'package.json')).resolve('drizzle-kit');
while (!kitReal.endsWith(`${sep}drizzle-kit`)) kitReal = dirname(kitReal);
const link = join(here, 'node_modules', 'drizzle-kit');
const made = !existsSync(link);
if (made) symlinkSync(kitReal, link, 'dir');
try {
  const result = spawnSync(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', join(link, 'bin.cjs'), ...process.argv.slice(2)], {
    cwd: here,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (made && lstatSync(link).isSymbolicLink()) unlinkSync(link);
}
