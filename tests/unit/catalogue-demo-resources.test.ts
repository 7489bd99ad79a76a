import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { generateImage } from '../../src/server/features/catalogue/images';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo/index';
import type { CatalogueParams } from '../../src/server/features/catalogue/types';

const source = createDemoSource();
const get = <T = Record<string, unknown>>(path: string, params: CatalogueParams = {}) =>
  source.get(path, params) as Promise<T>;
const cat = getDemoCatalogue();
const film = cat.movies.find((e) => e.complete && e.movie?.certification && e.providers.length > 0)!;
const show = cat.shows.find((e) => e.providers.length > 0)!;

async function notFound(path: string) {
  const err = await get(path).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('NOT_FOUND');
}

describe('demo answers to the read-only TMDB paths beyond the screens', () => {
  it('configuration points images at /img, with only sizes /img draws', async () => {
    const config = await get<{ images: Record<string, string | string[]> }>('configuration');
    expect(config.images.base_url).toBe('/img/');
    expect(config.images.secure_base_url).toBe('/img/');
    expect(config.images.logo_sizes).toEqual([]);
    expect(config.images.profile_sizes).toEqual([]);
    const poster = `p-m${film.id}.svg`;
    const still = `s-t${show.id}-1-1.svg`;
    for (const size of [...config.images.poster_sizes!, ...config.images.backdrop_sizes!]) {
      expect(generateImage(size, poster), size).not.toBeNull();
    }
    for (const size of config.images.still_sizes!) expect(generateImage(size, still), size).not.toBeNull();
  });

  it("lists a title's generated poster and backdrop as its images, and nothing else", async () => {
    const images = await get<Record<string, Array<Record<string, unknown>>>>(`movie/${film.id}/images`);
    expect(images.posters).toEqual([
      expect.objectContaining({ file_path: `/p-m${film.id}.svg`, width: 1920 }),
    ]);
    expect(images.backdrops).toEqual([
      expect.objectContaining({ file_path: `/b-m${film.id}.svg`, height: 1080 }),
    ]);
    expect(images.logos).toEqual([]);
  });

  it('has no outside ids to give: nulls, never made up', async () => {
    expect(await get(`movie/${film.id}/external_ids`)).toMatchObject({ id: film.id, imdb_id: null });
    expect(await get(`tv/${show.id}/external_ids`)).toMatchObject({
      id: show.id,
      imdb_id: null,
      tvdb_id: null,
    });
  });

  it("gives a show's US TV Parental Guidelines rating from its record as content_ratings", async () => {
    expect(await get(`tv/${show.id}/content_ratings`)).toEqual({
      id: show.id,
      results: [{ descriptors: [], iso_3166_1: 'US', rating: show.certification }],
    });
    expect(show.certification).toMatch(/^TV-(Y|Y7|G|PG|14|MA)$/);
  });

  it("gives a film's US theatrical date and MPAA rating from its record as release_dates", async () => {
    const dates = await get(`movie/${film.id}/release_dates`);
    expect(dates).toEqual({
      id: film.id,
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            expect.objectContaining({
              certification: film.movie!.certification,
              release_date: `${film.date}T00:00:00.000Z`,
              type: 3,
            }),
          ],
        },
      ],
    });
  });

  it("gives a title's streaming services in the US, and the provider lists", async () => {
    const providers = await get<{ results: Record<string, { flatrate: Array<{ provider_id: number }> }> }>(
      `tv/${show.id}/watch/providers`,
    );
    expect(Object.keys(providers.results)).toEqual(['US']);
    expect(providers.results.US!.flatrate.map((p) => p.provider_id)).toEqual(show.providers);
    const list = await get<{ results: Array<{ provider_id: number }> }>('watch/providers/movie', {
      watch_region: 'GB',
    });
    expect(list.results.map((p) => p.provider_id).sort((a, b) => a - b)).toEqual([8, 9, 337, 384]);
  });

  it('appends the new sub-resources to details under their TMDB names', async () => {
    const details = await get(`movie/${film.id}`, {
      append_to_response: 'external_ids,images,release_dates,watch/providers',
    });
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['external_ids', 'images', 'release_dates', 'watch/providers']),
    );
  });

  it('measures now_playing and upcoming from the snapshot day: a frozen catalogue has nothing upcoming', async () => {
    const today = cat.snapshotDate.movie;
    const now = await get<{
      dates: { maximum: string; minimum: string };
      results: Array<{ release_date: string }>;
    }>('movie/now_playing');
    expect(now.dates.maximum).toBe(today);
    expect(now.results.length).toBeGreaterThan(0);
    for (const r of now.results)
      expect(r.release_date >= now.dates.minimum && r.release_date <= today).toBe(true);
    const upcoming = await get<{ results: unknown[]; total_results: number }>('movie/upcoming');
    expect(upcoming).toMatchObject({ results: [], total_results: 0, total_pages: 1 });
  });

  it('answers the airing lists with TMDB page shapes, from known episode dates only', async () => {
    for (const path of ['tv/on_the_air', 'tv/airing_today']) {
      expect(await get(path)).toMatchObject({
        page: 1,
        results: expect.any(Array),
        total_pages: expect.any(Number),
      });
    }
  });

  it('answers an episode, and 404s what a title does not have', async () => {
    expect(await get(`tv/${show.id}/season/1/episode/1`)).toMatchObject({
      season_number: 1,
      episode_number: 1,
    });
    await notFound(`tv/${show.id}/season/1/episode/99999`);
    await notFound('movie/999999999/credits');
  });

  it('accepts language and region and changes nothing for them', async () => {
    expect(await get('movie/popular', { language: 'fr-FR', region: 'FR' })).toEqual(
      await get('movie/popular'),
    );
  });
});
