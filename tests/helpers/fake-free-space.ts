/**
 * Preloaded into a spawned server (`node --import`) to make its disk look full: every
 * statfs answers FAKE_FREE_BYTES of free space, the rest of the reading being the real one.
 * A small tmpfs would be the real thing, but mounting one needs privileges CI lacks.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const free = Number(process.env.FAKE_FREE_BYTES);
const real = fs.promises.statfs.bind(fs.promises);
fs.promises.statfs = (async (dir: fs.PathLike) => {
  const s = await real(dir);
  return { ...s, bavail: Math.floor(free / s.bsize), bfree: Math.floor(free / s.bsize) };
}) as typeof fs.promises.statfs;
syncBuiltinESMExports();
