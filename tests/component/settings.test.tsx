import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/client/i18n';
import { getPreferences } from '../../src/client/lib/preferences';
import { mockApi, trpcCalls, trpcError, trpcMutation, trpcQuery } from '../msw/app-api';
import { user } from '../msw/app-data';
import { renderApp } from './render';

describe('Settings', () => {
  it('asks a visitor to sign in, with Go Back and Sign In', async () => {
    const { user: pointer } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Settings sections' })).toBeNull();
    await pointer.click(within(main).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it("opens on Profile with the user's name, email, role and premium badge", async () => {
    const ada = user({ username: 'ada', email: 'ada@example.com', role: 'admin', isPremium: true });
    renderApp('/settings', { signedInAs: ada });
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Profile', 'Profiles', 'Playback', 'Privacy', 'Advanced']);
    expect(within(tabs).getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Account summary' });
    expect(within(summary).getByText('ada')).toBeTruthy();
    expect(within(summary).getByText('PREMIUM')).toBeTruthy();
    expect(within(summary).getByText(/admin/i)).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('button', { name: 'Edit username' })).toBeTruthy();
  });

  it("shows the server's field error under the username being edited", async () => {
    mockApi(
      trpcError('auth.updateProfile', 409, 'Username is already taken', {
        fieldErrors: { username: ['Username is already taken'] },
      }),
    );
    const { user: pointer } = renderApp('/settings', { signedInAs: user({ username: 'ada' }) });
    await pointer.click(await screen.findByRole('button', { name: 'Edit username' }));
    const field = screen.getByRole('textbox', { name: 'Username' });
    await pointer.clear(field);
    await pointer.type(field, 'grace');
    await pointer.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('textbox', { name: 'Username', description: 'Username is already taken' }),
    ).toBeTruthy();
    expect(trpcCalls.find((c) => c.path === 'auth.updateProfile')?.input).toEqual({ username: 'grace' });
  });

  it('saves a new username, says so, and shows it', async () => {
    const ada = user({ username: 'ada' });
    mockApi(
      trpcMutation('auth.updateProfile', (input) => ({
        user: { ...ada, username: input.username ?? ada.username },
        message: 'Username updated successfully',
      })),
    );
    const { user: pointer } = renderApp('/settings', { signedInAs: ada });
    await pointer.click(await screen.findByRole('button', { name: 'Edit username' }));
    const field = screen.getByRole('textbox', { name: 'Username' });
    await pointer.clear(field);
    await pointer.type(field, 'grace');
    await pointer.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Username updated successfully')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Account summary' });
    expect(within(summary).getByText('grace')).toBeTruthy();
  });

  it('switches tabs and keeps the chosen one in the address', async () => {
    mockApi(
      trpcQuery('history.stats', { total: 3, movies: 2, tvShows: 1, lastWatched: null }),
      trpcQuery('calendar.get', null),
    );
    const { user: pointer, currentPath } = renderApp('/settings', { signedInAs: user() });
    await pointer.click(await screen.findByRole('tab', { name: 'Privacy' }));
    expect(screen.getByRole('tab', { name: 'Privacy', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeTruthy();
    expect(currentPath()).toBe('/settings?tab=privacy');

    await pointer.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Advanced' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export Settings/ })).toBeTruthy();
    expect(currentPath()).toBe('/settings?tab=advanced');
  });

  it('opens the tab named in the address', async () => {
    mockApi(
      trpcQuery('history.stats', { total: 0, movies: 0, tvShows: 0, lastWatched: null }),
      trpcQuery('calendar.get', null),
    );
    renderApp('/settings?tab=privacy', { signedInAs: user() });
    expect(await screen.findByRole('tab', { name: 'Privacy', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeTruthy();
  });

  it('offers the interface language: the browser default, then each language by its own name', async () => {
    const { user: pointer } = renderApp('/settings', { signedInAs: user() });
    const select = await screen.findByRole('combobox', { name: 'Interface language' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['', 'Browser default (English)', ''],
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
      ['de', 'Deutsch', 'de'],
      ['pt-BR', 'Português (Brasil)', 'pt-BR'],
      ['ja', '日本語', 'ja'],
      ['ar', 'العربية', 'ar'],
    ]);
    expect((select as HTMLSelectElement).value).toBe('');
    try {
      await pointer.selectOptions(select, 'ar');
      expect(getPreferences().language).toBe('ar');
      // The screen switches at once, right to left, and confirms in the new language.
      expect(await screen.findByRole('tab', { name: 'الملف الشخصي', selected: true })).toBeTruthy();
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(await screen.findByText('تم تحديث اللغة')).toBeTruthy();
      await pointer.selectOptions(screen.getByRole('combobox', { name: 'لغة الواجهة' }), '');
      expect(getPreferences().language).toBeNull();
      expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
