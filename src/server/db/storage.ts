import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { causeCode, isStorageFull } from '../errors';

/**
 * The data directory's free space. A full disk must not end in a crash loop of minified
 * PGlite source under a restart policy: start-up refuses with one line naming DATA_DIR and
 * the space needed, and at run time writes answer 507 while reads go on (health says so).
 */

const MB = 1024 * 1024;
/** A new embedded database is about 40 MB once initialised. */
export const FREE_FOR_NEW_DATABASE = 64 * MB;
/** An existing one needs room for a write-ahead log segment (16 MB) to start and write. */
export const FREE_FOR_EXISTING_DATABASE = 16 * MB;
/** Below this the disk counts as full for the health report. */
const FULL_BELOW = 1 * MB;
/** How long a write refused for space keeps the health report at "full". */
const RECENT_FAILURE_MS = 60_000;

/** Start-up cannot go on; the message is the one line to print. */
export class StartupError extends Error {}

export async function freeBytes(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}

const inMb = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/** What the embedded database in `dir` needs free to start, depending on whether it exists. */
export const neededToStart = (dir: string): number =>
  existsSync(path.join(dir, 'PG_VERSION')) ? FREE_FOR_EXISTING_DATABASE : FREE_FOR_NEW_DATABASE;

/** The embedded database's directory `dir`, inside the configured `dataDir` (DATA_DIR). */
export interface EmbeddedDirs {
  dir: string;
  dataDir: string;
}

function outOfSpace({ dataDir }: EmbeddedDirs, free: number, needed: number): StartupError {
  return new StartupError(
    `Not enough free space in DATA_DIR (${dataDir}): ${inMb(free)} free, the embedded database needs at least ${inMb(needed)}. Free some space or set DATA_DIR to a larger disk.`,
  );
}

/** Refuses to open the embedded database without the room to start it. */
export async function assertRoomToStart(dirs: EmbeddedDirs): Promise<void> {
  const needed = neededToStart(dirs.dir);
  const free = await freeBytes(dirs.dir);
  if (free < needed) throw outOfSpace(dirs, free, needed);
}

/**
 * PGlite's own start-up failure in words: its file system's ENOSPC (errno 51 in its
 * emscripten file system, no message) and its "failed to initialize properly" after a write
 * failed both become the space line when the disk is short; anything else names DATA_DIR.
 */
export async function startupFailure(dirs: EmbeddedDirs, e: unknown): Promise<StartupError> {
  const needed = neededToStart(dirs.dir);
  const free = await freeBytes(dirs.dir).catch(() => 0);
  const errno = (e as { errno?: unknown })?.errno;
  if (free < needed || errno === 51 || isStorageFull(e)) return outOfSpace(dirs, free, needed);
  const reason = e instanceof Error && e.message ? e.message : `error ${String(errno ?? e)}`;
  return new StartupError(`The embedded database in DATA_DIR (${dirs.dataDir}) could not start: ${reason}`);
}

export interface StorageWatch {
  /** A write was refused for space (logged at most once a minute). */
  noteFull(cause: unknown): void;
  /** Whether writes are failing for space: one was refused lately, or the disk is full now. */
  isFull(): Promise<boolean>;
}

/** `dataDir`: the embedded database's directory, whose free space is read too. */
export function createStorageWatch(logger: Logger, dataDir?: string): StorageWatch {
  let lastFailure = Number.NEGATIVE_INFINITY;
  return {
    noteFull(cause) {
      const now = Date.now();
      if (now - lastFailure >= RECENT_FAILURE_MS) {
        logger.error({ cause: causeCode(cause), dataDir }, 'database out of storage: writes are refused');
      }
      lastFailure = now;
    },
    async isFull() {
      if (Date.now() - lastFailure < RECENT_FAILURE_MS) return true;
      if (!dataDir) return false;
      return (await freeBytes(dataDir).catch(() => Number.POSITIVE_INFINITY)) < FULL_BELOW;
    },
  };
}
