/**
 * Lists benchmark, on the local PostgreSQL (BENCH_PG_URL) in a scratch database dropped
 * afterwards. A list of 10,000 titles (LIST_ITEMS_MAX) read a page (50) at a time by the
 * service the screens and /api/lists call, against one history page (50 records of a user
 * with 10,000) in the same round: a busy machine moves ratios less than times. Medians. The
 * pages timed are the first, the middle and the last of the hand-made order, each reached as
 * Load more reaches it (from where the previous page ended); the last page by number
 * (`?page=`, an offset) is reported beside them.
 */

import { pathToFileURL } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { listItems } from '../src/server/db/schema';
import { createUser, toolAuthDeps } from '../src/server/features/auth/service';
import { historyPageQuery } from '../src/server/features/history/service';
import { createList, getList } from '../src/server/features/lists/service';
import { OPEN_GATE } from '../src/server/features/personal/title-gate';
import { LIST_ITEMS_MAX, LIST_PAGE_SIZE, LIST_POSITION_GAP } from '../src/shared/schemas/lists';
import { type BenchModule, type Metric, median, round, runAlone, withScratchDatabase } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CALLS = 30;
const HISTORY_RECORDS = 10_000;
const LAST_PAGE = Math.ceil(LIST_ITEMS_MAX / LIST_PAGE_SIZE);

async function medianOf(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const run = (log: (line: string) => void): Promise<Metric[]> =>
  withScratchDatabase({ maxConnections: 2 }, async ({ database }) => {
    const db = database.db;
    const auth = toolAuthDeps(db);
    const mk = (username: string) =>
      createUser(auth, { username, email: `${username}@bench.example`, password: 'Bench-passw0rd' });
    const viewer = await mk('bench_viewer');
    await db.execute(sql`insert into watch_history (profile_id, media_id, media_type, season, episode, last_watched)
      select ${viewer.id}, g::text, case when g % 3 = 0 then 'tv' else 'movie' end,
        case when g % 3 = 0 then 1 end, case when g % 3 = 0 then 1 end, now() - (g || ' seconds')::interval
      from generate_series(1, ${HISTORY_RECORDS}) g`);
    // The measured list, full, among other lists of other profiles.
    const list = await createList(db, viewer.id, { name: 'Ten thousand' });
    await db.execute(sql`insert into list_items (list_id, media_type, media_id, position, title, poster_path, release_date, vote_average)
      select ${list.id}, 'movie', g::text, g * ${LIST_POSITION_GAP}, 'Title ' || md5(g::text), '/p' || g || '.jpg',
        (1900 + g % 120)::text || '-01-01', (g % 100) / 10.0
      from generate_series(1, ${LIST_ITEMS_MAX}) g`);
    await db.execute(sql`update lists set item_count = ${LIST_ITEMS_MAX} where id = ${list.id}`);
    for (let i = 0; i < 3; i++) {
      const other = await mk(`bench_other_${i}`);
      const l = await createList(db, other.id, { name: `other ${i}` });
      await db.execute(sql`insert into list_items (list_id, media_type, media_id, position)
        select ${l.id}, 'tv', g::text, g * ${LIST_POSITION_GAP} from generate_series(1, 5000) g`);
    }
    await db.execute(sql`analyze`);

    const history = () => historyPageQuery(db, viewer.id, { limit: 50, offset: 0 });
    const listPage = (page: number) => getList(db, OPEN_GATE, viewer.id, list.id, page);
    const first = await listPage(1);
    if (first.items.length !== LIST_PAGE_SIZE || first.totalPages !== LAST_PAGE)
      throw new Error(`page 1 holds ${first.items.length} of ${first.totalPages} pages`);
    for (let i = 0; i < 5; i++) await Promise.all([history(), listPage(1), listPage(LAST_PAGE)]);

    // Load more: each page starts where the previous one ended (`nextAfter`).
    const afterOf = async (page: number) => {
      const [row] = await db
        .select({ p: listItems.position })
        .from(listItems)
        .where(eq(listItems.listId, list.id))
        .orderBy(asc(listItems.position))
        .offset((page - 1) * LIST_PAGE_SIZE - 1)
        .limit(1);
      return Number(row!.p);
    };
    const middle = await afterOf(LAST_PAGE / 2);
    const end = await afterOf(LAST_PAGE);
    const byCursor = (page: number, after: number) => () =>
      getList(db, OPEN_GATE, viewer.id, list.id, page, after);
    const last = await byCursor(LAST_PAGE, end)();
    if (last.items.length !== LIST_PAGE_SIZE || last.nextAfter !== null)
      throw new Error(`the last page holds ${last.items.length}, next ${last.nextAfter}`);
    const cases = [
      ['first page', () => listPage(1)],
      ['middle page', byCursor(LAST_PAGE / 2, middle)],
      ['last page', byCursor(LAST_PAGE, end)],
    ] as const;
    // Pages by number (`?page=` of /api/lists), by offset: reported, not budgeted.
    const offsetLast = await medianOf(() => listPage(LAST_PAGE));
    const ratios: Record<string, number[]> = Object.fromEntries(cases.map(([n]) => [n, []]));
    const pages: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const h = await medianOf(history);
      pages.push(h);
      const parts: string[] = [];
      for (const [name, fn] of cases) {
        const t = await medianOf(fn);
        ratios[name]!.push(t / h);
        parts.push(`${name} ${t.toFixed(2)} ms (${(t / h).toFixed(2)}×)`);
      }
      log(`round ${r + 1}: history page ${h.toFixed(2)} ms → ${parts.join(', ')}`);
    }
    const note = `median of ${ROUNDS} rounds × ${CALLS} calls, PostgreSQL; history page ${round(median(pages), 2)} ms; last page by ?page= (offset) ${round(offsetLast, 2)} ms`;
    return [
      {
        name: 'slowest of first/middle/last page (50) of a 10,000-title list ÷ one history page (50 of 10,000)',
        // Each page's median ratio over the rounds, and the slowest of the three.
        value: round(Math.max(...cases.map(([n]) => median(ratios[n]!))), 2),
        unit: 'ratio',
        budget: { op: '<=', value: 2 },
        note: `${note}; ${cases.map(([n]) => `${n} ${round(median(ratios[n]!), 2)}×`).join(', ')}`,
      },
    ];
  });

const bench = {
  name: 'lists',
  description: 'a page of a 10,000-title list, as a ratio to a history page in the same run',
  run,
} satisfies BenchModule;
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(bench);
