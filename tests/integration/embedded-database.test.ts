import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PGLITE_SETTINGS, rowsOf } from '../../src/server/db/client';

/**
 * The embedded database as the server opens it, in a data folder on disk: a new folder is
 * created (initdb, in a child process) and migrated, PostgreSQL runs with the settings sized
 * for the app (PGLITE_SETTINGS) on the first start and on every restart, and what was
 * written before a restart is read after it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const show = async (database: Database, name: string) =>
  rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)))[0]?.[name];

async function expectSizedSettings(database: Database) {
  for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await show(database, name)).toBe(value);
  // Derived from shared_buffers (1/32), as the settings' comment says.
  expect(await show(database, 'wal_buffers')).toBe('256kB');
}

describe('embedded database in a data folder', () => {
  // A new folder's initdb takes seconds, more on a busy machine.
  it('creates a new folder, migrates it and runs with the sized settings', { timeout: 120_000 }, async () => {
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await database.migrate();
      await expectSizedSettings(database);
      await database.db.execute(sql`create table restart_check (note text not null)`);
      await database.db.execute(sql`insert into restart_check (note) values ('written before the restart')`);
    } finally {
      await database.close();
    }
  });

  it('keeps the settings and the data when opened again', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await expectSizedSettings(database);
      const rows = rowsOf<{ note: string }>(await database.db.execute(sql`select note from restart_check`));
      expect(rows).toEqual([{ note: 'written before the restart' }]);
    } finally {
      await database.close();
    }
  });
});
