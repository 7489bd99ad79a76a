/**
 * The demo catalogue's query cost. A cold discover (genre filter, sort, page 3) and a
 * search, each timed against a baseline measured in the same run: one plain pass over every
 * film that filters by genre and sorts the matches, which is the least a discover can do. A
 * query is allowed a few such passes; an accidental O(n²) is hundreds.
 */
import { getDemoCatalogue } from '../src/server/features/catalogue/sources/demo/catalogue';
import { answer } from '../src/server/features/catalogue/sources/demo/index';
import { type BenchModule, median, round } from './lib';

const ROUNDS = 31;

function timeMs(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const bench: BenchModule = {
  name: 'demo',
  description: 'demo catalogue: discover and search time as a ratio to one sorted genre scan (median of 31)',
  async run(log) {
    const cat = getDemoCatalogue();
    log(`catalogue built in ${round(cat.buildMs)} ms: ${cat.movies.length} films, ${cat.shows.length} shows`);
    const scan = () =>
      cat.movies.filter((m) => m.genreIds.includes(18)).sort((a, b) => b.voteAverage - a.voteAverage);
    const discover = () =>
      answer('discover/movie', { sort_by: 'vote_average.desc', with_genres: '18', page: '3' });
    const search = () => answer('search/multi', { query: 'the', page: '2' });
    // A misspelling runs the typo fallback over every word; a name matches the people.
    const typo = () => answer('search/multi', { query: 'Shawshank Redemtion' });
    const person = () => answer('search/multi', { query: 'steven spielberg' });
    const runs = { scan, discover, search, typo, person };
    // Warm the JIT on all of them, then interleave so a noisy moment hits each alike.
    for (let i = 0; i < 5; i++) Object.values(runs).forEach(timeMs);
    const times = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as number[]])) as Record<
      keyof typeof runs,
      number[]
    >;
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, fn] of Object.entries(runs)) times[k as keyof typeof runs].push(timeMs(fn));
    }
    const base = median(times.scan);
    const m = {
      discover: median(times.discover),
      search: median(times.search),
      typo: median(times.typo),
      person: median(times.person),
    };
    log(
      `median ms: scan ${round(base, 3)}, discover ${round(m.discover, 3)}, search ${round(m.search, 3)}, ` +
        `typo ${round(m.typo, 3)}, person ${round(m.person, 3)}`,
    );
    return [
      {
        name: 'discover ÷ genre scan',
        value: round(m.discover / base, 2),
        unit: '×',
        budget: { op: '<=', value: 20 },
        note: `discover ${round(m.discover, 2)} ms, scan ${round(base, 3)} ms`,
      },
      {
        name: 'search ÷ genre scan',
        value: round(m.search / base, 2),
        unit: '×',
        budget: { op: '<=', value: 20 },
        note: `search ${round(m.search, 2)} ms`,
      },
      {
        name: 'misspelt search ÷ genre scan',
        value: round(m.typo / base, 2),
        unit: '×',
        budget: { op: '<=', value: 20 },
        note: `typo fallback ${round(m.typo, 2)} ms`,
      },
      {
        name: 'person search ÷ genre scan',
        value: round(m.person / base, 2),
        unit: '×',
        budget: { op: '<=', value: 20 },
        note: `person ${round(m.person, 2)} ms`,
      },
    ];
  },
};
export default bench;
