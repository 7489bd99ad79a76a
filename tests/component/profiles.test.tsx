import { DEFAULT_PREFERENCES } from '@shared/preferences';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPreferences, setPreferences, UNSYNCED_KEY } from '../../src/client/lib/preferences';
import { preferencesKey } from '../../src/client/lib/preferences-sync';
import { KEYS } from '../../src/client/lib/storage';
import { mockApi, trpcCalls, trpcError, trpcMutation, trpcQuery } from '../msw/app-api';
import { homeData, profile, user } from '../msw/app-data';
import { renderApp } from './render';

const owner = user({ username: 'sam', role: 'owner' });
const main = profile(owner, { name: 'Sam', avatar: 'teal' });
const kid = profile(owner, { id: 'kid-1', name: 'Mia', avatar: 'cat', maturity: 'kids' });
const teen = profile(owner, { id: 'teen-1', name: 'Leo', avatar: 'rocket', maturity: 'teen', hasPin: true });

function household(current = owner.id, profiles = [main, kid, teen]) {
  mockApi(trpcQuery('profiles.list', { profiles, current }));
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe("Who's watching?", () => {
  it('moves between profiles with the arrows, Home and End, in reading order; left and right swap right to left', async () => {
    household();
    renderApp('/profiles', { signedInAs: owner });
    expect(await screen.findByRole('heading', { name: "Who's watching?" })).toBeTruthy();
    await screen.findByRole('button', { name: /^Sam/ });
    const [sam, mia, leo] = ['Sam', 'Mia', 'Leo'].map((n) =>
      screen.getByRole('button', { name: new RegExp(`^${n}`) }),
    );
    // One tab stop for the group: the first profile.
    expect([sam, mia, leo].map((b) => b!.tabIndex)).toEqual([0, -1, -1]);
    sam!.focus();
    fireEvent.keyDown(sam!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mia);
    expect(mia!.tabIndex).toBe(0);
    fireEvent.keyDown(mia!, { key: 'End' });
    expect(document.activeElement).toBe(leo);
    fireEvent.keyDown(leo!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(leo);
    fireEvent.keyDown(leo!, { key: 'Home' });
    expect(document.activeElement).toBe(sam);
    fireEvent.keyDown(sam!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(sam);

    document.documentElement.dir = 'rtl';
    fireEvent.keyDown(sam!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(mia);
    fireEvent.keyDown(mia!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sam);
  });

  it('opens a profile without a PIN at once: the session switches, no answer of the previous profile stays, home opens', async () => {
    household();
    mockApi(
      trpcMutation('profiles.switch', kid),
      trpcQuery('preferences.get', null),
      trpcQuery('preferences.save', { success: true } as never),
      trpcQuery('catalogue.home', homeData()),
      trpcQuery('recommendations.forMe', []),
      trpcQuery('history.continue', []),
      trpcQuery('watchLater.list', []),
    );
    const homeCalls = () => trpcCalls.filter((c) => c.path === 'catalogue.home').length;
    const { user: keys, currentPath, location, unmount } = renderApp('/', { signedInAs: owner });
    await waitFor(() => expect(homeCalls()).toBe(1));
    location.navigate('/profiles');
    const mia = await screen.findByRole('button', { name: /^Mia/ });
    mia.focus();
    await keys.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(trpcCalls.find((c) => c.path === 'profiles.switch')?.input).toEqual({ id: 'kid-1' });
    // The home rows the adult profile was given are asked again, for the Kids profile.
    await waitFor(() => expect(homeCalls()).toBe(2));
    const forMe = () => trpcCalls.filter((c) => c.path === 'recommendations.forMe').length;
    await waitFor(() => expect(forMe()).toBeGreaterThanOrEqual(2));
    const calls = (path: string) => trpcCalls.filter((c) => c.path === path).length;
    // Each personal list too, asked again for the new profile (and answered before the test
    // ends: a request still on its way would land in the next test).
    await waitFor(() => expect(calls('history.continue')).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(calls('watchLater.list')).toBeGreaterThanOrEqual(1));
    unmount();
  });

  it('sends an unsaved preference change to the profile it was made on, before the session moves', async () => {
    household();
    mockApi(
      trpcMutation('profiles.switch', kid),
      trpcQuery('preferences.get', { ...DEFAULT_PREFERENCES }),
      trpcQuery('preferences.save', { success: true } as never),
      trpcQuery('catalogue.home', homeData()),
      trpcQuery('recommendations.forMe', []),
      trpcQuery('history.continue', []),
      trpcQuery('watchLater.list', []),
    );
    const {
      user: keys,
      currentPath,
      location,
      unmount,
    } = renderApp('/profiles', {
      signedInAs: owner,
      syncPreferences: true,
    });
    await waitFor(() => expect(trpcCalls.map((c) => c.path)).toContain('preferences.get'));
    const mia = await screen.findByRole('button', { name: /^Mia/ });
    // Still within the save's debounce when the profile is chosen.
    setPreferences({ volume: 42 });
    mia.focus();
    await keys.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/'));
    const order = trpcCalls.map((c) => c.path);
    const saved = order.indexOf('preferences.save');
    expect(saved).toBeGreaterThanOrEqual(0);
    expect((trpcCalls[saved]!.input as { volume: number }).volume).toBe(42);
    expect(saved).toBeLessThan(order.indexOf('profiles.switch'));
    location.navigate('/');
    unmount();
  });

  it('after a reload on a second profile, a change the server never confirmed still wins over its older copy', async () => {
    household('kid-1');
    localStorage.setItem(KEYS.profile, JSON.stringify(kid));
    // Changed on this device while the server could not be reached, before the reload.
    setPreferences({ volume: 42 });
    // The same key the store writes after a switch to Mia.
    localStorage.setItem(UNSYNCED_KEY, preferencesKey(owner.id, kid.id));
    mockApi(
      trpcQuery('preferences.get', { ...DEFAULT_PREFERENCES, volume: 80 }),
      trpcQuery('preferences.save', { success: true } as never),
      trpcQuery('catalogue.home', homeData()),
      trpcQuery('recommendations.forMe', []),
      trpcQuery('history.continue', []),
      trpcQuery('watchLater.list', []),
    );
    const { unmount } = renderApp('/', { signedInAs: owner, syncPreferences: true });
    await waitFor(() => expect(trpcCalls.map((c) => c.path)).toContain('preferences.save'));
    const save = trpcCalls.find((c) => c.path === 'preferences.save')!;
    expect((save.input as { volume: number }).volume).toBe(42);
    expect(getPreferences().volume).toBe(42);
    unmount();
  });

  it('says a switch failed because the device is offline, or else to try again', async () => {
    household();
    mockApi(trpcError('profiles.switch', 503, 'Service unavailable'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderApp('/profiles', { signedInAs: owner });
      fireEvent.click(await screen.findByRole('button', { name: /^Mia/ }));
      expect(
        await screen.findByText('You are offline. Switch profiles when you are back online.'),
      ).toBeTruthy();
      online.mockReturnValue(true);
      fireEvent.click(screen.getByRole('button', { name: /^Mia/ }));
      expect(await screen.findByText('Could not switch profile. Please try again.')).toBeTruthy();
    } finally {
      online.mockRestore();
    }
  });

  it('asks for the PIN of a locked profile: the format, a wrong PIN and too many guesses are said in words', async () => {
    household();
    let answer: 'wrong' | 'limited' = 'wrong';
    mockApi(
      trpcQuery('profiles.switch', () =>
        answer === 'wrong'
          ? (trpcError('profiles.switch', 403, 'A PIN is 4 digits').answer(null) as never)
          : (trpcError('profiles.switch', 429, 'Too many attempts').answer(null) as never),
      ),
    );
    const { user: keys } = renderApp('/profiles', { signedInAs: owner });
    await keys.click(await screen.findByRole('button', { name: /^Leo.*PIN protected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Leo' });
    const field = within(dialog).getByLabelText('PIN');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);

    await keys.type(field, '12ab');
    expect((field as HTMLInputElement).value).toBe('12');
    await keys.click(within(dialog).getByRole('button', { name: 'Open profile' }));
    expect(within(dialog).getByText('Enter the 4 digits of the PIN.')).toBeTruthy();
    expect(trpcCalls.some((c) => c.path === 'profiles.switch')).toBe(false);

    await keys.type(field, '34');
    await keys.click(within(dialog).getByRole('button', { name: 'Open profile' }));
    expect(await within(dialog).findByText('That PIN is not right. Please try again.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('');
    expect(trpcCalls.find((c) => c.path === 'profiles.switch')?.input).toEqual({ id: 'teen-1', pin: '1234' });

    answer = 'limited';
    await keys.type(field, '9999');
    await keys.keyboard('{Enter}');
    expect(
      await within(dialog).findByText('Too many wrong PINs. Wait a few minutes, then try again.'),
    ).toBeTruthy();
  });
});

describe('Settings › Profiles', () => {
  it('checks the form before sending: a name, and a PIN of 4 digits typed twice, masked', async () => {
    household();
    mockApi(
      trpcMutation('profiles.create', (input) => ({
        ...kid,
        ...input,
        id: 'new-1',
        hasPin: !!input.pin,
        main: false,
        language: input.language ?? null,
      })),
    );
    const { user: keys } = renderApp('/settings?tab=profiles', { signedInAs: owner });
    await keys.click(await screen.findByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New profile' });
    await keys.click(within(dialog).getByRole('radio', { name: /^Teen/ }));
    await keys.click(within(dialog).getByRole('radio', { name: 'Set a PIN' }));
    await keys.type(within(dialog).getByLabelText('New PIN'), '12');
    await keys.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(within(dialog).getByText('Profile name must be 1 to 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('A PIN is 4 digits')).toBeTruthy();
    expect(trpcCalls.some((c) => c.path === 'profiles.create')).toBe(false);

    await keys.type(within(dialog).getByLabelText('Name'), 'Zoe');
    await keys.type(within(dialog).getByLabelText('New PIN'), '34');
    expect(within(dialog).getByLabelText('New PIN').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('Confirm PIN').getAttribute('type')).toBe('password');
    await keys.type(within(dialog).getByLabelText('Confirm PIN'), '1243');
    await keys.click(within(dialog).getByRole('radio', { name: 'Robot' }));
    await keys.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(within(dialog).getByText('The two PINs do not match')).toBeTruthy();
    expect(trpcCalls.some((c) => c.path === 'profiles.create')).toBe(false);
    await keys.clear(within(dialog).getByLabelText('Confirm PIN'));
    await keys.type(within(dialog).getByLabelText('Confirm PIN'), '1234');
    await keys.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New profile' })).toBeNull());
    expect(trpcCalls.find((c) => c.path === 'profiles.create')?.input).toEqual({
      name: 'Zoe',
      avatar: 'robot',
      language: null,
      maturity: 'teen',
      pin: '1234',
    });
  });

  it('keeps Kids off the main profile, and each level says what it allows', async () => {
    household();
    const { user: keys } = renderApp('/settings?tab=profiles', { signedInAs: owner });
    await keys.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const levels = within(dialog)
      .getByRole('group', { name: 'Maturity level' })
      .querySelectorAll('input[type=radio]');
    expect([...levels].map((r) => (r as HTMLInputElement).value)).toEqual(['family', 'teen', 'adult']);
    expect(within(dialog).getByText('Every title, unrated ones included.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete profile' })).toBeNull();
    expect(within(dialog).getByText('The main profile cannot be deleted.')).toBeTruthy();
  });

  it('says why no sixth profile can be added', async () => {
    const five = [
      main,
      kid,
      teen,
      profile(owner, { id: 'p4', name: 'Ana' }),
      profile(owner, { id: 'p5', name: 'Bo' }),
    ];
    household(owner.id, five);
    renderApp('/settings?tab=profiles', { signedInAs: owner });
    const add = await screen.findByRole('button', { name: 'Add profile' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      'This account has 5 profiles, the most it can have. Delete one to add another.',
    );
  });
});

describe('On a Kids profile', () => {
  it('shows only Playback in Settings, and an account tab or the admin panel opened directly says it is not available', async () => {
    household(kid.id);
    mockApi(trpcError('serverConfig.get', 404, 'Not found'));
    const first = renderApp('/settings', { signedInAs: owner });
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['Playback']),
    );
    // The page says what it holds here: not the account's profile, privacy and data.
    expect(screen.getByText('Playback settings of this profile.')).toBeTruthy();
    expect(screen.queryByText('Manage your profile, playback, privacy and data.')).toBeNull();
    first.unmount();

    household(kid.id);
    const second = renderApp('/settings?tab=privacy', { signedInAs: owner });
    expect(await screen.findByRole('heading', { name: 'Not available on a Kids profile' })).toBeTruthy();
    second.unmount();

    household(kid.id);
    renderApp('/admin', { signedInAs: owner });
    expect(await screen.findByRole('heading', { name: 'Not available on a Kids profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
  });
});

describe('A title above the profile’s level', () => {
  it('shows "Not available on this profile", not the 404 page', async () => {
    household(kid.id);
    mockApi(trpcError('catalogue.movie', 403, 'This title is not available on this profile.'));
    const { currentPath } = renderApp('/movie/680', { signedInAs: owner });
    expect(await screen.findByRole('heading', { name: 'Not available on this profile' })).toBeTruthy();
    expect(currentPath()).toBe('/movie/680');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
