import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isStaff } from '../../../shared/user';
import { useAuthDialog } from '../../components/auth/AuthDialogs';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { buttonClass } from '../../components/ui/Button';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { Tooltip, TooltipProvider } from '../../components/ui/Tooltip';
import { type UndoItem, UndoToaster } from '../../components/ui/UndoToast';
import { useAuth } from '../../lib/auth';
import { ContinueCard, continueTitle } from './ContinueCard';
import { DebugPanel } from './DebugPanel';
import { type ContinueItem, useContinueList } from './useContinueList';

const TAB_CLASS =
  'relative -mb-px border-b-2 px-1 pb-3 text-sm font-medium transition-colors data-[state=active]:border-brand data-[state=active]:text-white data-[state=inactive]:border-transparent data-[state=inactive]:text-zinc-400 hover:text-white data-[disabled]:cursor-not-allowed data-[disabled]:text-zinc-600!';

export default function MyListScreen() {
  const { status, user } = useAuth();
  useDocumentTitle('My List');
  if (status === 'restoring') return <ListSkeleton />;
  if (status === 'signed-out' || !user) return <SignInRequired />;
  return <MyList staff={isStaff(user.role)} />;
}

function MyList({ staff }: { staff: boolean }) {
  const [debug, setDebug] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const list = useContinueList(true);
  const removal = useUndoableRemoval(list.remove, () =>
    setNotice({ kind: 'error', message: 'Failed to remove item. Please try again.' }),
  );
  const shown = list.items.filter((i) => !removal.pending.has(keyOf(i)));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">My List</h1>
        {staff && (
          <button
            type="button"
            aria-pressed={debug}
            onClick={() => setDebug((d) => !d)}
            className={buttonClass(debug ? 'primary' : 'secondary', 'sm')}
          >
            Debug
          </button>
        )}
      </div>

      <Tabs.Root defaultValue="continue" className="mt-6">
        <TooltipProvider delayDuration={200}>
          <Tabs.List aria-label="My List" className="flex gap-6 border-b border-zinc-800">
            <Tabs.Trigger value="continue" className={TAB_CLASS}>
              Continue Watching
            </Tabs.Trigger>
            <Tooltip content="Coming soon">
              {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
              <span className="inline-flex">
                <Tabs.Trigger value="watchlater" disabled className={`${TAB_CLASS} pointer-events-none`}>
                  Watch Later
                </Tabs.Trigger>
              </span>
            </Tooltip>
          </Tabs.List>
        </TooltipProvider>

        <div className="mt-5 space-y-4">
          {debug && staff && <DebugPanel />}
          <Notice notice={notice} onClose={closeNotice} />
        </div>

        <Tabs.Content value="continue" className="mt-4 focus:outline-none">
          {list.loading ? (
            <ListRows />
          ) : list.error ? (
            <ErrorBanner
              message="Failed to load watch history. Please try refreshing the page."
              onRetry={list.retry}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="Nothing to continue"
              message="Titles you start watching appear here, so you can pick up where you left off."
              action={
                <Link href="/" className={buttonClass('primary')}>
                  Browse titles
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Continue Watching">
              {shown.map((item) => (
                <ContinueCard key={keyOf(item)} item={item} onRemove={() => removal.schedule(item)} />
              ))}
            </ul>
          )}
          <UndoToaster items={removal.toasts} onClose={removal.settle} />
        </Tabs.Content>
        <Tabs.Content value="watchlater" className="mt-4">
          <EmptyState title="No saved content" message="Titles you save to watch later will appear here." />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const keyOf = (i: Pick<ContinueItem, 'mediaType' | 'mediaId'>) => `${i.mediaType}:${i.mediaId}`;

/**
 * Remove with Undo: the item leaves the list at once, but its history is removed only when
 * the toast closes without Undo (or the visitor leaves the page first). Undo puts it back;
 * either way nothing is lost.
 */
function useUndoableRemoval(remove: (item: ContinueItem) => Promise<void>, onFailure: () => void) {
  const [pending, setPending] = useState<ReadonlyMap<string, ContinueItem>>(new Map());
  const [toasts, setToasts] = useState<UndoItem[]>([]);
  const latest = useRef({ pending, remove });
  latest.current = { pending, remove };
  const landing = useRef(new Set<string>());

  const release = useCallback((key: string) => {
    setPending((m) => {
      const next = new Map(m);
      next.delete(key);
      return next;
    });
    setToasts((t) => t.filter((x) => x.id !== key));
  }, []);

  const schedule = (item: ContinueItem) => {
    const key = keyOf(item);
    setPending((m) => new Map(m).set(key, item));
    const title = continueTitle(item) ?? 'Title';
    setToasts((t) => [
      ...t.filter((x) => x.id !== key),
      { id: key, message: `${title} removed from history` },
    ]);
  };

  const settle = useCallback(
    (key: string, undone: boolean) => {
      const item = latest.current.pending.get(key);
      if (!item || undone) {
        release(key);
        return;
      }
      // Hidden until the removal lands, so the item does not flash back in between.
      setToasts((t) => t.filter((x) => x.id !== key));
      landing.current.add(key);
      latest.current
        .remove(item)
        .catch(onFailure)
        .finally(() => {
          landing.current.delete(key);
          release(key);
        });
    },
    [release, onFailure],
  );

  // Leaving the page is not an Undo: what is still waiting is removed now.
  useEffect(
    () => () => {
      for (const [key, item] of latest.current.pending)
        if (!landing.current.has(key)) void latest.current.remove(item).catch(() => {});
    },
    [],
  );

  return { pending, toasts, schedule, settle };
}

function SignInRequired() {
  const dialog = useAuthDialog();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center md:py-28">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
        </svg>
      </span>
      <h1 className="mt-6 text-2xl font-bold text-white">Sign In Required</h1>
      <p className="mt-2 text-zinc-400">
        Sign in to see what you were watching and pick up where you left off on any device.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass('secondary')}>
          Go to Home
        </Link>
        <button type="button" className={buttonClass('primary')} onClick={() => dialog.open('signin')}>
          Sign In
        </button>
      </div>
    </section>
  );
}

function ListRows() {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
        <li key={i} className="flex gap-4 rounded-lg border border-zinc-800 bg-zinc-900/60 p-3">
          <div className="aspect-[2/3] w-20 animate-pulse rounded-md bg-zinc-800 sm:w-24" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-2/3 animate-pulse rounded bg-zinc-800" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-zinc-800" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-zinc-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <div className="h-8 w-40 animate-pulse rounded bg-zinc-900" />
      <div className="mt-10">
        <ListRows />
      </div>
    </div>
  );
}
