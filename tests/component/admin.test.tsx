import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHealthAnswer, mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { adminStats, homeData, profile, systemHealth, user, usersPage } from '../msw/app-data';
import { renderApp } from './render';

/** What the Overview tab reads. */
function overview() {
  mockApi(
    trpcQuery('admin.stats', adminStats({ totalRatings: 1_234, totalReviews: 56, totalLists: 78 })),
    trpcQuery('admin.systemHealth', systemHealth()),
    trpcQuery('admin.watchHistoryStats', {
      total: 120,
      today: 4,
      watchedMarks: 7_531,
      watchedMarksToday: 9,
      diaryEntries: 42,
      diaryEntriesToday: 1,
    }),
    apiHealthAnswer(),
  );
}

describe('Admin', () => {
  it('tells a signed-in user who is not staff they have no access, with the way home', async () => {
    mockApi(trpcQuery('catalogue.home', homeData()), trpcQuery('recommendations.forMe', []));
    const { currentPath } = renderApp('/admin', { signedInAs: user({ role: 'user' }) });
    expect(
      await screen.findByRole('heading', { name: "You don't have access to the admin panel" }),
    ).toBeTruthy();
    expect(currentPath()).toBe('/admin');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(trpcCalls.filter((c) => c.path.startsWith('admin.'))).toEqual([]);
  });

  it('asks a visitor to sign in, and Sign In opens the dialog', async () => {
    mockApi(trpcQuery('catalogue.home', homeData()));
    const view = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin');
    await view.user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(trpcCalls.filter((c) => c.path.startsWith('admin.'))).toEqual([]);
  });

  it('shows an admin the dashboard: access badge, four tabs, Overview first with the stats', async () => {
    overview();
    renderApp('/admin', { signedInAs: user({ role: 'admin', username: 'grace' }) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.getByText('Signed in as grace')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Users', 'System', 'Analytics']);
    expect(within(tabs).getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(await screen.findByText('Total Users')).toBeTruthy();
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.getByText('Watched Marks')).toBeTruthy();
    expect(await screen.findByText('7,531')).toBeTruthy();
    // Ratings and reviews of every profile.
    expect(screen.getByText('Ratings')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Reviews')).toBeTruthy();
    expect(screen.getByText('56')).toBeTruthy();
    expect(screen.getByText('Lists')).toBeTruthy();
    expect(screen.getByText('78')).toBeTruthy();
    expect(screen.getByText('+9 today')).toBeTruthy();
  });

  it("says 'Owner Access' to the owner", async () => {
    overview();
    renderApp('/admin', { signedInAs: user({ role: 'owner' }) });
    expect(await screen.findByText('Owner Access')).toBeTruthy();
    expect(screen.queryByText('Admin Access')).toBeNull();
  });

  it('opens the Users tab, keeps it in the address, and lists the users', async () => {
    overview();
    mockApi(
      trpcQuery('admin.usersPaginated', usersPage([user({ username: 'linus' }), user({ username: 'ada' })])),
    );
    const { user: pointer, currentPath } = renderApp('/admin', { signedInAs: user({ role: 'admin' }) });
    await pointer.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(currentPath()).toBe('/admin?tab=users');
    expect((await screen.findAllByText('linus')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ada').length).toBeGreaterThan(0);
    expect(trpcCalls.find((c) => c.path === 'admin.usersPaginated')?.input).toMatchObject({ page: 1 });
  });

  it("shows each user's profile count; the owner resets a locked profile's PIN from it", async () => {
    const linus = user({ username: 'linus' });
    let locked = true;
    mockApi(
      trpcQuery('admin.usersPaginated', usersPage([{ ...linus, profileCount: 2 }])),
      trpcQuery('admin.userProfiles', () => [
        profile(linus),
        profile(linus, { id: 'kid1', name: 'Mia', maturity: 'teen', hasPin: locked }),
      ]),
      trpcQuery('admin.resetProfilePin', () => {
        locked = false;
        return {
          profile: profile(linus, { id: 'kid1', name: 'Mia', maturity: 'teen' }),
          message: 'Profile PIN removed',
        };
      }),
    );
    const { user: pointer } = renderApp('/admin?tab=users', { signedInAs: user({ role: 'owner' }) });
    await pointer.click((await screen.findAllByRole('button', { name: /Show the profiles of linus/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Profiles of linus' });
    expect(await within(dialog).findByText('Teen')).toBeTruthy();
    await pointer.click(within(dialog).getByRole('button', { name: 'Reset the PIN of Mia' }));
    expect(await screen.findByText('Profile PIN removed')).toBeTruthy();
    expect(trpcCalls.find((c) => c.path === 'admin.resetProfilePin')?.input).toEqual({
      userId: linus.id,
      profileId: 'kid1',
    });
    // Read again: Mia now opens without a PIN.
    expect(await within(dialog).findAllByText('No PIN')).toHaveLength(2);
  });

  it("shows an admin the profile count as text only (the list and the reset are the owner's)", async () => {
    mockApi(
      trpcQuery('admin.usersPaginated', usersPage([{ ...user({ username: 'linus' }), profileCount: 3 }])),
    );
    renderApp('/admin?tab=users', { signedInAs: user({ role: 'admin' }) });
    expect((await screen.findAllByText('3 profiles')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Show the profiles of linus/ })).toBeNull();
  });

  it("says 'No users found' when the list is empty", async () => {
    mockApi(trpcQuery('admin.usersPaginated', usersPage([])));
    renderApp('/admin?tab=users', { signedInAs: user({ role: 'owner' }) });
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it("puts the server's field errors under the edited user's fields", async () => {
    mockApi(
      trpcQuery('admin.usersPaginated', usersPage([user({ username: 'linus' })])),
      trpcError('admin.updateUser', 409, 'Username is already taken', {
        fieldErrors: { username: ['Username is already taken'] },
      }),
    );
    const { user: pointer } = renderApp('/admin?tab=users', { signedInAs: user({ role: 'owner' }) });
    await pointer.click((await screen.findAllByRole('button', { name: 'Edit linus' }))[0]!);
    const form = await screen.findByRole('form', { name: 'Edit linus' });
    const username = within(form).getByRole('textbox', { name: 'Username' });
    await pointer.clear(username);
    await pointer.type(username, 'ada');
    await pointer.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByRole('textbox', {
        name: 'Username',
        description: 'Username is already taken',
      }),
    ).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
    expect(trpcCalls.find((c) => c.path === 'admin.updateUser')?.input).toMatchObject({ username: 'ada' });
  });
});
