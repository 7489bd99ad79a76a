import type { Db } from '../../db/client';
import { isDatabaseUnavailable, isStorageFull } from '../../errors';
import { type EntryRow, type HistoryWrite, upsertMany, upsertOne } from './upserts';

/**
 * Group commit of the history's upserts. Under load one statement and one commit per write
 * cost the database (and the server's driver) more than the writes themselves, so writes that
 * arrive while a batch is in the database wait for it and then go together as one multi-row
 * statement. A write that finds nothing in flight goes at once (after the current turn of the
 * event loop, so the writes parsed in the same turn go with it): no timer, a lone write is not
 * delayed. Each caller is answered only once the statement holding its write has committed,
 * with the row as its own write left it; a failed statement fails its callers, never others'.
 */

/** The row a caller is answered with, when it differs from the row its batch left. */
type Own = Pick<EntryRow, 'season' | 'episode' | 'positionSeconds' | 'durationSeconds'>;

interface Waiter {
  write: HistoryWrite;
  resolve(row: EntryRow | undefined): void;
  reject(e: unknown): void;
}

/**
 * Successive writes of one title folded into the one write that leaves the same row, and
 * each caller's own answer. A caller without `own` is answered the row as the statement left it.
 */
interface Folded {
  net: HistoryWrite;
  callers: Array<{ waiter: Waiter; own?: Own }>;
}

const keyOf = (w: Pick<HistoryWrite, 'profileId' | 'mediaType' | 'mediaId'>) =>
  `${w.profileId}\u0000${w.mediaType}\u0000${w.mediaId}`;
const sameEpisode = (a: HistoryWrite, b: HistoryWrite) => a.season === b.season && a.episode === b.episode;
const ownOf = (w: HistoryWrite & { kind: 'progress' }): Own => ({
  season: w.season,
  episode: w.episode,
  positionSeconds: w.position,
  durationSeconds: w.duration,
});

/**
 * Adds `next` (a later write of the same title) to `acc`, if every caller's answer stays known
 * without reading the record first. After a position write everything is known: a later
 * position replaces it, a later opening keeps it only for the same episode. Openings of the
 * same episode leave the same row whichever runs last. An opening followed by anything else
 * would answer the position the record had before the batch, which only the database knows:
 * that write waits for the next statement.
 */
function fold(acc: Folded, next: Waiter): boolean {
  const prev = acc.net;
  const w = next.write;
  if (prev.kind === 'opened') {
    if (w.kind !== 'opened' || !sameEpisode(prev, w)) return false;
    acc.callers.push({ waiter: next });
    return true;
  }
  const net: HistoryWrite =
    w.kind === 'progress'
      ? w
      : {
          ...w,
          kind: 'progress',
          position: sameEpisode(prev, w) ? prev.position : null,
          duration: sameEpisode(prev, w) ? prev.duration : null,
        };
  acc.net = net;
  acc.callers.push({ waiter: next, own: ownOf(net as HistoryWrite & { kind: 'progress' }) });
  return true;
}

/**
 * A batch in statements: each wave holds at most one folded write per title, in arrival order;
 * a title's writes that could not be folded go in a later wave, run after the earlier one.
 */
function planWaves(batch: readonly Waiter[]): Folded[][] {
  const chains = new Map<string, Folded[]>();
  for (const waiter of batch) {
    const key = keyOf(waiter.write);
    const chain = chains.get(key);
    const last = chain?.[chain.length - 1];
    if (last && fold(last, waiter)) continue;
    const w = waiter.write;
    const folded: Folded = {
      net: w,
      callers: [{ waiter, own: w.kind === 'progress' ? ownOf(w) : undefined }],
    };
    if (chain) chain.push(folded);
    else chains.set(key, [folded]);
  }
  const waves: Folded[][] = [];
  for (const chain of chains.values())
    for (const [i, folded] of chain.entries()) {
      if (!waves[i]) waves[i] = [];
      waves[i].push(folded);
    }
  return waves;
}

function answer(folded: Folded, row: EntryRow | undefined): void {
  for (const { waiter, own } of folded.callers) waiter.resolve(row && own ? { ...row, ...own } : row);
}

function fail(folded: Folded, e: unknown): void {
  for (const { waiter } of folded.callers) waiter.reject(e);
}

async function runOne(db: Db, folded: Folded): Promise<void> {
  try {
    answer(folded, await upsertOne(db, folded.net));
  } catch (e) {
    fail(folded, e);
  }
}

/**
 * Writes of one kind, distinct titles, as one statement. Sorted by title, so two statements
 * (two batches, two server processes) lock the rows they share in the same order and cannot
 * deadlock each other. Should the statement fail for something one write brought (its profile
 * deleted meanwhile), each write is tried alone, so the others still land; a database out of
 * reach or out of space fails them all at once.
 */
async function runKind(db: Db, kind: HistoryWrite['kind'], group: Folded[]): Promise<void> {
  if (group.length === 1) return runOne(db, group[0]!);
  group.sort((a, b) => (keyOf(a.net) < keyOf(b.net) ? -1 : 1));
  let rows: Array<EntryRow & { profileId: string }>;
  try {
    rows = await upsertMany(
      db,
      kind,
      group.map((f) => f.net),
    );
  } catch (e) {
    if (isDatabaseUnavailable(e) || isStorageFull(e)) for (const f of group) fail(f, e);
    else await Promise.all(group.map((f) => runOne(db, f)));
    return;
  }
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  for (const f of group) {
    const row = byKey.get(keyOf(f.net));
    answer(f, row && stripProfile(row));
  }
}

const stripProfile = ({ profileId: _, ...row }: EntryRow & { profileId: string }): EntryRow => row;

/** A batch's waves one after the other; in each, its openings and its positions side by side. */
async function commit(db: Db, batch: readonly Waiter[]): Promise<void> {
  for (const wave of planWaves(batch)) {
    const opened = wave.filter((f) => f.net.kind === 'opened');
    const progress = wave.filter((f) => f.net.kind === 'progress');
    await Promise.all([
      opened.length ? runKind(db, 'opened', opened) : undefined,
      progress.length ? runKind(db, 'progress', progress) : undefined,
    ]);
  }
}

/** Writes in one batch at most, so one statement's JSON and run time stay bounded. */
const MAX_BATCH = 1000;

/**
 * Batches in the database at once. More than one, so the server parses the next requests
 * while a batch is in the database instead of both waiting on each other in turn (with every
 * client's request in the one batch, nothing arrives until it is answered); few, so batches
 * stay large (with 32 clients, 4 measured better than 2 on rate and p99 at the same CPU per
 * write). The writes arriving meanwhile make the next batch: batches grow with the load by
 * themselves. The price of batching: batches waiting on rows another transaction holds (a
 * history being cleared) hold up the writes queued behind them.
 */
const IN_FLIGHT = 4;

export class GroupCommit {
  private queue: Waiter[] = [];
  private inFlight = 0;
  /** The titles of the batches in the database (counted): their next writes wait for them. */
  private readonly busyKeys = new Map<string, number>();
  private scheduled = false;

  constructor(private readonly db: Db) {}

  /** The row `w` left (its own answer), once the statement holding it has committed. */
  write(w: HistoryWrite): Promise<EntryRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write: w, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < IN_FLIGHT) {
        const batch = this.take();
        if (batch.length === 0) return;
        this.start(batch);
      }
    });
  }

  /**
   * The queued writes of titles no batch in the database holds, in order: a title's writes
   * land in the order they were made, never in two statements racing each other.
   */
  private take(): Waiter[] {
    const batch: Waiter[] = [];
    const rest: Waiter[] = [];
    for (const w of this.queue)
      (batch.length < MAX_BATCH && !this.busyKeys.has(keyOf(w.write)) ? batch : rest).push(w);
    this.queue = rest;
    return batch;
  }

  private start(batch: Waiter[]): void {
    this.inFlight++;
    const keys = batch.map((w) => keyOf(w.write));
    for (const k of keys) this.busyKeys.set(k, (this.busyKeys.get(k) ?? 0) + 1);
    void commit(this.db, batch)
      // Not expected (each write answers its own failure); should it happen, no caller hangs
      // (a caller already answered keeps its answer).
      .catch((e: unknown) => {
        for (const w of batch) w.reject(e);
      })
      .finally(() => {
        for (const k of keys) {
          const n = this.busyKeys.get(k)! - 1;
          if (n === 0) this.busyKeys.delete(k);
          else this.busyKeys.set(k, n);
        }
        this.inFlight--;
        this.schedule();
      });
  }
}

const writers = new WeakMap<Db, GroupCommit>();

/** The database's group commit (one per connection pool), made on first use. */
export function groupCommitFor(db: Db): GroupCommit {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupCommit(db);
    writers.set(db, writer);
  }
  return writer;
}
