import { airingDay } from '@shared/catalogue-airing';
import type { UpcomingDay, UpcomingEpisode } from '@shared/tracking';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '../../components/media/MediaImage';
import { TitleRowSkeleton } from '../../components/media/Skeletons';
import {
  addDays,
  dayIn,
  formatAirDay,
  formatTimeIn,
  formatWeekdayDate,
  viewerTimeZone,
} from '../../i18n/format-day';
import { useT } from '../../i18n/react';
import type { FollowControl } from './use-unfollow';

/** 'Today', 'Tomorrow', else the weekday and date, as the viewer's calendar has them. */
function useDayHeading(timeZone: string) {
  const t = useT();
  const today = dayIn(timeZone);
  return (date: string) =>
    date === today
      ? t('upcoming.today')
      : date === addDays(today, 1)
        ? t('upcoming.tomorrow')
        : formatWeekdayDate(date);
}

export function DaySection({
  day,
  timeZone,
  follow,
}: {
  day: UpcomingDay;
  timeZone: string;
  follow: FollowControl;
}) {
  const heading = useDayHeading(timeZone);
  const id = `day-${day.date}`;
  return (
    <section aria-labelledby={id} data-day={day.date}>
      <h3 id={id} className="border-b border-border pb-2 text-base font-semibold text-fg">
        {heading(day.date)}
      </h3>
      <ul className="mt-3 space-y-3">
        {day.episodes.map((e) => (
          <EpisodeRow
            key={`${e.showId}-${e.season}-${e.episode}`}
            episode={e}
            when={<AirTime episode={e} timeZone={timeZone} />}
            follow={follow}
          />
        ))}
      </ul>
    </section>
  );
}

export function NewSinceSection({
  episodes,
  follow,
}: {
  episodes: UpcomingEpisode[];
  follow: FollowControl;
}) {
  const t = useT();
  // The day it aired on in the viewer's zone, as the TV and watch pages and the feed have it.
  const timeZone = useMemo(viewerTimeZone, []);
  const today = dayIn(timeZone);
  const airedDay = (e: UpcomingEpisode) => formatAirDay(airingDay(e, timeZone) ?? e.airDate, today);
  return (
    <section
      aria-labelledby="upcoming-new"
      className="rounded-xl border border-accent/40 bg-surface/60 p-4 sm:p-5"
    >
      <h2 id="upcoming-new" className="text-lg font-semibold text-fg">
        {t('upcoming.newSince')}
      </h2>
      <ul className="mt-3 space-y-3">
        {episodes.map((e) => (
          <EpisodeRow
            key={`${e.showId}-${e.season}-${e.episode}`}
            episode={e}
            when={t('upcoming.airedOn', { date: airedDay(e) })}
            follow={follow}
          />
        ))}
      </ul>
    </section>
  );
}

function AirTime({ episode, timeZone }: { episode: UpcomingEpisode; timeZone: string }) {
  const t = useT();
  if (!episode.airsAt) return t('upcoming.allDay');
  return <time dateTime={episode.airsAt}>{formatTimeIn(episode.airsAt, timeZone)}</time>;
}

function EpisodeRow({
  episode: e,
  when,
  follow,
}: {
  episode: UpcomingEpisode;
  when: React.ReactNode;
  follow: FollowControl;
}) {
  const t = useT();
  const off = follow.unfollowed.has(e.showId);
  const code = t('upcoming.episodeCode', { season: e.season, episode: e.episode });
  const line = e.title ? t('upcoming.episodeLine', { code, title: e.title }) : code;
  return (
    <li
      className={`flex items-center gap-3 rounded-lg border bg-surface/60 p-2 sm:gap-4 sm:p-3 ${off ? 'border-dashed border-border-strong' : 'border-border'}`}
      data-unfollowed={off ? '' : undefined}
    >
      <Link
        href={`/tv/${e.showId}`}
        tabIndex={-1}
        aria-hidden="true"
        className="relative aspect-[2/3] w-12 shrink-0 overflow-hidden rounded-md bg-surface-raised sm:w-14"
      >
        <MediaImage path={e.posterPath} kind="poster" sizes="56px" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          href={`/tv/${e.showId}`}
          className="block min-h-6 truncate rounded font-semibold leading-6 text-fg hover:underline"
          data-content=""
        >
          {e.showName}
        </Link>
        <Link
          href={`/watch/tv/${e.showId}/${e.season}/${e.episode}`}
          className="block min-h-6 truncate rounded text-sm leading-6 text-fg-secondary hover:text-fg hover:underline"
          data-content=""
        >
          {line}
        </Link>
        <p className="mt-0.5 text-xs text-muted">{when}</p>
      </div>
      {/* Unfollow and Undo take the same place and width, so a second press lands on the same row. */}
      <div className="relative shrink-0">
        <button
          type="button"
          onClick={() => follow.set(e, off)}
          aria-label={
            off
              ? t('upcoming.undoUnfollowLabel', { show: e.showName })
              : t('upcoming.unfollowLabel', { show: e.showName })
          }
          className="grid rounded-md px-2 py-1.5 text-center text-sm text-muted hover:bg-surface-raised hover:text-fg"
        >
          <span className={`col-start-1 row-start-1 ${off ? 'invisible' : ''}`}>
            {t('upcoming.unfollow')}
          </span>
          <span className={`col-start-1 row-start-1 ${off ? '' : 'invisible'}`}>
            {t('upcoming.undoUnfollow')}
          </span>
        </button>
        {off && (
          <span className="absolute inset-x-0 top-full text-center text-xs font-semibold whitespace-nowrap text-fg-secondary">
            {t('upcoming.unfollowedNote')}
          </span>
        )}
      </div>
    </li>
  );
}

/** The page's frame while signing in is checked (whole page) or the list loads (`bare`). */
export function UpcomingSkeleton({ bare = false }: { bare?: boolean }) {
  const t = useT();
  const rows = (
    <div role="status" aria-busy="true" aria-label={t('upcoming.loading')} className="space-y-8">
      {[3, 2].map((count, day) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton days
        <div key={day}>
          <div className="h-5 w-40 animate-pulse rounded bg-surface-raised" />
          <ul className="mt-3 space-y-3">
            {Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
              <TitleRowSkeleton key={i} poster="w-12 sm:w-14" lines={['w-1/2', 'w-1/3', 'w-1/5']} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  if (bare) return rows;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <div className="h-8 w-40 animate-pulse rounded bg-surface" />
      <div className="mt-10">{rows}</div>
    </div>
  );
}
