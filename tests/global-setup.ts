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
  if (!url) return;
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  // Names carry this run's pid, so concurrent runs never drop each other's databases;
  // leftovers of runs that died are dropped here.
  const runId = process.pid;
  const template = `marquee_tpl_${runId}`;
  const existing = await admin<{ datname: string }[]>`
    select datname from pg_database where datname ~ '^marquee_(tpl|t)_[0-9]+'`;
  for (const { datname } of existing) {
    const pid = Number(/^marquee_(?:tpl|t)_(\d+)/.exec(datname)?.[1]);
    if (pid !== runId && !alive(pid)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  }
  await admin.unsafe(`drop database if exists ${template} with (force)`);
  await admin.unsafe(`create database ${template}`);
  const baseUrl = new URL(url);
  baseUrl.pathname = `/${template}`;
  const db = await openDatabase({ url: baseUrl.toString(), maxConnections: 1 });
  await db.migrate();
  await db.close();
  provide('pgTemplate', template);
  provide('pgRunId', runId);

  return async () => {
    const mine = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`marquee_t_${runId}_%`} or datname = ${template}`;
    for (const { datname } of mine) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
