import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonClass } from '../../src/client/components/ui/Button';
import { addDays, dayIn } from '../../src/client/i18n/format-day';
import { mockApi, trpcCalls, trpcError, trpcMutation, trpcQuery, trpcVoid } from '../msw/app-api';
import { upcomingAnswer, upcomingEpisode, user } from '../msw/app-data';
import { renderApp } from './render';

const today = () => dayIn('UTC');

/** The page asks in the browser's zone; the tests answer in UTC whatever was asked. */
function answering(answer: ReturnType<typeof upcomingAnswer>) {
  mockApi(trpcQuery('upcoming.list', answer), trpcVoid('upcoming.visited'));
}

describe('Upcoming', () => {
  it('asks a visitor to sign in', async () => {
    const { user: pointer } = renderApp('/upcoming');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    await pointer.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('says how to follow a show when none is followed, with links', async () => {
    answering(upcomingAnswer());
    renderApp('/upcoming', { signedInAs: user() });
    expect(await screen.findByRole('heading', { name: "You don't follow any shows yet" })).toBeTruthy();
    const browse = screen.getByRole('link', { name: 'Browse TV shows' });
    const myList = screen.getByRole('link', { name: 'Open My List' });
    expect(myList.getAttribute('href')).toBe('/my-list');
    expect(browse.getAttribute('href')).toBe('/tv');
    // The empty state's first way on is the primary button, the next ones secondary, in that order.
    expect(browse.className).toBe(buttonClass('primary'));
    expect(myList.className).toBe(buttonClass('secondary'));
    expect(browse.compareDocumentPosition(myList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('groups by day (Today, Tomorrow, then the weekday), new since the last visit first, then marks the visit', async () => {
    const later = addDays(today(), 4);
    answering(
      upcomingAnswer({
        followedCount: 2,
        newSinceLastVisit: [upcomingEpisode({ showName: 'Old Pier', showId: '7', season: 1, episode: 9 })],
        days: [
          {
            date: today(),
            episodes: [upcomingEpisode({ airDate: today(), airsAt: `${today()}T21:00:00Z` })],
          },
          { date: addDays(today(), 1), episodes: [upcomingEpisode({ episode: 6, title: null })] },
          { date: later, episodes: [upcomingEpisode({ episode: 7, title: 'Low Water' })] },
        ],
      }),
    );
    renderApp('/upcoming', { signedInAs: user() });
    const fresh = await screen.findByRole('region', { name: 'New since your last visit' });
    expect(within(fresh).getByRole('link', { name: 'Old Pier' }).getAttribute('href')).toBe('/tv/7');

    const todayDay = screen.getByRole('region', { name: 'Today' });
    const episode = within(todayDay).getByRole('link', { name: 'S2 E5 · The Tide Turns' });
    expect(episode.getAttribute('href')).toBe('/watch/tv/1399/2/5');
    expect(within(todayDay).getByText('9:00 PM')).toBeTruthy();
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    expect(within(tomorrow).getByRole('link', { name: 'S2 E6' })).toBeTruthy();
    expect(within(tomorrow).getByText('All day')).toBeTruthy();
    const weekday = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${later}T00:00:00Z`));
    expect(within(screen.getByRole('region', { name: weekday })).getByText(/Low Water/)).toBeTruthy();

    await waitFor(() => expect(trpcCalls.filter((c) => c.path === 'upcoming.visited')).toHaveLength(1));
    expect(trpcCalls.find((c) => c.path === 'upcoming.list')?.input).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('unfollows in place: the row stays where it was, shown as unfollowed, and Undo in the same place follows again', async () => {
    answering(upcomingAnswer({ followedCount: 1, days: [{ date: today(), episodes: [upcomingEpisode()] }] }));
    mockApi(
      trpcMutation('follows.set', (input) => ({
        ...(input as { mediaId: string; followed: boolean }),
        reason: null,
        message: '',
      })),
    );
    const { user: pointer } = renderApp('/upcoming', { signedInAs: user() });
    const button = await screen.findByRole('button', { name: 'Unfollow Night Harbor' });
    await pointer.click(button);
    expect(screen.getByRole('link', { name: 'Night Harbor' })).toBeTruthy();
    expect(button.getAttribute('aria-label')).toBe('Undo: follow Night Harbor again');
    expect(screen.getAllByText('Unfollowed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Unfollowed Night Harbor')).toBe(true);
    await pointer.click(button);
    expect(button.getAttribute('aria-label')).toBe('Unfollow Night Harbor');
    await waitFor(() =>
      expect(trpcCalls.filter((c) => c.path === 'follows.set').map((c) => c.input)).toEqual([
        { mediaId: '1399', followed: false },
        { mediaId: '1399', followed: true },
      ]),
    );
  });

  it('says the list failed, with Retry', async () => {
    mockApi(trpcError('upcoming.list', 500, 'Internal error'));
    const { user: pointer } = renderApp('/upcoming', { signedInAs: user() });
    expect(
      await screen.findByText(
        'Upcoming episodes could not be loaded. Please try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    answering(upcomingAnswer());
    await pointer.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: "You don't follow any shows yet" })).toBeTruthy();
  });
});

describe('Settings: calendar feed', () => {
  it('creates the link, shows it in full with Copy and the calendar-app link, and revokes it after confirming', async () => {
    let feed: { path: string; createdAt: string } | null = null;
    mockApi(
      trpcQuery('history.stats', { total: 0, movies: 0, tvShows: 0, lastWatched: null }),
      trpcQuery('calendar.get', () => feed),
      trpcMutation('calendar.rotate', () => {
        feed = { path: '/calendar/secret-1.ics', createdAt: '2030-01-01T10:00:00.000Z' };
        return feed;
      }),
      trpcVoid('calendar.revoke', () => {
        feed = null;
      }),
    );
    const { user: pointer } = renderApp('/settings?tab=privacy', { signedInAs: user() });
    await pointer.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const address = (await screen.findByLabelText('Calendar address')) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/calendar/secret-1.ics`);
    expect(address.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      `${window.location.origin.replace(/^https?:/, 'webcal:')}/calendar/secret-1.ics`,
    );
    expect(await screen.findByText('Calendar link created.')).toBeTruthy();

    await pointer.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the calendar link?' });
    await pointer.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
    expect(trpcCalls.filter((c) => c.path === 'calendar.revoke')).toHaveLength(1);
  });
});
