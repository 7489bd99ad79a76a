import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '@shared/i18n/locales';
import { m } from '@shared/i18n/message';
import { normalizePreferences } from '@shared/preferences';
import type { UpcomingEpisode } from '@shared/tracking';
import { type Request, type Response, Router } from 'express';
import icalGenerator from 'ical-generator';
import type { AppDeps } from '../../deps';
import { fail } from '../../http/rest';
import { say } from '../../i18n/messages';
import { catalogueLanguage } from '../catalogue/service';
import { gateOf } from '../personal/title-gate';
import { feedEpisodes, feedOwner } from './service';

/**
 * GET /calendar/<token>.ics: a profile's followed shows as an iCalendar feed (RFC 5545) that
 * calendar apps subscribe to. The token is looked up in the database on every request, so
 * a rotated or revoked one answers 404 at once in every process; each feed has its own
 * budget of fetches (429 with Retry-After past it). Words are in the profile's interface
 * language when it chose one, else English (a calendar app sends no useful Accept-Language).
 */

const TIMED_MINUTES = 60;
const DAY_MS = 86_400_000;

/** A Host header that is a name or an address (with a port), so it may go into a link. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The origin links point at: the request's (protocol by the app's trust-proxy rule), if its host is sound. */
function originOf(req: Request): string | null {
  const host = req.host;
  return host && host.length <= 260 && HOST.test(host) ? `${req.protocol}://${host}` : null;
}

/** "Show — S2E5 Title" (the title left out when the catalogue has none). */
export const eventSummary = (e: UpcomingEpisode): string =>
  `${e.showName} — S${e.season}E${e.episode}${e.title ? ` ${e.title}` : ''}`;

/** Stable across refreshes and renames: the show and the episode's numbers. */
const eventUid = (e: UpcomingEpisode) => `tv-${e.showId}-s${e.season}e${e.episode}@marquee`;

function feedText(
  episodes: readonly UpcomingEpisode[],
  locale: Locale,
  origin: string | null,
  stamp: Date,
): string {
  const cal = icalGenerator({
    name: say(m('messages.calendar.name'), locale),
    prodId: '//Marquee//Upcoming//EN',
  });
  for (const e of episodes) {
    const timed = e.airsAt !== null;
    const start = timed ? new Date(e.airsAt!) : new Date(`${e.airDate}T00:00:00Z`);
    cal.createEvent({
      id: eventUid(e),
      stamp,
      start,
      end: new Date(start.getTime() + (timed ? TIMED_MINUTES * 60_000 : DAY_MS)),
      allDay: !timed,
      summary: eventSummary(e),
      url: origin ? `${origin}/watch/tv/${e.showId}/${e.season}/${e.episode}` : null,
    });
  }
  return cal.toString();
}

const FILE = /^([A-Za-z0-9_-]{1,100})\.ics$/;

export function calendarFeedRoute(deps: AppDeps): Router {
  const r = Router();
  r.get('/calendar/:file', async (req: Request, res: Response) => {
    const token = FILE.exec(String(req.params.file))?.[1];
    const notFound = () =>
      fail(res, 404, m('messages.http.notFound', { method: req.method, path: '/calendar/…' }));
    if (!token) return notFound();
    await deps.limits.reserveCalendarFetch(createHash('sha256').update(token).digest('base64url'));
    const owner = await feedOwner(deps.database.db, token);
    if (!owner) return notFound();
    const chosen = normalizePreferences(owner.preferences).language;
    const locale: Locale = chosen && isLocale(chosen) ? chosen : 'en';
    const episodes = await feedEpisodes(
      deps.database.db,
      deps.services.catalogue,
      // The feed's profile's level, read with the token: a Kids feed holds only Kids shows.
      gateOf(deps, owner),
      owner.profileId,
      catalogueLanguage({ locale }),
    );
    // A fixed stamp (not "now"), so an unchanged feed is byte for byte the same and its ETag holds.
    const body = feedText(episodes, locale, originOf(req), new Date('2000-01-01T00:00:00Z'));
    res.set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      ETag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
    res.vary('Host');
    if (req.fresh) return void res.status(304).end();
    res.send(body);
  });
  return r;
}
