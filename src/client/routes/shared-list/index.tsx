import { listItemKey } from '@shared/schemas/lists';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAuthDialog } from '../../components/auth/AuthDialogs';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ListItemCard } from '../../components/lists/ListItemCard';
import { NotShared } from '../../components/lists/NotShared';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/Toast';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, httpStatusOf, trpc } from '../../lib/trpc';
import { OverviewRows, PAGE_CLASS } from '../lists';

const SLUG = /^[A-Za-z0-9]{8,32}$/;

/**
 * /list/<slug>: a shared list, for anyone with its address, signed in or not. Its name,
 * description, owner's profile name and titles with their notes; "Copy to my lists" for a
 * signed-in reader.
 */
export default function SharedListScreen() {
  const t = useT();
  const { slug = '' } = useParams<{ slug: string }>();
  const valid = SLUG.test(slug);
  const query = trpc.lists.shared.useInfiniteQuery(
    { slug, page: 1 },
    {
      enabled: valid,
      initialCursor: { page: 1, after: null },
      retry: (n, e) => httpStatusOf(e) !== 404 && n < 2,
      getNextPageParam: (last) =>
        last.page < last.totalPages ? { page: last.page + 1, after: last.nextAfter } : undefined,
    },
  );
  const first = query.data?.pages[0];
  useDocumentTitle(first?.name ?? t('lists.title'));
  if (!valid || httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400)
    return (
      <div className={PAGE_CLASS}>
        <NotShared />
      </div>
    );
  if (query.isLoading)
    return (
      <div className={PAGE_CLASS} aria-busy="true">
        <div className="h-8 w-60 animate-pulse rounded bg-surface" />
        <div className="mt-6">
          <OverviewRows />
        </div>
      </div>
    );
  if (query.error || !first)
    return (
      <div className={PAGE_CLASS}>
        <ErrorBanner message={t('lists.loadFailed')} onRetry={() => void query.refetch()} />
      </div>
    );
  const items = query.data!.pages.flatMap((p) => p.items);
  return (
    <div className={PAGE_CLASS}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{first.name}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('lists.by', { owner: first.owner })} · {t('lists.count', { count: first.itemCount })}
          </p>
          {first.description && (
            <p className="mt-2 max-w-2xl whitespace-pre-line text-fg-secondary">{first.description}</p>
          )}
        </div>
        {!first.mine && <CopyButton slug={slug} />}
      </div>
      <div className="mt-6">
        {items.length === 0 ? (
          <EmptyState title={t('lists.itemsEmptyTitle')} />
        ) : (
          <ol className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={first.name}>
            {items.map((item) => (
              <li key={listItemKey(item)} data-testid="shared-item">
                <ListItemCard item={item} />
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {t('lists.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function CopyButton({ slug }: { slug: string }) {
  const t = useT();
  const { status } = useAuth();
  const dialog = useAuthDialog();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const copy = trpc.lists.copy.useMutation();
  if (status !== 'signed-in')
    return (
      <Button variant="secondary" onClick={() => dialog.open('signin')}>
        {t('lists.signInToCopy')}
      </Button>
    );
  return (
    <Button
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const made = await copy.mutateAsync({ slug });
          await utils.lists.mine.invalidate();
          toast({ kind: 'success', message: t('lists.copied') });
          navigate(`/lists/${made.id}`);
        } catch (e) {
          toast({ kind: 'error', message: errorMessage(e, t('lists.saveFailed')) });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('lists.copyToMine')}
    </Button>
  );
}
