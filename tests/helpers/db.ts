import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';

export type DbKind = 'pglite' | 'postgres';

/** The databases every integration suite runs on: PGlite always, PostgreSQL in CI. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The migrated template database of this test run (PostgreSQL). */
export const pgTemplateName = (): string => inject('pgTemplate' as never) as string;

/** A clone name tied to this run, so the run's teardown drops it even after a crash. */
export const pgCloneName = (): string =>
  `marquee_t_${inject('pgRunId' as never) as number}_${randomBytes(5).toString('hex')}`;

/** A fresh, migrated database of the given kind; `close()` also drops a PostgreSQL clone. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const image = readFileSync(inject('pgliteImage' as never) as string);
    const pg = await PGlite.create({ loadDataDir: new Blob([image]), extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: pg });
    return { ...database, migrate: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = pgCloneName();
  await admin.unsafe(`create database ${name} template ${pgTemplateName()}`);
  const cloneUrl = new URL(url);
  cloneUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: cloneUrl.toString(), maxConnections: 5 });
  return {
    ...database,
    migrate: async () => {},
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
