import { useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { checkConnection, isNetworkError, useConnectivity } from '../../lib/connectivity';
import { Button } from '../ui/Button';

/** After this long without an answer, a loading screen says so instead of pulsing on. */
export const SLOW_MS = 5000;

export type Problem = 'offline' | 'unreachable' | 'failed' | 'slow';

/** True once `active` has held for `ms`; false again as soon as it stops. */
export function useSlow(active: boolean, ms = SLOW_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!active) return;
    const t = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(t);
  }, [active, ms]);
  return active && slow;
}

/**
 * Why a query with nothing to show yet has nothing: offline or the server out of reach (the
 * query waits, paused, and resumes by itself), a failed answer, or just slow. Null while a
 * normal load is under way or once there is data.
 */
export function useLoadProblem(
  q: { status: 'pending' | 'error' | 'success'; fetchStatus: string; error: unknown },
  hasData: boolean,
): Problem | null {
  const connectivity = useConnectivity();
  const slow = useSlow(!hasData && q.status === 'pending');
  if (hasData) return null;
  const away = connectivity === 'online' ? 'unreachable' : connectivity;
  if (q.status === 'error') return isNetworkError(q.error) ? away : 'failed';
  if (q.fetchStatus === 'paused') return away;
  return slow ? 'slow' : null;
}

/** What is loading: the listing's titles, the search results, or one title. */
export type Loading = 'movies' | 'tvShows' | 'results' | 'title';

const TITLE: Record<Problem, MessageKey> = {
  offline: 'media.loadProblem.offlineTitle',
  unreachable: 'media.loadProblem.unreachableTitle',
  failed: 'media.loadProblem.failedTitle',
  slow: 'media.loadProblem.slowTitle',
};

/** Whole sentences per problem, each choosing its subject (`{what, select, …}`). */
const MESSAGE: Record<Problem, MessageKey> = {
  offline: 'media.loadProblem.offlineMessage',
  unreachable: 'media.loadProblem.unreachableMessage',
  failed: 'media.loadProblem.failedMessage',
  slow: 'media.loadProblem.slowMessage',
};

/** The panel a screen shows in place of its skeleton when loading is in trouble. */
export function LoadProblem({
  problem,
  what,
  messages,
  onRetry,
}: {
  problem: Problem;
  what: Loading;
  /** Sentences of the screen's own namespace in place of the shared ones (a page that is not a listing or a title). */
  messages?: Partial<Record<Problem, MessageKey>>;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="load-problem"
      data-problem={problem}
      className="flex flex-col items-center justify-center rounded-lg border border-dashed border-border px-6 py-14 text-center"
    >
      <h2 className="text-lg font-semibold text-fg">{t(TITLE[problem])}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">
        {t(messages?.[problem] ?? MESSAGE[problem], { what })}
      </p>
      <Button
        className="mt-5"
        variant="secondary"
        onClick={() => {
          checkConnection();
          onRetry();
        }}
      >
        {t('media.action.retry')}
      </Button>
    </div>
  );
}
