import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, trpcQuery, trpcVoid } from '../msw/app-api';
import { upcomingAnswer, upcomingEpisode, user } from '../msw/app-data';
import { renderApp } from './render';

/**
 * "New since your last visit" names the day an episode aired on as the viewer's calendar has
 * it (issue 36): the day its airing instant falls on in their zone, the day the calendar feed
 * and the TV and watch pages give it, not the airing network's own date.
 */
describe('Upcoming: the day an episode aired', () => {
  it('is the day of its airing instant in the viewer zone, in the short form', async () => {
    // 21:00 in New York on Nov 22 of last year: Nov 23 at 02:00 UTC.
    const year = new Date().getUTCFullYear() - 1;
    const airsAt = `${year}-11-23T02:00:00.000Z`;
    mockApi(
      trpcQuery(
        'upcoming.list',
        upcomingAnswer({
          followedCount: 1,
          newSinceLastVisit: [upcomingEpisode({ airDate: `${year}-11-22`, airsAt })],
        }),
      ),
      trpcVoid('upcoming.visited'),
    );
    renderApp('/upcoming', { signedInAs: user() });
    const fresh = await screen.findByRole('region', { name: 'New since your last visit' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: zone,
    }).format(new Date(airsAt));
    expect(within(fresh).getByText(`Aired ${day}`)).toBeTruthy();
  });
});
