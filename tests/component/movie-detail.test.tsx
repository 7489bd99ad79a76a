import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/client/i18n';
import { setPreferences } from '../../src/client/lib/preferences';
import { mockApi, trpcCalls, trpcError, trpcPending, trpcQuery } from '../msw/app-api';
import { movieCard, movieDetail } from '../msw/app-data';
import { renderApp } from './render';

/** Where to watch for a region: Netflix on subscription in the US, nothing elsewhere. */
const providers = (input: { type: 'movie' | 'tv'; id: number; region?: string }) => {
  const region = input.region ?? 'US';
  const netflix = { id: 8, name: 'Netflix', logoPath: null, displayPriority: 1 };
  return {
    id: input.id,
    mediaType: input.type,
    region,
    link: null,
    flatrate: region === 'US' ? [netflix] : [],
    free: [],
    ads: [],
    rent: [],
    buy: [],
    regions: ['US'],
    attribution: 'demo' as const,
  };
};

describe('Movie detail', () => {
  beforeEach(() => mockApi(trpcQuery('catalogue.watchProviders', providers)));

  it('shows a skeleton while the title loads, then the title', async () => {
    const movie = trpcPending('catalogue.movie');
    mockApi(movie.mock);
    renderApp('/movie/550');
    expect(await screen.findByRole('status', { name: 'Loading title' })).toBeTruthy();
    movie.release(movieDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading title' })).toBeNull();
  });

  it('shows the title, Watch Now, facts, box office, cast and similar titles', async () => {
    mockApi(trpcQuery('catalogue.movie', movieDetail({ similar: [movieCard({ title: 'Se7en' })] })));
    renderApp('/movie/550');
    const hero = await screen.findByRole('region', { name: 'Fight Club' });
    expect(
      within(hero)
        .getByRole('link', { name: /Watch Now/ })
        .getAttribute('href'),
    ).toBe('/watch/movie/550');
    expect(within(hero).getByText('2h 19m')).toBeTruthy();
    expect(trpcCalls.find((c) => c.path === 'catalogue.movie')?.input).toEqual({ id: 550 });

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('An insomniac office worker');
    const boxOffice = screen.getByRole('region', { name: 'Box office' });
    expect(boxOffice.textContent).toContain('$63.0M');
    expect(boxOffice.textContent).toContain('$100.9M');
    expect(await screen.findByText('Edward Norton')).toBeTruthy();
    const similar = await screen.findByRole('region', { name: 'You Might Also Like' });
    expect(within(similar).getByTitle('Se7en')).toBeTruthy();
  });

  it('Share opens its menu on the first click, though the menu’s code loads only then', async () => {
    mockApi(trpcQuery('catalogue.movie', movieDetail()));
    const { user } = renderApp('/movie/550');
    const hero = await screen.findByRole('region', { name: 'Fight Club' });
    const share = within(hero).getByRole('button', { name: 'Share' });
    expect(share.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(share);
    const menu = await screen.findByRole('menu');
    for (const name of ['Copy link', 'X (Twitter)', 'Facebook', 'Reddit', 'WhatsApp'])
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Closed, the real trigger is in the stand-in's place and reopens from the keyboard.
    const trigger = within(hero).getByRole('button', { name: 'Share' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('names a TMDB status in the reader’s language', async () => {
    setPreferences({ language: 'de' });
    await activateLocale('de');
    try {
      mockApi(trpcQuery('catalogue.movie', movieDetail({ status: 'Released' })));
      renderApp('/movie/550');
      const facts = await screen.findByRole('region', { name: 'Filmdetails' });
      expect(within(facts).getByText('Veröffentlicht')).toBeTruthy();
      expect(within(facts).queryByText('Released')).toBeNull();
    } finally {
      setPreferences({ language: null });
      await activateLocale('en');
    }
  });

  it('keeps a status it does not know as the catalogue gives it, marked as catalogue data', async () => {
    mockApi(trpcQuery('catalogue.movie', movieDetail({ status: 'Something New' })));
    renderApp('/movie/551');
    const facts = await screen.findByRole('region', { name: 'Movie details' });
    const unknown = within(facts).getByText('Something New');
    expect(unknown.hasAttribute('data-content')).toBe(true);
  });

  it('goes to the not-found page when the server says the title does not exist', async () => {
    mockApi(trpcError('catalogue.movie', 404, 'Movie not found'));
    const { currentPath } = renderApp('/movie/999999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(currentPath()).toBe('/404');
    expect(screen.getByRole('link', { name: /Go Home/ }).getAttribute('href')).toBe('/');
  });

  it('goes to the not-found page for an id that is not a number, without asking the server', async () => {
    const { currentPath } = renderApp('/movie/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(currentPath()).toBe('/404');
    expect(trpcCalls.filter((c) => c.path === 'catalogue.movie')).toEqual([]);
  });

  it('offers Retry instead of not-found when the server fails', async () => {
    mockApi(trpcError('catalogue.movie', 500, 'Internal server error'));
    const { user, currentPath } = renderApp('/movie/550');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This title could not be loaded.')).toBeTruthy();
    expect(currentPath()).toBe('/movie/550');

    mockApi(trpcQuery('catalogue.movie', movieDetail()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeTruthy();
  });

  it('links its director, writers and cast to their pages, and says where it streams in the chosen region', async () => {
    mockApi(trpcQuery('catalogue.movie', movieDetail()));
    const { user } = renderApp('/movie/550');
    const hero = await screen.findByRole('region', { name: 'Fight Club' });
    expect(within(hero).getByRole('link', { name: 'David Fincher' }).getAttribute('href')).toBe(
      '/person/7467',
    );
    expect(screen.getByRole('link', { name: 'Jim Uhls' }).getAttribute('href')).toBe('/person/7468');
    expect((await screen.findByRole('link', { name: /Edward Norton/ })).getAttribute('href')).toBe(
      '/person/819',
    );

    const watch = screen.getByRole('region', { name: 'Where to watch' });
    expect(await within(watch).findByText('Netflix')).toBeTruthy();
    await user.selectOptions(within(watch).getByRole('combobox', { name: 'Region' }), 'DE');
    expect(await within(watch).findByText('Not streaming in Germany')).toBeTruthy();
    expect(trpcCalls.filter((c) => c.path === 'catalogue.watchProviders').map((c) => c.input)).toContainEqual(
      {
        type: 'movie',
        id: 550,
        region: 'DE',
      },
    );
    setPreferences({ region: null });
  });
});
