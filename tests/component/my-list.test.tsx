import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { continueEntry, movieDetail, user } from '../msw/app-data';
import { renderApp } from './render';

const MOVIES = {
  550: movieDetail({ id: 550, title: 'Fight Club' }),
  680: movieDetail({ id: 680, title: 'Pulp Fiction', genres: [{ id: 80, name: 'Crime' }] }),
};

function watched() {
  mockApi(
    trpcQuery('history.continue', [continueEntry({ mediaId: '550' }), continueEntry({ mediaId: '680' })]),
    trpcQuery('catalogue.movie', (input) => {
      const movie = MOVIES[input.id as keyof typeof MOVIES];
      if (!movie) throw new Error(`no movie ${input.id}`);
      return movie;
    }),
  );
}

describe('My List', () => {
  it('asks a visitor to sign in, with a way home', async () => {
    const { user: pointer } = renderApp('/my-list');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    await pointer.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it("says 'Nothing to continue' for an empty history, with Watch Later a tab of its own", async () => {
    mockApi(trpcQuery('history.continue', []));
    renderApp('/my-list', { signedInAs: user() });
    expect(await screen.findByRole('heading', { name: 'Nothing to continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse titles' }).getAttribute('href')).toBe('/');
    const tabs = screen.getByRole('tablist', { name: 'My List' });
    expect(within(tabs).getByRole('tab', { name: 'Continue Watching', selected: true })).toBeTruthy();
    expect(
      within(tabs).getByRole('tab', { name: 'Watch Later', selected: false }).hasAttribute('disabled'),
    ).toBe(false);
    expect(trpcCalls.some((c) => c.path === 'history.continue')).toBe(true);
  });

  it('lists what the user was watching, with each title and a way to resume', async () => {
    watched();
    renderApp('/my-list', { signedInAs: user() });
    const list = await screen.findByRole('list', { name: 'Continue Watching' });
    expect(await within(list).findByRole('link', { name: 'Fight Club' })).toBeTruthy();
    expect(await within(list).findByRole('link', { name: 'Pulp Fiction' })).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: /Resume/ })).toHaveLength(2);
    expect(within(list).getByText('Crime')).toBeTruthy();
  });

  it('takes an item off the list at once and puts it back on Undo, without removing it', async () => {
    watched();
    const { user: pointer } = renderApp('/my-list', { signedInAs: user() });
    const list = await screen.findByRole('list', { name: 'Continue Watching' });
    await pointer.click(await within(list).findByRole('button', { name: 'Remove Fight Club from history' }));

    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Fight Club' })).toBeNull());
    expect(await screen.findByText('Fight Club removed from history')).toBeTruthy();
    await pointer.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(list).findByRole('link', { name: 'Fight Club' })).toBeTruthy();
    expect(trpcCalls.filter((c) => c.path === 'history.removeFromContinue')).toEqual([]);
  });

  it('says the history could not be loaded', async () => {
    mockApi(trpcError('history.continue', 500, 'Internal server error'));
    renderApp('/my-list', { signedInAs: user() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load watch history. Please try refreshing the page.');
  });

  it('offers the Debug toggle to staff only', async () => {
    mockApi(trpcQuery('history.continue', []));
    const first = renderApp('/my-list', { signedInAs: user({ role: 'user' }) });
    await screen.findByRole('heading', { name: 'Nothing to continue' });
    expect(screen.queryByRole('button', { name: 'Debug' })).toBeNull();
    first.unmount();

    renderApp('/my-list', { signedInAs: user({ role: 'admin' }) });
    await screen.findByRole('heading', { name: 'Nothing to continue' });
    expect(screen.getByRole('button', { name: 'Debug', pressed: false })).toBeTruthy();
  });
});
