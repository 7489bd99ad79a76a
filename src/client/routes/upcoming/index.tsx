import { UPCOMING_DAYS, type UpcomingAnswer } from '@shared/tracking';
import { useEffect, useMemo, useRef } from 'react';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { CalendarIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { EmptyState } from '../../components/media/EmptyState';
import { LoadProblem, useLoadProblem } from '../../components/media/LoadProblem';
import { viewerTimeZone } from '../../i18n/format-day';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { useConnectivity } from '../../lib/connectivity';
import { trpc } from '../../lib/trpc';
import { DaySection, NewSinceSection, UpcomingSkeleton } from './parts';
import { type FollowControl, useUnfollow } from './use-unfollow';

export default function UpcomingScreen() {
  const { status } = useAuth();
  const t = useT();
  useDocumentTitle(t('upcoming.title'));
  if (status === 'restoring') return <UpcomingSkeleton />;
  if (status === 'signed-out')
    return (
      <SignInRequired
        icon={<CalendarIcon size={28} strokeWidth={1.8} />}
        title={t('upcoming.signInRequired')}
        prompt={t('upcoming.signInPrompt')}
        away="home"
      />
    );
  return <Upcoming />;
}

function Upcoming() {
  const t = useT();
  const timeZone = useMemo(viewerTimeZone, []);
  const query = trpc.upcoming.list.useQuery({ timeZone });
  const answer = query.data;
  const problem = useLoadProblem(query, answer !== undefined);
  const connectivity = useConnectivity();
  const unfollow = useUnfollow();
  useVisitedOnce(answer);

  let body: React.ReactNode;
  if (answer) body = <Answer answer={answer} follow={unfollow.control} />;
  else if (problem)
    body = (
      <LoadProblem
        problem={problem}
        what="results"
        messages={{
          offline: 'upcoming.problemOffline',
          unreachable: 'upcoming.problemUnreachable',
          failed: 'upcoming.problemFailed',
          slow: 'upcoming.problemSlow',
        }}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <UpcomingSkeleton bare />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('upcoming.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('upcoming.intro', { days: UPCOMING_DAYS, timeZone })}</p>
      {answer && connectivity !== 'online' && (
        <p
          role="status"
          className="mt-4 rounded-md border border-border bg-surface px-4 py-3 text-sm text-fg-secondary"
        >
          {t('upcoming.offlineStale')}
        </p>
      )}
      <div className="mt-6">{body}</div>
      <p role="status" className="sr-only">
        {unfollow.said}
      </p>
    </div>
  );
}

/** Once the answer has been shown, this visit counts: the next one's "new" starts from now. */
function useVisitedOnce(answer: UpcomingAnswer | undefined) {
  const visited = trpc.upcoming.visited.useMutation();
  const sent = useRef(false);
  const shown = answer !== undefined;
  useEffect(() => {
    if (!shown || sent.current) return;
    sent.current = true;
    visited.mutate();
  }, [shown, visited.mutate]);
}

function Answer({ answer, follow }: { answer: UpcomingAnswer; follow: FollowControl }) {
  const t = useT();
  const fresh = answer.newSinceLastVisit;
  const days = answer.days;

  if (answer.followedCount === 0) return <NotFollowing />;
  return (
    <div className="space-y-10">
      {fresh.length > 0 && <NewSinceSection episodes={fresh} follow={follow} />}
      <section aria-labelledby="upcoming-next">
        <h2 id="upcoming-next" className="text-lg font-semibold text-fg">
          {t('upcoming.nextDays', { days: UPCOMING_DAYS })}
        </h2>
        {days.length === 0 ? (
          <div className="mt-4">
            <EmptyState
              title={t('upcoming.nothingSoonTitle', { days: UPCOMING_DAYS })}
              message={t('upcoming.nothingSoonMessage', { count: answer.followedCount })}
            />
          </div>
        ) : (
          <div className="mt-4 space-y-8">
            {days.map((day) => (
              <DaySection key={day.date} day={day} timeZone={answer.timeZone} follow={follow} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function NotFollowing() {
  const t = useT();
  return (
    <EmptyState
      title={t('upcoming.emptyTitle')}
      message={t('upcoming.emptyMessage')}
      links={[
        { href: '/tv', label: t('upcoming.browseShows') },
        { href: '/my-list', label: t('upcoming.openMyList') },
      ]}
    />
  );
}
