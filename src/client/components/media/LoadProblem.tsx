import { useEffect, useState } from 'react';
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

const TEXT: Record<Problem, { title: string; message: (what: string) => string }> = {
  offline: {
    title: 'You are offline',
    message: (what) => `${what} will load as soon as you are back online.`,
  },
  unreachable: {
    title: 'Marquee cannot be reached',
    message: (what) => `${what} will load as soon as the connection returns.`,
  },
  failed: { title: 'Something went wrong', message: (what) => `${what} could not be loaded.` },
  slow: { title: 'Still loading…', message: () => 'This is taking longer than usual.' },
};

/** The panel a screen shows in place of its skeleton when loading is in trouble. */
export function LoadProblem({
  problem,
  what,
  onRetry,
}: {
  problem: Problem;
  /** What is loading, as a sentence start: "The movies", "This title". */
  what: string;
  onRetry: () => void;
}) {
  const text = TEXT[problem];
  return (
    <div
      role="status"
      data-testid="load-problem"
      data-problem={problem}
      className="flex flex-col items-center justify-center rounded-lg border border-dashed border-zinc-800 px-6 py-14 text-center"
    >
      <h2 className="text-lg font-semibold text-zinc-100">{text.title}</h2>
      <p className="mt-1 max-w-md text-sm text-zinc-400">{text.message(what)}</p>
      <Button
        className="mt-5"
        variant="secondary"
        onClick={() => {
          checkConnection();
          onRetry();
        }}
      >
        Retry
      </Button>
    </div>
  );
}
