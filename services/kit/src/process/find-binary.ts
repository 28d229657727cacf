import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The full path of an executable on PATH (or in extra folders), or null. */
export function findBinary(name: string, extraDirs: string[] = []): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), ...extraDirs];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Debian installs Postgres server binaries under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDirs(): string[] {
  try {
    return readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`);
  } catch {
    return [];
  }
}
