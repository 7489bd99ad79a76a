import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './helpers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database directory each browser-test server starts from (a copy). */
    e2eDatabase: string;
  }
}

/**
 * Once per run of the browser tests:
 *
 * - builds what the servers serve and run when it is missing or older than its sources
 *   (scripts/ensure-build.mjs), so a file run on its own never tests a stale build;
 * - starts the compiled server once on an empty DATA_DIR (a first start: the embedded database
 *   created and migrated) and stops it gracefully. That database directory is what every
 *   file's server starts from, copied: each starts as a restarted server does, instead of
 *   creating and migrating a database of its own (most of a start's time).
 */
export default async function setup({ provide }: { provide: (key: 'e2eDatabase', value: string) => void }) {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const first = await startServer({}, { compiled: true, startMs: 180_000 });
  const code = await new Promise<number | null>((resolve) => {
    first.process.once('exit', resolve);
    first.process.kill('SIGTERM');
  });
  if (code !== 0)
    throw new Error(`the first server did not stop cleanly (exit ${code}):\n${first.logs.join('')}`);
  const keep = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-db-'));
  const database = path.join(keep, 'pglite');
  renameSync(path.join(first.dataDir, 'pglite'), database);
  rmSync(first.dataDir, { recursive: true, force: true });
  provide('e2eDatabase', database);
  return () => rmSync(keep, { recursive: true, force: true });
}
