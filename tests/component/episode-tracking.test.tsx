import type { Episode, TvDetail } from '@shared/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setPreferences } from '../../src/client/lib/preferences';
import { mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { movieDetail, user } from '../msw/app-data';
import { renderApp } from './render';

/** A show of two seasons (3 and 2 episodes) and its specials when asked, as the catalogue answers it. */
function show(specials = 0): TvDetail {
  const { runtime, budget, revenue, productionCompanies, directors, writers, collection, ...base } =
    movieDetail({
      id: 1399,
      title: 'Thrones',
    });
  void [runtime, budget, revenue, productionCompanies, directors, writers, collection];
  return {
    ...base,
    mediaType: 'tv',
    numberOfSeasons: 2,
    numberOfEpisodes: 5,
    episodeRunTime: 50,
    seasons: [1, 2, ...(specials > 0 ? [0] : [])].map((n) => ({
      id: n,
      seasonNumber: n,
      episodeCount: n === 1 ? 3 : n === 2 ? 2 : specials,
      name: n === 0 ? 'Specials' : `Season ${n}`,
      airDate: null,
      posterPath: null,
    })),
    networks: [],
    createdBy: [],
    creators: [],
    lastAired: null,
  };
}

const episode = (season: number, n: number): Episode => ({
  id: season * 100 + n,
  episodeNumber: n,
  seasonNumber: season,
  name: `Chapter ${n}`,
  overview: '',
  stillPath: null,
  runtime: 50,
  voteAverage: 7,
  airDate: null,
  airsAt: null,
  directors: [],
  writers: [],
  guestStars: [],
});

function mockShow(watched: [number, number][], specials = 0) {
  mockApi(
    trpcQuery('catalogue.tvShow', show(specials)),
    trpcQuery('catalogue.season', ({ season }) => ({
      id: season,
      seasonNumber: season,
      name: `Season ${season}`,
      overview: '',
      airDate: null,
      posterPath: null,
      episodes: Array.from({ length: season === 1 ? 3 : season === 2 ? 2 : specials }, (_, i) =>
        episode(season, i + 1),
      ),
    })),
    trpcQuery('catalogue.watchProviders', {
      link: null,
      flatrate: [],
      rent: [],
      buy: [],
      free: [],
      ads: [],
    } as never),
    trpcQuery('marks.forShow', { mediaId: '1399', episodes: watched, followed: watched.length > 0 }),
    trpcQuery('follows.status', { mediaId: '1399', followed: watched.length > 0, reason: null }),
    trpcQuery('watchLater.list', []),
    trpcQuery('history.get', null),
    // The page's own rating and review panel: nothing rated or written yet.
    trpcQuery('ratings.forTitle', []),
    trpcQuery('reviews.forTitle', { own: null, others: [] }),
  );
}

const setCalls = () => trpcCalls.filter((c) => c.path === 'marks.set').map((c) => c.input);

describe('the TV page’s watched marks', () => {
  it('shows season progress and a check per episode, and Watch Now opens what is next', async () => {
    mockShow([
      [1, 1],
      [1, 2],
    ]);
    renderApp('/tv/1399', { signedInAs: user() });
    const bar = await screen.findByRole('progressbar', { name: 'Season 1 watched' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('2 of 3 episodes watched'));
    expect(screen.getByRole('button', { name: 'Mark S1 E1 watched' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Mark S1 E3 watched' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Watch Now/ }).getAttribute('href')).toBe('/watch/tv/1399/1/3'),
    );
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the specials after the seasons, and Watch Now opens the first special once the seasons are watched, when specials count', async () => {
    const allRegular: [number, number][] = [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
    ];
    mockShow(allRegular, 2);
    setPreferences({ includeSpecials: true });
    const { unmount } = renderApp('/tv/1399', { signedInAs: user() });
    const select = (await screen.findByLabelText('Season')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Season 1 · 3 episodes',
      'Season 2 · 2 episodes',
      'Specials · 2 episodes',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Watch Now/ }).getAttribute('href')).toBe('/watch/tv/1399/0/1'),
    );
    unmount();

    // Specials left out of Next up (the default): everything is watched, so Watch Now starts over.
    setPreferences({ includeSpecials: false });
    renderApp('/tv/1399', { signedInAs: user() });
    await screen.findByLabelText('Season');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Watch Now/ }).getAttribute('href')).toBe('/watch/tv/1399/1/1'),
    );
  });

  it('marks a season in one call and Undo sends back exactly what changed', async () => {
    mockShow([[1, 1]]);
    mockApi(
      trpcQuery('marks.set', (input) =>
        input.scope === 'season'
          ? { watched: true, changed: [2, 3].map((episode) => ({ season: 1, episode })) }
          : { watched: false, changed: input.scope === 'episodes' ? (input.episodes ?? []) : [] },
      ),
    );
    renderApp('/tv/1399', { signedInAs: user() });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark season watched' }));
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Season 1 watched' }).getAttribute('aria-valuetext'),
      ).toBe('3 of 3 episodes watched'),
    );
    expect(setCalls()[0]).toMatchObject({
      mediaType: 'tv',
      mediaId: '1399',
      watched: true,
      scope: 'season',
      season: 1,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(setCalls()).toHaveLength(2));
    expect(setCalls()[1]).toMatchObject({
      watched: false,
      scope: 'episodes',
      episodes: [
        { season: 1, episode: 2 },
        { season: 1, episode: 3 },
      ],
    });
  });

  it('rolls a refused mark back and says so', async () => {
    mockShow([]);
    mockApi(trpcError('marks.set', 500, 'Internal server error'));
    renderApp('/tv/1399', { signedInAs: user() });
    const check = await screen.findByRole('button', { name: 'Mark S1 E2 watched' });
    fireEvent.click(check);
    await screen.findByText(/Internal server error|could not be saved/);
    await waitFor(() => expect(check.getAttribute('aria-pressed')).toBe('false'));
  });
});
