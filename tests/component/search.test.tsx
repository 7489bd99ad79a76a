import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../src/client/lib/storage';
import { POPULAR_SEARCHES } from '../../src/shared/search-suggestions';
import { mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { movieCard, page, tvCard } from '../msw/app-data';
import { renderApp } from './render';

const genres = () =>
  trpcQuery('catalogue.genres', (input) => (input.type === 'movie' ? [{ id: 28, name: 'Action' }] : []));
const searches = () => trpcCalls.filter((c) => c.path === 'catalogue.search').map((c) => c.input);

describe('Search', () => {
  it("offers the server's popular searches before anything is typed, and searches nothing", async () => {
    mockApi(genres(), trpcQuery('catalogue.suggestions', [...POPULAR_SEARCHES]));
    renderApp('/search');
    const popular = await screen.findByRole('region', { name: 'Popular searches' });
    const picks = (await within(popular).findAllByRole('button')).map((b) => b.textContent);
    expect(picks).toEqual([...POPULAR_SEARCHES]);
    expect(searches()).toEqual([]);
  });

  it('shows the results of the query in the address, with their count', async () => {
    mockApi(
      genres(),
      trpcQuery(
        'catalogue.search',
        page([movieCard({ title: 'Dune' }), tvCard({ title: 'Dune: Prophecy' })]),
      ),
    );
    renderApp('/search?q=dune');
    const results = await screen.findByRole('list', { name: 'Results for dune' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.getAttribute('title')),
    ).toEqual(['Dune', 'Dune: Prophecy']);
    expect(screen.getByText('2 results for “dune”')).toBeTruthy();
    expect(searches()[0]).toMatchObject({ query: 'dune', type: 'multi', cursor: 1 });
  });

  it("says 'No results found' when nothing matches", async () => {
    mockApi(genres(), trpcQuery('catalogue.search', page([])));
    renderApp('/search?q=qwxz');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
    expect(screen.getByText('Check the spelling or try another title.')).toBeTruthy();
  });

  it('says titles may be hidden by the level when a restricted profile finds nothing', async () => {
    mockApi(genres(), trpcQuery('catalogue.search', { ...page([]), keptToLevel: 'kids' }));
    renderApp('/search?q=breaking%20bad');
    expect(await screen.findByRole('heading', { name: 'No results on this profile' })).toBeTruthy();
    expect(screen.getByText(/This profile is set to Kids: titles above that level are hidden/)).toBeTruthy();
    expect(screen.queryByText('Check the spelling or try another title.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
  });

  it('searches what is typed once typing pauses, and puts it in the address', async () => {
    mockApi(genres(), trpcQuery('catalogue.search', page([movieCard({ title: 'Heat' })])));
    const { user, currentPath } = renderApp('/search');
    await user.type(await screen.findByRole('combobox', { name: 'Search movies and TV shows' }), 'heat');
    expect(await screen.findByRole('link', { name: /Heat/ })).toBeTruthy();
    expect(currentPath()).toBe('/search?q=heat');
    // One search for the whole word, not one per keystroke (300 ms debounce).
    expect(searches()).toEqual([expect.objectContaining({ query: 'heat' })]);
  });

  it('searches one type when its tab is chosen, and writes it in the address', async () => {
    mockApi(
      genres(),
      trpcQuery('catalogue.search', (input) =>
        page(input.type === 'tv' ? [tvCard({ title: 'Heat TV' })] : [movieCard({ title: 'Heat' })]),
      ),
    );
    const { user, currentPath } = renderApp('/search?q=heat');
    await screen.findByTitle('Heat');
    await user.click(screen.getByRole('button', { name: 'TV Shows', pressed: false }));
    expect(await screen.findByTitle('Heat TV')).toBeTruthy();
    expect(screen.queryByTitle('Heat')).toBeNull();
    expect(currentPath()).toBe('/search?q=heat&type=tv');
  });

  it('says the search failed, and Retry searches again', async () => {
    mockApi(genres(), trpcError('catalogue.search', 502, 'The catalogue did not answer'));
    const { user } = renderApp('/search?q=dune');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Search failed. Please try again.');

    mockApi(trpcQuery('catalogue.search', page([movieCard({ title: 'Dune' })])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Dune/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers recent searches in the box: arrows and Enter pick one, Esc closes then clears', async () => {
    localStorage.setItem(
      KEYS.searchHistory,
      JSON.stringify([
        { query: 'heat', timestamp: 2, resultsCount: 3 },
        { query: 'dune', timestamp: 1, resultsCount: 5 },
      ]),
    );
    mockApi(genres(), trpcQuery('catalogue.search', page([movieCard({ title: 'Dune' })])));
    const { user, currentPath } = renderApp('/search');
    const box = await screen.findByRole('combobox', { name: 'Search movies and TV shows' });
    await user.click(box);
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['↺heat3 results', '↺dune5 results']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(recent).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect((box as HTMLInputElement).value).toBe('dune');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('link', { name: /Dune/ })).toBeTruthy();
    expect(currentPath()).toBe('/search?q=dune');

    // Typing narrows the list to the entries containing it; Esc closes it, then empties the box.
    await user.clear(box);
    await user.type(box, 'he');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('he');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
