import { describe, expect, it } from 'vitest';
import { toSeason } from '../../src/server/features/catalogue/map';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { tvDetails } from '../../src/server/features/catalogue/sources/demo/shapes';
import { airingDay, airingInstant, isUnaired } from '../../src/shared/catalogue-airing';

/**
 * One airing per episode (issue 36): the day an episode airs on is the day its instant falls
 * on in the viewer's zone (what Upcoming groups it under), else its date; it is still to come
 * until then; undated, until the show's last aired episode is past it.
 */
describe('episode airings', () => {
  // 21:00 in New York on Dec 6 is Dec 7, 02:00 UTC and 11:00 in Tokyo.
  const timed = { airDate: '2026-12-06', airsAt: '2026-12-07T02:00:00.000Z' };
  const allDay = { airDate: '2026-12-06', airsAt: null };

  it('gives a timed airing the day its instant falls on in the viewer zone', () => {
    expect(airingDay(timed, 'America/New_York')).toBe('2026-12-06');
    expect(airingDay(timed, 'UTC')).toBe('2026-12-07');
    expect(airingDay(timed, 'Asia/Tokyo')).toBe('2026-12-07');
    expect(airingInstant(timed, 'Asia/Tokyo')).toBe(Date.parse(timed.airsAt));
  });

  it('keeps an all-day date as it is, airing from the start of that day in the viewer zone', () => {
    expect(airingDay(allDay, 'Asia/Tokyo')).toBe('2026-12-06');
    expect(airingInstant(allDay, 'UTC')).toBe(Date.parse('2026-12-06T00:00:00Z'));
    expect(airingInstant(allDay, 'Asia/Tokyo')).toBe(Date.parse('2026-12-05T15:00:00Z'));
    expect(airingDay({ airDate: null, airsAt: null }, 'UTC')).toBeNull();
  });

  it('says an episode is still to come until its airing, or past the last aired one when undated', () => {
    const ref = { season: 35, episode: 8 };
    const last = { season: 35, episode: 7 };
    expect(isUnaired(timed, ref, last, 'UTC', Date.parse('2026-12-07T01:59:00Z'))).toBe(true);
    expect(isUnaired(timed, ref, last, 'UTC', Date.parse('2026-12-07T02:00:00Z'))).toBe(false);
    expect(isUnaired(allDay, ref, last, 'Asia/Tokyo', Date.parse('2026-12-05T15:00:00Z'))).toBe(false);
    expect(isUnaired(allDay, ref, last, 'UTC', Date.parse('2026-12-05T15:00:00Z'))).toBe(true);
    const undated = { airDate: null, airsAt: null };
    expect(isUnaired(undated, ref, last, 'UTC')).toBe(true);
    expect(isUnaired(undated, last, last, 'UTC')).toBe(false);
    expect(isUnaired(undated, ref, null, 'UTC')).toBe(false);
    expect(isUnaired(undated, { season: 0, episode: 40 }, last, 'UTC')).toBe(false);
  });

  it('reads the airing instant of a season payload, as UTC, and nothing that is not one', () => {
    const s = toSeason({
      id: 1,
      season_number: 35,
      episodes: [
        { id: 1, episode_number: 1, air_date: '2026-12-06', airs_at: '2026-12-06T21:00:00-05:00' },
        { id: 2, episode_number: 2, air_date: '2026-12-13', airs_at: 'Sunday night' },
        { id: 3, episode_number: 3, air_date: '2026-12-20' },
      ],
    });
    expect(s.episodes.map((e) => e.airsAt)).toEqual(['2026-12-07T02:00:00.000Z', null, null]);
  });
});

describe("the demo's last aired episode", () => {
  it('is never one whose airing instant is still ahead, on any day of a cycle', () => {
    const shows = getDemoCatalogue().shows.flatMap((e) => (e.show ? [e.show] : []));
    let timed = 0;
    for (let d = 0; d < 84; d++) {
      const today = new Date(Date.parse('2026-11-01T00:00:00Z') + d * 86_400_000).toISOString().slice(0, 10);
      for (const show of shows) {
        const last = tvDetails(show, new Map(), today).last_episode_to_air as { airs_at?: string } | null;
        if (!last?.airs_at) continue;
        timed++;
        expect(Date.parse(last.airs_at)).toBeLessThanOrEqual(Date.parse(`${today}T00:00:00Z`));
      }
    }
    expect(timed).toBeGreaterThan(0);
  });
});
