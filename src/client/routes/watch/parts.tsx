import type { Genre } from '@shared/catalogue';
import { enabledServers, type ServerConfigView } from '@shared/servers';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AddToListMenu } from '../../components/lists/AddToListMenu';
import { GenreList } from '../../components/media/GenreList';
import { RatingBadge } from '../../components/media/RatingBadge';
import { MarkWatchedButton, SaveButton, savableOf } from '../../components/media/SaveButton';
import { buttonClass } from '../../components/ui/Button';
import { T, useT } from '../../i18n/react';

/** Marquee's own preview player: the built-in servers' pages (see server-config/embed.ts). */
const BUILT_IN_PLAYER = /^\/embed\/(?:backup\/)?(?:movie|tv)\/?$/;

const isBuiltIn = (url: string, here: string) => {
  try {
    const u = new URL(url, here);
    return u.origin === new URL(here).origin && BUILT_IN_PLAYER.test(u.pathname);
  } catch {
    return false;
  }
};

/** Whether every server offered is this site's preview player (no real streaming server set up). */
export const previewOnly = (config: ServerConfigView, here: string) =>
  enabledServers(config.config.servers).every((s) => isBuiltIn(s.movieUrl, here) && isBuiltIn(s.tvUrl, here));

/**
 * For admins and owners only: the player is the built-in preview, and where to read how to
 * set up real streaming servers. Visitors just get the preview.
 */
export function PreviewPlayerNote({ config }: { config: ServerConfigView }) {
  if (!previewOnly(config, window.location.href)) return null;
  return (
    <p className="mb-4 rounded-md border border-border bg-surface/60 px-3 py-2 text-xs text-muted">
      <T
        id="watch.preview.staffNote"
        components={{
          0: <span className="font-semibold text-fg-secondary" />,
          1: (
            <code data-content="" className="text-fg-secondary">
              docs/streaming-servers.md
            </code>
          ),
        }}
      />
    </p>
  );
}

/** Previous / Next Episode: a link, or a dimmed label at either end of the show. */
export function EpisodeLink({ to, label, dir }: { to: string | null; label: string; dir: 'prev' | 'next' }) {
  const cls =
    'inline-flex h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-3 text-sm font-medium';
  const arrow = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`h-4 w-4 rtl:-scale-x-100 ${dir === 'next' ? '' : 'rotate-180'}`}
    >
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  if (!to) {
    return (
      <span aria-disabled="true" className={`${cls} cursor-not-allowed border-border text-faint`}>
        {dir === 'prev' && arrow}
        {label}
        {dir === 'next' && arrow}
      </span>
    );
  }
  return (
    <Link
      href={to}
      className={`${cls} border-border-strong bg-surface text-fg hover:border-border-focus hover:bg-surface-raised`}
    >
      {dir === 'prev' && arrow}
      {label}
      {dir === 'next' && arrow}
    </Link>
  );
}

export function Details({
  item,
  meta,
  watched,
  onToggleWatched,
  children,
}: {
  /** The film or show: its name, rating, genres and overview, and what saving it keeps. */
  item: Parameters<typeof savableOf>[0] & { genres: Genre[]; overview: string };
  meta: string;
  /** Whether what plays (the film, the episode) is marked watched; the toggle beside Save (none for what has not aired). */
  watched: boolean;
  onToggleWatched?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="watch-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="watch-title" data-content="" className="text-2xl font-bold sm:text-3xl">
          {item.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <SaveButton item={savableOf(item)} size="md" />
          <AddToListMenu item={savableOf(item)} size="md" />
          {onToggleWatched && (
            <MarkWatchedButton
              watched={watched}
              onToggle={onToggleWatched}
              mark={t('watch.marks.mark')}
              done={t('watch.marks.watched')}
              size="md"
            />
          )}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        {meta && <span>{meta}</span>}
        <RatingBadge vote={item.voteAverage} className="bg-surface-raised" />
      </div>
      <GenreList genres={item.genres} tone="plain" className="mt-3" />
      {item.overview && (
        <p data-content="" className="mt-3 max-w-3xl text-sm leading-relaxed text-fg-secondary">
          {item.overview}
        </p>
      )}
      {children}
    </section>
  );
}

/**
 * In place of the player for an episode still to come: when it airs (the viewer's day, as
 * everywhere else) and the way to the show's page. Nothing plays and nothing is recorded.
 */
export function NotYetAired({ date, showHref }: { date: string | null; showHref: string }) {
  const t = useT();
  return (
    <div
      role="status"
      data-not-aired=""
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-surface px-6 text-center sm:rounded-lg"
    >
      <p className="text-lg font-semibold text-fg sm:text-xl">
        {date ? t('watch.airing.notYet', { date }) : t('watch.airing.notYetUndated')}
      </p>
      <p className="max-w-md text-sm text-fg-secondary">{t('watch.airing.notYetHint')}</p>
      <Link href={showHref} className={buttonClass('secondary', 'md')}>
        {t('watch.nextUp.showPage')}
      </Link>
    </div>
  );
}
