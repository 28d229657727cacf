import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseEngines } from '../testing/test-databases';
import { runMigrations } from './run-migrations';

const migrations = mkdtempSync(join(tmpdir(), 'grtv-migrations-'));
mkdirSync(join(migrations, 'meta'), { recursive: true });
writeFileSync(join(migrations, '0000_init.sql'), 'create table kit_probe (id serial primary key, note text not null);');
writeFileSync(
  join(migrations, 'meta', '_journal.json'),
  JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_init', breakpoints: true }] }),
);

afterAll(() => rmSync(migrations, { recursive: true, force: true }));

for (const engine of testDatabaseEngines()) {
  describe(`database on ${engine.name}`, () => {
    afterAll(() => engine.stop());

    it('runs migrations once, even when two starts race', async () => {
      const handle = await engine.open();
      await Promise.all([runMigrations(handle, migrations, '__kit_probe'), runMigrations(handle, migrations, '__kit_probe')]);
      await handle.db.execute(sql`insert into kit_probe (note) values ('hello')`);
      const result = await handle.db.execute(sql`select count(*)::int as n from kit_probe`);
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
      expect(await handle.ping()).toBe(true);
      await handle.close();
    });
  });
}
