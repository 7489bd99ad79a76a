import { isStaff } from '@shared/user';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { ContinueCard } from '../../components/continue/ContinueCard';
import { useContinueList } from '../../components/continue/useContinueList';
import { continueKey, useContinueRemoval } from '../../components/continue/useContinueRemoval';
import { CalendarIcon, ListIcon, LockIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { TitleRowSkeleton } from '../../components/media/Skeletons';
import { buttonClass } from '../../components/ui/Button';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { Tabs, TabsContent, TabsList, TabsTrigger, useTabParam } from '../../components/ui/Tabs';
import { UndoToaster } from '../../components/ui/UndoToast';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { DebugPanel } from './DebugPanel';
import { DiaryTab } from './DiaryTab';
import { RatedTab } from './RatedTab';
import { WatchLaterTab } from './WatchLaterTab';

const TAB_CLASS = 'relative -mb-px px-1 pb-3 hover:text-white';
const TABS = ['continue', 'watchlater', 'diary', 'rated'] as const;

export default function MyListScreen() {
  const { status, user } = useAuth();
  const t = useT();
  useDocumentTitle(t('account.myList.title'));
  if (status === 'restoring') return <ListSkeleton />;
  if (status === 'signed-out' || !user)
    return (
      <SignInRequired
        icon={<LockIcon size={28} strokeWidth={1.8} />}
        title={t('account.myList.signInRequired')}
        prompt={t('account.myList.signInPrompt')}
        away="home"
      />
    );
  return <MyList staff={isStaff(user.role)} />;
}

function MyList({ staff }: { staff: boolean }) {
  const t = useT();
  const [debug, setDebug] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const list = useContinueList(true);
  const failed = useCallback(
    () => setNotice({ kind: 'error', message: translate('account.myList.removeFailed') }),
    [],
  );
  const removal = useContinueRemoval(list.remove, failed);
  const [tab, setTab] = useTabParam(TABS);
  const shown = list.items.filter((i) => !removal.pending.has(continueKey(i)));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('account.myList.title')}</h1>
        <Link href="/lists" className={buttonClass('secondary', 'sm', 'ms-auto')}>
          <ListIcon size={16} />
          {t('shell.nav.lists')}
        </Link>
        <Link href="/upcoming" className={buttonClass('secondary', 'sm')}>
          <CalendarIcon size={16} />
          {t('shell.nav.upcoming')}
        </Link>
        {staff && (
          <button
            type="button"
            aria-pressed={debug}
            onClick={() => setDebug((d) => !d)}
            className={buttonClass(debug ? 'primary' : 'secondary', 'sm')}
          >
            {t('account.myList.debug')}
          </button>
        )}
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList
          aria-label={t('account.myList.title')}
          className="gap-4 overflow-x-auto overflow-y-hidden [scrollbar-width:none] sm:gap-6"
        >
          <TabsTrigger value="continue" className={TAB_CLASS}>
            {t('account.myList.continueWatching')}
          </TabsTrigger>
          <TabsTrigger value="watchlater" className={TAB_CLASS}>
            {t('account.myList.watchLater')}
          </TabsTrigger>
          <TabsTrigger value="diary" className={TAB_CLASS}>
            {t('diary.title')}
          </TabsTrigger>
          <TabsTrigger value="rated" className={TAB_CLASS}>
            {t('ratings.rated')}
          </TabsTrigger>
        </TabsList>

        <div className="mt-5 space-y-4">
          {debug && staff && <DebugPanel />}
          <Notice notice={notice} onClose={closeNotice} />
        </div>

        <TabsContent value="continue" className="mt-4">
          {list.loading ? (
            <ListRows />
          ) : list.error ? (
            <ErrorBanner message={t('account.myList.loadFailed')} onRetry={list.retry} />
          ) : shown.length === 0 ? (
            <EmptyState
              title={t('account.myList.emptyTitle')}
              message={t('account.myList.emptyMessage')}
              links={[{ href: '/', label: t('account.myList.browse') }]}
            />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label={t('account.myList.continueWatching')}>
              {shown.map((item) => (
                <ContinueCard key={continueKey(item)} item={item} onRemove={() => removal.schedule(item)} />
              ))}
            </ul>
          )}
          <UndoToaster items={removal.toasts} onClose={removal.settle} />
        </TabsContent>
        <TabsContent value="watchlater" className="mt-4">
          <WatchLaterTab />
        </TabsContent>
        <TabsContent value="diary" className="mt-4">
          <DiaryTab />
        </TabsContent>
        <TabsContent value="rated" className="mt-4">
          <RatedTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ListRows() {
  const t = useT();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-busy="true" aria-label={t('account.myList.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
        <TitleRowSkeleton key={i} poster="w-20 sm:w-24" lines={['w-2/3', 'w-1/3', 'w-1/2']} />
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <div className="h-8 w-40 animate-pulse rounded bg-surface" />
      <div className="mt-10">
        <ListRows />
      </div>
    </div>
  );
}
