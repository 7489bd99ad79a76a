/**
 * Watched-marks benchmark, on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) in a scratch database dropped afterwards
 * (`withScratchDatabase`, bench/lib.ts).
 * The service functions run directly on the database (no HTTP), so the figures are the
 * statements' own cost.
 *
 * - (a) reading one show's marks (the TV page: 750 marks of The Simpsons, with Watch Later
 *   and a follow choice read in the same statement);
 * - (b) marking the 750-episode show watched in one statement, then unmarking it (one DELETE);
 * - each as a ratio to reading one history page (`historyPageQuery`, 50 records of a user
 *   with 10,000) in the same round: a busy machine moves ratios less than times. Medians.
 * - EXPLAIN ANALYZE of the forShow statement: it must read watched_marks through its primary key.
 */

import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createUser, toolAuthDeps } from '../src/server/features/auth/service';
import { TV_SHOWS } from '../src/server/features/catalogue/sources/demo/tv-data';
import { historyPageQuery } from '../src/server/features/history/service';
import { type SeasonsOf, setMarks, showMarks, showMarksQuery } from '../src/server/features/marks/service';
import { OPEN_GATE } from '../src/server/features/personal/title-gate';
import {
  type BenchModule,
  explainAnalyze,
  type Metric,
  median,
  round,
  runAlone,
  withScratchDatabase,
} from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Timed calls of each kind per round (their median is the round's figure). */
const CALLS = 30;
const HISTORY_RECORDS = 10_000;
const SHOW_ID = '1001';

const simpsons = TV_SHOWS.find((s) => s.name === 'The Simpsons');
if (!simpsons) throw new Error('The Simpsons is not in the demo catalogue');
const seasons = simpsons.seasons.map((episodeCount, i) => ({ seasonNumber: i + 1, episodeCount }));
const EPISODES = seasons.reduce((n, s) => n + s.episodeCount, 0);
/** The show's seasons as the catalogue would answer them (the bench measures the database). */
const seasonsOf: SeasonsOf = async () => seasons;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function medianOf(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await timed(fn));
  return median(times);
}

const run = (log: (line: string) => void): Promise<Metric[]> =>
  withScratchDatabase({ maxConnections: 2 }, async ({ url: databaseUrl, database }) => {
    const db = database.db;
    const auth = toolAuthDeps(db);
    const mk = (username: string) =>
      createUser(auth, { username, email: `${username}@bench.example`, password: 'Bench-passw0rd' });
    const viewer = await mk('bench_viewer');
    // Other users' marks and history, so neither table is one user's alone.
    for (let i = 0; i < 5; i++) {
      const other = await mk(`bench_other_${i}`);
      await db.execute(sql`insert into watched_marks (profile_id, media_type, media_id, season, episode)
        select ${other.id}, 'tv', (1000 + s)::text, s, e from generate_series(1, 20) s, generate_series(1, 40) e`);
      await db.execute(sql`insert into watch_history (profile_id, media_id, media_type, last_watched)
        select ${other.id}, g::text, 'movie', now() - (g || ' minutes')::interval from generate_series(1, 2000) g`);
    }
    await db.execute(sql`insert into watch_history (profile_id, media_id, media_type, season, episode, last_watched)
      select ${viewer.id}, g::text, case when g % 3 = 0 then 'tv' else 'movie' end,
        case when g % 3 = 0 then 1 end, case when g % 3 = 0 then 1 end, now() - (g || ' seconds')::interval
      from generate_series(1, ${HISTORY_RECORDS}) g`);
    // The viewer's other shows' marks around the measured one.
    await db.execute(sql`insert into watched_marks (profile_id, media_type, media_id, season, episode)
      select ${viewer.id}, 'tv', (2000 + s)::text, 1, e from generate_series(1, 50) s, generate_series(1, 10) e`);
    await db.execute(
      sql`insert into watch_later (profile_id, media_type, media_id) values (${viewer.id}, 'tv', ${SHOW_ID})`,
    );
    await db.execute(sql`analyze`);

    const page = () => historyPageQuery(db, viewer.id, { limit: 50, offset: 0 });
    const mark = (watched: boolean) =>
      setMarks(db, seasonsOf, OPEN_GATE, viewer.id, {
        mediaType: 'tv',
        mediaId: SHOW_ID,
        watched,
        scope: 'title',
        specials: false,
      });

    // Warm-up, and a check that the whole show is what one action marks.
    const first = await mark(true);
    if (first.changed.length !== EPISODES) throw new Error(`marked ${first.changed.length} of ${EPISODES}`);
    for (let i = 0; i < 5; i++) await Promise.all([page(), showMarks(db, viewer.id, SHOW_ID)]);

    const readRatios: number[] = [];
    const markRatios: number[] = [];
    const pages: number[] = [];
    const reads: number[] = [];
    const marks: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const h = await medianOf(page);
      const a = await medianOf(() => showMarks(db, viewer.id, SHOW_ID));
      // Each call marks the 750 episodes from none and then unmarks them (both timed).
      await mark(false);
      const b = await medianOf(async () => {
        await mark(true);
        await mark(false);
      });
      await mark(true);
      pages.push(h);
      reads.push(a);
      marks.push(b);
      readRatios.push(a / h);
      markRatios.push(b / h);
      log(
        `round ${r + 1}: history page ${h.toFixed(2)} ms → show's marks ${a.toFixed(2)} ms (${(a / h).toFixed(2)}×) → mark + unmark ${EPISODES} episodes ${b.toFixed(2)} ms (${(b / h).toFixed(2)}×)`,
      );
    }

    const text = await explainAnalyze(
      databaseUrl,
      new PgDialect().sqlToQuery(showMarksQuery(viewer.id, SHOW_ID)),
    );
    log(`EXPLAIN ANALYZE of the forShow statement\n${text.replace(/^/gm, '    ')}`);
    const usesKey =
      /(Index (Only )?Scan using|Bitmap Index Scan on) watched_marks_profile_id_media_type_media_id_season_episode_pk/.test(
        text,
      ) && !/Seq Scan on watched_marks/.test(text);

    const note = `median of ${ROUNDS} rounds × ${CALLS} calls, PostgreSQL; history page ${round(median(pages), 2)} ms`;
    return [
      {
        name: "one show's marks (750) ÷ one history page (50 of 10,000)",
        value: round(median(readRatios), 2),
        unit: 'ratio',
        budget: { op: '<=', value: 3 },
        note: `${note}; show's marks ${round(median(reads), 2)} ms`,
      },
      {
        name: 'mark + unmark a 750-episode show ÷ one history page',
        value: round(median(markRatios), 2),
        unit: 'ratio',
        budget: { op: '<=', value: 40 },
        note: `${note}; mark + unmark ${round(median(marks), 2)} ms`,
      },
      {
        name: 'forShow reads watched_marks through its primary key',
        value: usesKey ? 1 : 0,
        unit: 'yes=1',
        budget: { op: '>=', value: 1 },
      },
    ];
  });

const bench = {
  name: 'marks',
  description: "watched marks: a show's marks and a 750-episode show marked, as ratios to a history page",
  run,
} satisfies BenchModule;
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(bench);
