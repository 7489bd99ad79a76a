import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, trpcCalls, trpcError, trpcPending, trpcQuery } from '../msw/app-api';
import { continueEntry, homeData, movieDetail, user } from '../msw/app-data';
import { renderApp } from './render';

const homeCalls = () => trpcCalls.filter((c) => c.path === 'catalogue.home').length;

describe('Home', () => {
  it('puts Continue Watching first for a signed-in reader with progress', async () => {
    mockApi(
      trpcQuery('catalogue.home', homeData()),
      trpcQuery('history.continue', [continueEntry({ mediaId: '550' })]),
      trpcQuery('catalogue.movie', movieDetail({ id: 550, title: 'Fight Club' })),
      trpcQuery('recommendations.forMe', []),
      trpcQuery('watchLater.list', []),
    );
    renderApp('/', { signedInAs: user() });
    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    expect(
      within(row)
        .getByRole('link', { name: /^Resume/ })
        .getAttribute('href'),
    ).toBe('/watch/movie/550');
    await screen.findByRole('region', { name: 'Trending Now' });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    const headings = regions.map((id) => (id ? document.getElementById(id)?.textContent : null));
    expect(headings.filter((h) => h && h !== 'Dune: Part Two')[0]).toBe('Continue Watching');
    // My List's titles (the cards' save state) are asked after the rows: answered before the
    // test ends, not in the next one.
    await waitFor(() => expect(trpcCalls.some((c) => c.path === 'watchLater.list')).toBe(true));
  });

  it('gives a visitor no Continue Watching row and asks for no history', async () => {
    mockApi(trpcQuery('catalogue.home', homeData()));
    renderApp('/');
    await screen.findByRole('region', { name: 'Trending Now' });
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
    expect(trpcCalls.some((c) => c.path === 'history.continue')).toBe(false);
  });

  it('shows a loading placeholder until the rows arrive', async () => {
    const home = trpcPending('catalogue.home');
    mockApi(home.mock);
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading titles' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trending Now' })).toBeNull();

    home.release(homeData());
    expect(await screen.findByRole('heading', { name: 'Trending Now' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading titles' })).toBeNull();
  });

  it('shows the hero with Watch Now and More Info, and every row with its titles', async () => {
    mockApi(trpcQuery('catalogue.home', homeData()));
    renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Dune: Part Two' });
    const id = /\/movie\/(\d+)$/.exec(
      within(hero).getByRole('link', { name: 'More Info' }).getAttribute('href') ?? '',
    )?.[1];
    expect(id).toBeDefined();
    expect(
      within(hero)
        .getByRole('link', { name: /Watch Now/ })
        .getAttribute('href'),
    ).toBe(`/watch/movie/${id}`);
    expect(within(hero).getByText('Science Fiction')).toBeTruthy();

    const trending = await screen.findByRole('region', { name: 'Trending Now' });
    expect(within(trending).getByRole('link', { name: /Oppenheimer/ })).toBeTruthy();
    expect(within(trending).getByRole('link', { name: 'View all: Trending Now' }).getAttribute('href')).toBe(
      '/movies?list=trending',
    );
    const tv = screen.getByRole('region', { name: 'Popular TV Shows' });
    expect(
      within(tv)
        .getByRole('link', { name: /Severance/ })
        .getAttribute('href'),
    ).toMatch(/^\/tv\/\d+$/);
    expect(within(tv).getByRole('link', { name: 'View all: Popular TV Shows' }).getAttribute('href')).toBe(
      '/tv?list=popular',
    );
  });

  it('says loading failed after the retries, and Retry loads the rows', async () => {
    mockApi(trpcError('catalogue.home', 500, 'Internal server error'));
    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load titles. Please try again.');
    // A 5xx is retried twice before the message (lib/trpc.ts).
    expect(homeCalls()).toBe(3);

    mockApi(trpcQuery('catalogue.home', homeData()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trending Now' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not retry an answer the server refused (4xx)', async () => {
    mockApi(trpcError('catalogue.home', 400, 'Invalid request'));
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load titles. Please try again.',
    );
    expect(homeCalls()).toBe(1);
  });
});
