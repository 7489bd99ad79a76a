import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FREE_FOR_EXISTING_DATABASE,
  FREE_FOR_NEW_DATABASE,
  startupFailure,
} from '../../src/server/db/storage';

/**
 * Starting on a full disk: the real server, spawned with its free-space reading faked (see
 * tests/helpers/fake-free-space.ts), stops with one line naming DATA_DIR and the space the
 * embedded database needs, and exit code 1: no stack trace, no PGlite source.
 */
const MB = 1024 * 1024;
const root = mkdtempSync(path.join(tmpdir(), 'marquee-full-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function start(dataDir: string, freeBytes: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/helpers/fake-free-space.ts', 'src/server/index.ts'],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        CATALOGUE_SOURCE: 'demo',
        PORT: '0',
        DATA_DIR: dataDir,
        FAKE_FREE_BYTES: String(freeBytes),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('start-up on a full disk', () => {
  it('refuses a new data directory with one line naming DATA_DIR and the space needed', async () => {
    const dataDir = path.join(root, 'new');
    const run = await start(dataDir, 0);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `Not enough free space in DATA_DIR (${dataDir}): 0 MB free, the embedded database needs at least ${FREE_FOR_NEW_DATABASE / MB} MB. Free some space or set DATA_DIR to a larger disk.\n`,
    );
  });

  it('needs less for an existing database, and says how much is free', async () => {
    const dataDir = path.join(root, 'existing');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const run = await start(dataDir, 10 * MB + 123);
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `Not enough free space in DATA_DIR (${dataDir}): 10 MB free, the embedded database needs at least ${FREE_FOR_EXISTING_DATABASE / MB} MB. Free some space or set DATA_DIR to a larger disk.`,
    ]);
  });
});

describe("PGlite's own start-up failures in words", () => {
  const dirs = { dir: root, dataDir: root };

  it('reads its file system’s ENOSPC (errno 51, no message) as a full disk', async () => {
    const enospc = Object.assign(new Error(), { name: 'ErrnoError', errno: 51 });
    expect((await startupFailure(dirs, enospc)).message).toMatch(/^Not enough free space in DATA_DIR/);
  });

  it('reads a refused write (SQLSTATE 53100) as a full disk', async () => {
    const diskFull = Object.assign(new Error('could not extend file "base/5/1": No space left on device'), {
      code: '53100',
    });
    expect((await startupFailure(dirs, diskFull)).message).toMatch(/^Not enough free space in DATA_DIR/);
  });

  it('names DATA_DIR and the reason for any other failure while the disk has room', async () => {
    const failure = await startupFailure(dirs, new Error('PGlite failed to initialize properly'));
    expect(failure.message).toBe(
      `The embedded database in DATA_DIR (${root}) could not start: PGlite failed to initialize properly`,
    );
  });
});
