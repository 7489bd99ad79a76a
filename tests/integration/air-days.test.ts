import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { airingDay } from '../../src/shared/catalogue-airing';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * One airing per episode (issue 36): the episode the TV and watch pages read from the
 * catalogue carries the same instant Upcoming (and the calendar feed) airs it at, so every
 * page names the same day for it in the viewer's zone.
 */
interface DemoEpisode {
  season_number: number;
  episode_number: number;
  airs_at?: string;
}

describe.each(dbKinds)("an episode's airing, the same on every page (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("gives the catalogue's episode Upcoming's instant and day, in any zone", async () => {
    const alice = await insertUser(t.deps);
    const caller = createCaller(
      createContextFor(t.deps, { headers: { authorization: `Bearer ${alice.token}` } }),
    );
    let found: { id: number; next: DemoEpisode } | undefined;
    for (const e of getDemoCatalogue().shows) {
      if (e.show?.data.status !== 'Returning Series') continue;
      const d = (await t.deps.services.catalogue.get(`tv/${e.id}`)) as {
        next_episode_to_air: DemoEpisode | null;
      };
      if (d.next_episode_to_air?.airs_at) {
        found = { id: e.id, next: d.next_episode_to_air };
        break;
      }
    }
    expect(found).toBeDefined();
    const { id, next } = found!;
    await caller.follows.set({ mediaId: String(id), followed: true });
    const season = await caller.catalogue.season({ id, season: next.season_number });
    const episode = season.episodes.find((e) => e.episodeNumber === next.episode_number)!;
    expect(episode.airsAt).toBe(new Date(next.airs_at!).toISOString());

    for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
      const answer = await caller.upcoming.list({ timeZone });
      const day = answer.days.find((d) =>
        d.episodes.some(
          (e) =>
            e.showId === String(id) && e.season === next.season_number && e.episode === next.episode_number,
        ),
      )!;
      const airing = day.episodes.find((e) => e.showId === String(id) && e.episode === next.episode_number)!;
      expect(airing.airsAt).toBe(episode.airsAt);
      expect(airingDay(episode, timeZone)).toBe(day.date);
    }
  });
});
