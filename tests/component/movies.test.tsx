import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { movieCard, page } from '../msw/app-data';
import { renderApp } from './render';

const GENRES = [
  { id: 28, name: 'Action' },
  { id: 35, name: 'Comedy' },
];
const genres = () => trpcQuery('catalogue.genres', GENRES);
const listingInputs = () => trpcCalls.filter((c) => c.path === 'catalogue.movies').map((c) => c.input);

describe('Movies listing', () => {
  it('lists the movies with their count and page, and offers more when there are more pages', async () => {
    mockApi(
      genres(),
      trpcQuery(
        'catalogue.movies',
        page([movieCard({ title: 'Heat' }), movieCard({ title: 'Ronin' })], {
          totalPages: 4,
          totalResults: 80,
        }),
      ),
    );
    renderApp('/movies');
    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.getAttribute('title')),
    ).toEqual(['Heat', 'Ronin']);
    expect(screen.getByText('80 movies · Page 1 of 4')).toBeTruthy();
    expect(screen.getByText('Scroll down for more movies')).toBeTruthy();
    expect(listingInputs()[0]).toMatchObject({ filter: 'all', cursor: 1 });
    expect(screen.getByRole('button', { name: 'All Movies', pressed: true })).toBeTruthy();
  });

  it("opens a home row's own list under the row's name; a quick filter leaves it", async () => {
    mockApi(genres(), trpcQuery('catalogue.movies', page([movieCard({ title: 'Heat' })])));
    const { user, currentPath } = renderApp('/movies?list=trending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trending Now' })).toBeTruthy();
    expect(listingInputs()[0]).toMatchObject({ list: 'trending', filter: 'all', cursor: 1 });
    expect(screen.getByRole('button', { name: 'All Movies', pressed: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Top Rated' }));
    await waitFor(() => expect(currentPath()).toBe('/movies?filter=top_rated'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeTruthy();
    expect(listingInputs().at(-1)).toMatchObject({ filter: 'top_rated' });
    expect(listingInputs().at(-1)).not.toHaveProperty('list');
  });

  it("says 'No movies available' when the catalogue has none", async () => {
    mockApi(genres(), trpcQuery('catalogue.movies', page([])));
    renderApp('/movies');
    expect(await screen.findByRole('heading', { name: 'No movies available' })).toBeTruthy();
    expect(screen.queryByText('Scroll down for more movies')).toBeNull();
  });

  it("asks again for the chosen genre, keeps it in the address, and says 'No movies found' when none match", async () => {
    mockApi(
      genres(),
      trpcQuery('catalogue.movies', (input) => (input.genre === 28 ? page([]) : page([movieCard()]))),
    );
    const { user, currentPath } = renderApp('/movies');
    await screen.findByRole('list', { name: 'Movies' });
    const genre = screen.getByRole('combobox', { name: 'Genre' });
    await waitFor(() => expect((genre as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(genre, 'Action');

    expect(await screen.findByRole('heading', { name: 'No movies found' })).toBeTruthy();
    expect(listingInputs().at(-1)).toMatchObject({ genre: 28, cursor: 1 });
    expect(currentPath()).toBe('/movies?genre=28');
  });

  it('shows the failure with Retry and Dismiss when the list cannot be loaded', async () => {
    mockApi(genres(), trpcError('catalogue.movies', 500, 'Internal server error'));
    const { user } = renderApp('/movies');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load movies. Please try again.');
    expect(screen.queryByRole('heading', { name: 'No movies available' })).toBeNull();

    mockApi(trpcQuery('catalogue.movies', page([movieCard({ title: 'Heat' })])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Heat/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the genres failed to load, and the banner can be dismissed', async () => {
    mockApi(
      trpcError('catalogue.genres', 503, 'Service unavailable'),
      trpcQuery('catalogue.movies', page([movieCard()])),
    );
    const { user } = renderApp('/movies');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load genres');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches in place as the visitor types, and says when nothing matches', async () => {
    mockApi(
      genres(),
      trpcQuery('catalogue.movies', page([movieCard({ title: 'Heat' })])),
      trpcQuery('catalogue.search', (input) =>
        input.query === 'dune' ? page([movieCard({ title: 'Dune' })]) : page([]),
      ),
    );
    const { user } = renderApp('/movies');
    await screen.findByRole('link', { name: /Heat/ });
    const box = screen.getByRole('searchbox', { name: 'Search movies' });
    await user.type(box, 'dune');
    const results = await screen.findByRole('list', { name: 'Search results for dune' });
    expect(within(results).getByRole('link', { name: /Dune/ })).toBeTruthy();
    expect(trpcCalls.find((c) => c.path === 'catalogue.search')?.input).toMatchObject({
      query: 'dune',
      type: 'movie',
    });

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByRole('heading', { name: 'No movies found' })).toBeTruthy();
  });
});
