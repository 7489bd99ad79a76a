import type { ServerConfigView } from '@shared/servers';
import { isStaff } from '@shared/user';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { PlayerFrame } from '../../components/player/PlayerFrame';
import { T, useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { NextUp } from './NextUp';
import { PreviewPlayerNote } from './parts';
import { ServerPicker, serverName } from './ServerPicker';
import { ServerSettingsPanel } from './ServerSettingsPanel';
import { srcFor, useServerChoice, useWatchRecording, type WatchTarget } from './usePlayback';

/**
 * The watch page frame shared by movies and episodes: back link, player on the chosen
 * server, episode navigation, server picker, details and (for TV) seasons and episodes.
 */
/** What the player needs before it starts: the title and saved position, the servers. */
export interface PlayerSetup {
  target: WatchTarget;
  config: ServerConfigView | undefined;
  /** The servers or the saved position are still loading. */
  waiting: boolean;
}

export function WatchShell({
  player: { target, config, waiting },
  ready,
  title,
  backHref,
  episodeNav,
  next,
  details,
  aside,
  side,
  notYet,
}: {
  player: PlayerSetup;
  /** The title's own details have loaded. */
  ready: boolean;
  title: string;
  backHref: string;
  episodeNav?: ReactNode;
  /** Autoplay's next: an episode, or (`finished`, everything watched) the show's page. */
  next?: { label: string; go: () => void; finished?: boolean } | null;
  details: ReactNode;
  aside?: ReactNode;
  /** Beside the player on wide screens, right under it on phones (a show's episodes). */
  side?: ReactNode;
  /** In place of the player, for what has not aired yet: nothing plays and nothing is recorded. */
  notYet?: ReactNode;
}) {
  const t = useT();
  const loading = !ready || waiting;
  const { user } = useAuth();
  const [prefs] = usePreferences();
  const [nextUp, setNextUp] = useState(false);
  const choice = useServerChoice(config, srcFor(target));
  const onEnded = useCallback(() => {
    if (next && prefs.autoNext) setNextUp(true);
  }, [next, prefs.autoNext]);
  const onEvent = useWatchRecording(target, !loading && !notYet && !!choice.server, onEnded);

  if (config && !choice.server) return <Redirect to="/404" replace />;

  return (
    <div className="mx-auto max-w-7xl px-0 pb-12 sm:px-6 sm:pt-4 lg:px-8">
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-0">
        <Link
          href={backHref}
          className="inline-flex min-w-0 items-center gap-1.5 text-sm text-fg-secondary hover:text-white"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0 rtl:-scale-x-100">
            <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="truncate">
            {title ? (
              <T id="watch.shell.backTo" values={{ title }} components={{ 0: <span data-content="" /> }} />
            ) : (
              t('watch.shell.backToDetails')
            )}
          </span>
        </Link>
        {isStaff(user?.role) && config && choice.server && (
          <ServerSettingsPanel state={config} selected={choice.server.id} />
        )}
      </div>

      <div className={side ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6' : undefined}>
        {notYet && !loading ? (
          notYet
        ) : loading || !choice.url || !choice.server ? (
          <div className="aspect-video w-full animate-pulse bg-surface sm:rounded-lg" aria-busy="true">
            <span className="sr-only">{t('watch.shell.loadingPlayer')}</span>
          </div>
        ) : (
          <PlayerFrame
            src={choice.url}
            title={t('watch.shell.playerTitle', { title, server: serverName(choice.server) })}
            sandbox={choice.server.sandbox !== false}
            onEvent={onEvent}
            onLoad={choice.onLoad}
          />
        )}
        {side && !loading && (
          // The column is as tall as the player; the list inside it scrolls.
          <div className="px-4 pt-4 sm:px-0 lg:relative lg:pt-0">
            <div className="flex flex-col lg:absolute lg:inset-0">{side}</div>
          </div>
        )}
      </div>

      <div className="space-y-4 px-4 pt-4 sm:px-0">
        {nextUp && next && (
          <NextUp
            label={next.label}
            finished={next.finished}
            onCancel={() => setNextUp(false)}
            onPlay={() => {
              setNextUp(false);
              next.go();
            }}
          />
        )}
        {choice.switchedFrom && choice.server && (
          <p role="status" className="text-sm text-warning-soft">
            <T
              id="watch.shell.switchedServer"
              values={{ from: choice.switchedFrom, to: serverName(choice.server) }}
              components={{ 0: <span data-content="" />, 1: <span data-content="" /> }}
            />
          </p>
        )}
        <div className="flex flex-col gap-4 border-b border-border pb-4 lg:flex-row lg:items-center lg:justify-between">
          {episodeNav}
          {config && choice.server && !notYet && (
            <ServerPicker
              servers={choice.servers}
              selected={choice.server.id}
              onSelect={choice.select}
              configError={config.configError}
            />
          )}
        </div>
        {loading ? (
          <div className="space-y-3" aria-hidden="true">
            <div className="h-8 w-2/3 animate-pulse rounded bg-surface" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-surface" />
            <div className="h-16 w-full animate-pulse rounded bg-surface" />
          </div>
        ) : (
          <div className={aside ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}>
            <div>
              {isStaff(user?.role) && config && <PreviewPlayerNote config={config} />}
              {details}
            </div>
            {aside && <div className="space-y-5">{aside}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
