import { httpStatusOf } from '@client/lib/connectivity';
import type { ComponentProps } from 'react';
import { LoadProblem, useLoadProblem } from '../LoadProblem';
import { DetailSkeleton } from '../Skeletons';

/**
 * The server answered that the title does not exist (or the request was malformed): the one
 * failure that goes to /404. Offline, unreachable or a server error is not a
 * missing title and gets a retry instead.
 */
export function isMissingTitle(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}

/** A detail page without its data yet: the skeleton, or why it is taking long and a Retry. */
export function DetailLoading({
  query,
  messages,
}: {
  messages?: ComponentProps<typeof LoadProblem>['messages'];
  query: {
    status: 'pending' | 'error' | 'success';
    fetchStatus: string;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
}) {
  const problem = useLoadProblem(query, false);
  if (!problem) return <DetailSkeleton />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <LoadProblem problem={problem} what="title" messages={messages} onRetry={() => void query.refetch()} />
    </div>
  );
}
