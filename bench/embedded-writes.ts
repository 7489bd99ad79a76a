/**
 * Child of bench/memory.bench.ts: times writes on the embedded database in `dataDir`, opened
 * as the server opens it (`tuned`: PGLITE_SETTINGS, the server's V8 flags) or as it was before
 * those settings (`defaults`: PGlite's own, PostgreSQL's 128 MB of shared buffers). Prints one
 * JSON line: the milliseconds of each history upsert (one statement, one commit, as a player's
 * report) and of each bulk transaction (2,000 rows, as an import), and the CPU milliseconds
 * each took on average.
 *
 *   node dist/bench/embedded-writes.js <tuned|defaults> <dataDir> <writes>
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/server/db/client';
import { users, watchHistory } from '../src/server/db/schema';
import { createUser, toolAuthDeps } from '../src/server/features/auth/service';
import { tuneHeap } from '../src/server/heap';

const [mode, dataDir, count] = process.argv.slice(2) as [string, string, string];
const WRITES = Number(count);
const WARM_UP = 100;
const BULK_ROWS = 2_000;
const BULKS = 5;

if (mode === 'tuned') tuneHeap();
const database =
  mode === 'tuned'
    ? await openDatabase({ dataDir })
    : await openDatabase({
        pglite: await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS }),
      });
await database.migrate();
const { db } = database;

const username = 'bench_writer';
const existing = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
const profileId =
  existing[0]?.id ??
  (
    await createUser(toolAuthDeps(db), {
      username,
      email: 'writer@bench.example',
      password: 'Bench-passw0rd',
    })
  ).id;

const upsert = (mediaId: string) =>
  db
    .insert(watchHistory)
    .values({ profileId, mediaId, mediaType: 'movie' })
    .onConflictDoUpdate({
      target: [watchHistory.profileId, watchHistory.mediaId, watchHistory.mediaType],
      set: { lastWatched: sql`now()`, updatedAt: sql`now()` },
    });

/** CPU milliseconds (user and system) of this process: less disturbed by a busy machine than wall time. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

for (let i = 0; i < WARM_UP; i++) await upsert(`w${i}`);
const single: number[] = [];
let cpu = cpuMs();
for (let i = 0; i < WRITES; i++) single.push(await time(() => upsert(String(i % 1_000))));
const singleCpu = (cpuMs() - cpu) / WRITES;
const bulk: number[] = [];
cpu = cpuMs();
for (let b = 0; b < BULKS; b++) {
  bulk.push(
    await time(() =>
      db.transaction(async (tx) => {
        await tx.delete(watchHistory).where(sql`${watchHistory.mediaId} like 'bulk%'`);
        await tx.insert(watchHistory).values(
          Array.from({ length: BULK_ROWS }, (_, i) => ({
            profileId,
            mediaId: `bulk${i}`,
            mediaType: 'tv' as const,
            season: 1,
            episode: i,
          })),
        );
      }),
    ),
  );
}
const bulkCpu = (cpuMs() - cpu) / BULKS;
await database.close();
process.stdout.write(`${JSON.stringify({ single, singleCpu, bulk, bulkCpu })}\n`);
