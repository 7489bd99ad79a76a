import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/server/db/client';

/**
 * Migrates once per run: a PGlite image every test file loads as its own fresh copy, and,
 * when TEST_DATABASE_URL is set, a template database each file clones on PostgreSQL.
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const dir = path.join(tmpdir(), `marquee-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: pg });
  await database.migrate();
  const dump = await pg.dumpDataDir('none');
  const file = path.join(dir, 'pglite-base.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  process.env.MARQUEE_TEST_PGLITE_IMAGE = file;
  provide('pgliteImage', file);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: postgres } = await import('postgres');
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const base = 'marquee_test_base';
    // Old clones from interrupted runs.
    const stale = await admin<
      { datname: string }[]
    >`select datname from pg_database where datname like 'marquee_t_%'`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.unsafe(`drop database if exists ${base} with (force)`);
    await admin.unsafe(`create database ${base}`);
    const baseUrl = new URL(url);
    baseUrl.pathname = `/${base}`;
    const db = await openDatabase({ url: baseUrl.toString(), maxConnections: 1 });
    await db.migrate();
    await db.close();
    await admin.end();
  }
}
