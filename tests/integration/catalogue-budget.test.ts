import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTmdb, startFakeTmdb } from '../../bench/fake-tmdb';
import { TRPC_MAX_BATCH } from '../../src/shared/trpc-limits';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The upstream budget against a local TMDB that answers after a latency and counts what it
 * receives: how many calls, how many at once, how many within a second. Whatever arrives, the
 * upstream never sees more than the gate's limits; each client's cache misses are bounded
 * (past the budget: 429 with Retry-After, hits still served); made-up regions and languages
 * share the entries of the real ones; trailer keys that are not YouTube ids are dropped.
 * The limits are made small here so the floods finish in seconds.
 */
const KEY = 'budget-test-key';
const GATE = { concurrency: 4, perSecond: 40, queueTimeoutMs: 30_000 };
const MISSES_PER_CLIENT = 3;
const BAD_TRAILER_ID = 777;

type BatchItem = { result?: { data: unknown }; error?: { data: { httpStatus: number; code: string } } };

/** A GET batch of tRPC queries (as the client's httpBatchLink sends them). */
function batchUrl(procedure: string, inputs: unknown[]): string {
  const input = Object.fromEntries(inputs.map((v, i) => [String(i), v]));
  return `/trpc/${inputs.map(() => procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('catalogue upstream budget', () => {
  let fake: FakeTmdb;
  let tight: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    fake = await startFakeTmdb({
      apiKey: KEY,
      latencyMs: 40,
      record: true,
      videoKeys: { [BAD_TRAILER_ID]: 'x"><script>' },
    });
    const env = { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: fake.url, TRUST_PROXY: 'true' };
    tight = await createTestApp(
      'pglite',
      { ...env, CATALOGUE_MISSES_PER_MINUTE: String(MISSES_PER_CLIENT) },
      { catalogue: { upstream: GATE } },
    );
    open = await createTestApp('pglite', env, { catalogue: { upstream: GATE } });
  });
  afterAll(async () => {
    await tight?.close();
    await open?.close();
    await fake?.close();
  });

  it('50 parallel batches of 20 searches: the upstream limits hold, every answer is 200 or 429, hits stay free', async () => {
    const callsBefore = fake.calls();
    // Each search needs two upstream calls (a movie and a show), as `tmdb:N` and `year:N` do.
    const queries = (client: number) =>
      Array.from({ length: TRPC_MAX_BATCH }, (_, j) => ({
        query:
          j % 2
            ? `year:${1900 + ((client * TRPC_MAX_BATCH + j) % 120)}`
            : `tmdb:${10_000 + client * 100 + j}`,
      }));
    const clients = Array.from({ length: 50 }, (_, i) => i);
    const answers = await Promise.all(
      clients.map((i) =>
        tight
          .http()
          .get(batchUrl('catalogue.search', queries(i)))
          .set('X-Forwarded-For', `10.1.0.${i + 1}`),
      ),
    );
    const stats = {
      calls: fake.calls() - callsBefore,
      inFlight: fake.maxInFlight(),
      perSecond: fake.maxPerSecond(),
    };
    console.info('50 x 20 searches:', stats);

    expect(stats.inFlight).toBeLessThanOrEqual(GATE.concurrency);
    expect(stats.perSecond).toBeLessThanOrEqual(GATE.perSecond);
    // Without the budgets this is 2,000 calls; each client may cause at most its misses.
    expect(stats.calls).toBeLessThanOrEqual(clients.length * MISSES_PER_CLIENT);
    let ok = 0;
    let limited = 0;
    for (const res of answers) {
      const items = res.body as BatchItem[];
      expect(items).toHaveLength(TRPC_MAX_BATCH);
      for (const item of items) {
        if (item.result) ok++;
        else {
          expect(item.error?.data.httpStatus).toBe(429);
          limited++;
        }
      }
      if (items.some((i) => i.error)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(ok).toBeGreaterThan(0);
    expect(limited).toBeGreaterThan(0);

    // A client past its budget still gets what is cached: another client's answered search.
    const answered = clients.flatMap((i) =>
      (answers[i]!.body as BatchItem[]).flatMap((item, j) => (item.result ? [queries(i)[j]!] : [])),
    );
    const spent = fake.calls();
    const hit = await tight
      .http()
      .get(batchUrl('catalogue.search', answered.slice(0, 5)))
      .set('X-Forwarded-For', '10.1.0.1');
    expect(hit.status).toBe(200);
    expect((hit.body as BatchItem[]).every((i) => i.result)).toBe(true);
    expect(fake.calls()).toBe(spent);
  });

  it("counts each client's misses apart, on the REST facade too: 429 with Retry-After past the budget, hits still 200", async () => {
    const as = (ip: string, path: string) => tight.http().get(`/api/tmdb/${path}`).set('X-Forwarded-For', ip);
    for (let n = 0; n < MISSES_PER_CLIENT; n++)
      expect((await as('10.2.0.1', `movie/${20_000 + n}`)).status).toBe(200);
    const over = await as('10.2.0.1', 'movie/20100');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.status_code).toBe(25); // TMDB's own "over the allowed limit"
    expect(over.body.message).toMatch(
      /^Too many new catalogue requests\. Please try again in \d+ seconds\.$/,
    );
    // Hits are free; another client has its own budget.
    expect((await as('10.2.0.1', 'movie/20000')).status).toBe(200);
    expect((await as('10.2.0.2', 'movie/20100')).status).toBe(200);
    expect((await as('10.2.0.1', 'movie/20100')).status).toBe(200);
  });

  it('an unknown region or a made-up language subtag falls back to the language alone: no new entries, no new calls', async () => {
    const home = (acceptLanguage: string) =>
      open.http().get('/trpc/catalogue.home').set('Accept-Language', acceptLanguage);
    expect((await home('fr')).status).toBe(200);
    const calls = fake.calls();
    const keys = open.deps.services.catalogue.stats().totalKeys;
    for (const header of ['fr-ZZ', 'fr-AQ', 'fr-QQ,fr;q=0.9', 'fr-XY']) {
      const res = await home(header);
      expect(res.status, header).toBe(200);
    }
    expect(fake.calls()).toBe(calls);
    expect(open.deps.services.catalogue.stats().totalKeys).toBe(keys);
    // A real provider region is its own: the provider rows are asked for there.
    expect((await home('fr-BR')).status).toBe(200);
    const regions = new Set(fake.received().map((c) => c.query.get('watch_region')));
    expect(regions).toContain('BR');
    expect([...regions].filter((r) => r !== null).sort()).toEqual(['BR', 'US']);

    // The facade's own parameters: a made-up region after a language is the language alone.
    const facade = (qs: string) => open.http().get(`/api/tmdb/movie/popular?${qs}`);
    expect((await facade('language=de')).status).toBe(200);
    const before = fake.calls();
    expect((await facade('language=de-ZZ')).status).toBe(200);
    expect(fake.calls()).toBe(before);
    for (const bad of ['language=xx', 'language=qq-US', 'region=ZZ', 'region=QQ'])
      expect((await facade(bad)).status, bad).toBe(400);
  });

  it('says Vary: Accept-Language on catalogue answers, tRPC included', async () => {
    const input = encodeURIComponent(JSON.stringify({ type: 'movie' }));
    const trpc = await open.http().get(`/trpc/catalogue.genres?input=${input}`).set('Accept-Language', 'de');
    expect(trpc.status).toBe(200);
    expect(trpc.headers.vary).toMatch(/Accept-Language/i);
    const batch = await open.http().get(batchUrl('catalogue.genres', [{ type: 'movie' }, { type: 'tv' }]));
    expect(batch.headers.vary).toMatch(/Accept-Language/i);
    const rest = await open.http().get('/api/tmdb/genre/movie/list').set('Accept-Language', 'de');
    expect(rest.headers.vary).toMatch(/Accept-Language/i);
    const refused = await open.http().get('/api/tmdb/movie/0').set('Accept-Language', 'de');
    expect(refused.status).toBe(400);
    expect(refused.headers.vary).toMatch(/Accept-Language/i);
  });

  it('drops a trailer whose key is not a YouTube id', async () => {
    const movie = (id: number) =>
      open.http().get(`/trpc/catalogue.movie?input=${encodeURIComponent(JSON.stringify({ id }))}`);
    const bad = await movie(BAD_TRAILER_ID);
    expect(bad.status).toBe(200);
    expect(bad.body.result.data.trailer).toBeNull();
    const good = await movie(BAD_TRAILER_ID + 1);
    expect(good.body.result.data.trailer.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});
