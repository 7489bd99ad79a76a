import { describe, expect, it } from 'vitest';
import { RATING_LOOKUPS_AT_ONCE } from '../../src/server/features/catalogue/maturity';
import type { CatalogueService } from '../../src/server/features/catalogue/service';
import { OPEN_GATE, titleGate } from '../../src/server/features/personal/title-gate';

/** A catalogue that answers ratings from a table (films: release_dates; shows: content_ratings) and counts its calls. */
function fakeCatalogue(ratings: Record<string, string | null | Error>, delayMs = 0) {
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const svc = {
    async get(path: string) {
      calls++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        const [type, id] = path.split('/');
        const rating = ratings[`${type}:${id}`];
        if (rating instanceof Error) throw rating;
        if (type === 'tv') return { results: rating ? [{ iso_3166_1: 'US', rating }] : [] };
        return { results: [{ iso_3166_1: 'US', release_dates: [{ certification: rating ?? '' }] }] };
      } finally {
        inFlight--;
      }
    },
  } as unknown as CatalogueService;
  return { svc, calls: () => calls, maxInFlight: () => maxInFlight };
}

const items = [
  { type: 'movie' as const, id: '1' },
  { type: 'movie' as const, id: '2' },
  { type: 'tv' as const, id: '3' },
  { type: 'tv' as const, id: '4' },
  { type: 'movie' as const, id: '5' },
];
const ratings = {
  'movie:1': 'G',
  'movie:2': 'R',
  'tv:3': 'TV-Y7',
  'tv:4': null,
  'movie:5': new Error('upstream down'),
};

describe('the title gate', () => {
  it('is open for Adult: every write and list passes without a single catalogue request', async () => {
    const c = fakeCatalogue(ratings);
    const gate = titleGate(c.svc, 'adult');
    expect(gate).toBe(OPEN_GATE);
    await gate.assert('movie', '2');
    expect(await gate.allows('tv', '4')).toBe(true);
    expect(await gate.keep(items, (i) => i)).toEqual(items);
    expect(c.calls()).toBe(0);
  });

  it('keeps a Kids list to its level in order; unrated and unreadable titles are left out', async () => {
    const c = fakeCatalogue(ratings);
    const gate = titleGate(c.svc, 'kids');
    expect((await gate.keep(items, (i) => i)).map((i) => i.id)).toEqual(['1', '3']);
    await expect(gate.assert('movie', '2')).rejects.toMatchObject({ status: 403 });
    await expect(gate.assert('movie', '1')).resolves.toBeUndefined();
    // A write is refused with the catalogue's own failure, not let through.
    await expect(gate.assert('movie', '5')).rejects.toThrow('upstream down');
  });

  it('looks ratings up with bounded concurrency', async () => {
    const many: Record<string, string> = {};
    const list = Array.from({ length: 40 }, (_, n) => ({ type: 'movie' as const, id: String(n) }));
    for (const i of list) many[`movie:${i.id}`] = Number(i.id) % 2 ? 'PG-13' : 'PG';
    const c = fakeCatalogue(many, 2);
    const kept = await titleGate(c.svc, 'family').keep(list, (i) => i);
    expect(kept).toHaveLength(20);
    expect(c.calls()).toBe(40);
    expect(c.maxInFlight()).toBeLessThanOrEqual(RATING_LOOKUPS_AT_ONCE);
    expect(c.maxInFlight()).toBeGreaterThan(1);
  });
});
