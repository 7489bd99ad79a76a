import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixture } from '../msw/tmdb';
import { type E2eServer, startE2eServer } from './fixtures';

/**
 * A local TMDB for the browser tests of what the demo data lacks (the demo names no
 * collections): every film belongs to one collection, whose parts are the fixtures' films.
 * Answers the paths the pages ask for with the hand-written fixtures of tests/fixtures/tmdb;
 * images are 404s, so the pages show their placeholders and never reach the internet.
 */
export const COLLECTION = {
  id: 9001,
  name: 'Fixture Film Collection',
  overview: 'Every film of the fixtures, gathered as one franchise for the tests.',
  poster_path: '/collection-poster.jpg',
  backdrop_path: '/collection-backdrop.jpg',
};

/**
 * Fight Club's offers: the fixtures' (US and GB, with TMDB's links), and France's with a link
 * that is not TMDB's, which the page must never get.
 */
export const PROVIDERS = (() => {
  const offers = fixture<{ results: Record<string, unknown> }>('watch-providers');
  const france = {
    link: 'javascript:alert(document.domain)',
    flatrate: [{ provider_id: 381, provider_name: 'Canal+', logo_path: null, display_priority: 1 }],
  };
  return { id: 550, results: { ...offers.results, FR: france } };
})();

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

function answer(req: IncomingMessage, res: ServerResponse, key: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/img/')) return void res.writeHead(404).end();
  if (url.searchParams.get('api_key') !== key) return json(res, 401, { status_code: 7 });
  const path = url.pathname.replace(/^\/3\//, '');
  const popular = fixture<{ results: Record<string, unknown>[] }>('movie-popular');
  const dated = popular.results.filter((m) => m.release_date);
  const movie = /^movie\/(\d+)$/.exec(path);
  const show = /^tv\/(\d+)$/.exec(path);
  if (movie) {
    const base = fixture<Record<string, unknown>>('movie-550');
    return json(res, 200, {
      ...base,
      id: Number(movie[1]),
      belongs_to_collection: { ...COLLECTION, overview: undefined },
    });
  }
  if (show) return json(res, 200, { ...fixture<Record<string, unknown>>('tv-1399'), id: Number(show[1]) });
  if (path === `collection/${COLLECTION.id}`)
    // TMDB lists a collection's parts in no set order: newest first here, for the page to sort.
    return json(res, 200, { ...COLLECTION, parts: [...dated].reverse() });
  if (path === 'movie/550/watch/providers') return json(res, 200, PROVIDERS);
  if (/^(movie|tv)\/\d+\/watch\/providers$/.test(path)) return json(res, 200, { id: 1, results: {} });
  if (/^genre\//.test(path)) return json(res, 200, fixture('genre-movie-list'));
  if (/^(person|collection)\//.test(path)) return json(res, 404, { status_code: 34 });
  return json(res, 200, { ...popular, page: Number(url.searchParams.get('page') ?? 1) });
}

export async function startFakeTmdb(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const key = 'people-e2e-key';
  const server = createServer((req, res) => answer(req, res, key));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: key,
      TMDB_BASE_URL: `http://127.0.0.1:${port}/3`,
      TMDB_IMAGE_BASE_URL: `http://127.0.0.1:${port}/img`,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The app's server on a fake TMDB of its own, both stopped after the file (a file's
 * `test.override('app', …)`); on a loaded machine it can take over a minute to start.
 */
export async function startOnFakeTmdb(
  serverEnv: Record<string, string>,
  onCleanup: (fn: () => Promise<void>) => void,
): Promise<E2eServer> {
  const tmdb = await startFakeTmdb();
  const server = await startE2eServer({ ...serverEnv, ...tmdb.env }, { startMs: 180_000 });
  onCleanup(async () => {
    await server.stop();
    await tmdb.close();
  });
  return server;
}
