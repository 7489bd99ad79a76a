import type { ListSummary } from '@shared/schemas/lists';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { CopyIcon, ListIcon, LockIcon, TrashIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ListFormDialog, shareUrl, VISIBILITY_LABEL } from '../../components/lists/ListForm';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { MediaImage } from '../../components/media/MediaImage';
import { Button, buttonClass } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { toast } from '../../components/ui/Toast';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { ListEditor } from './ListEditor';

export const PAGE_CLASS = 'mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10';

/** /lists: the profile's lists; /lists/:id: one list's editor. */
export default function ListsScreen() {
  const { status, user } = useAuth();
  const t = useT();
  const params = useParams<{ id?: string }>();
  useDocumentTitle(t('lists.title'));
  if (status === 'restoring') return <OverviewSkeleton />;
  if (status === 'signed-out' || !user)
    return (
      <SignInRequired
        icon={<LockIcon size={28} strokeWidth={1.8} />}
        title={t('lists.signInRequired')}
        prompt={t('lists.signInPrompt')}
        away="home"
      />
    );
  const id = params.id && /^[1-9]\d{0,14}$/.test(params.id) ? Number(params.id) : null;
  if (params.id) return <ListEditor id={id} />;
  return <Overview />;
}

/** Copies a list's share address, and says so. */
export async function copyShareLink(slug: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(shareUrl(slug));
    toast({ kind: 'success', message: done });
  } catch {
    toast({ kind: 'error', message: failed });
  }
}

function Overview() {
  const t = useT();
  const lists = trpc.lists.mine.useQuery();
  const [creating, setCreating] = useState(false);
  return (
    <div className={PAGE_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('lists.title')}</h1>
        <Button onClick={() => setCreating(true)}>
          <ListIcon size={16} />
          {t('lists.new')}
        </Button>
      </div>
      <ListFormDialog open={creating} onOpenChange={setCreating} />
      <div className="mt-6">
        {lists.isLoading ? (
          <OverviewRows />
        ) : lists.error ? (
          <ErrorBanner message={t('lists.loadFailed')} onRetry={() => void lists.refetch()} />
        ) : (lists.data ?? []).length === 0 ? (
          <EmptyState title={t('lists.emptyTitle')} message={t('lists.emptyMessage')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t('lists.title')}>
            {lists.data!.map((l) => (
              <ListRow key={l.id} list={l} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ListRow({ list }: { list: ListSummary }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = trpc.lists.remove.useMutation({
    onSuccess: () => utils.lists.invalidate(),
    onError: (e) => toast({ kind: 'error', message: errorMessage(e, t('lists.saveFailed')) }),
  });
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-surface p-3" data-testid="list-row">
      <Link href={`/lists/${list.id}`} className="flex min-w-0 flex-1 gap-3 rounded-md outline-offset-4">
        <div className="relative aspect-[2/3] w-16 shrink-0 overflow-hidden rounded bg-surface-raised sm:w-20">
          <MediaImage path={list.cover} kind="poster" sizes="80px" />
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">{list.name}</p>
          <p className="text-sm text-muted">
            {t('lists.count', { count: list.itemCount })} · {t(VISIBILITY_LABEL[list.visibility])}
          </p>
          {list.description && (
            <p className="mt-1 line-clamp-2 text-sm text-fg-secondary">{list.description}</p>
          )}
        </div>
      </Link>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('lists.edit')}
        </Button>
        <div className="flex gap-2">
          {list.visibility !== 'private' && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              aria-label={`${t('lists.copyLink')}: ${list.name}`}
              title={t('lists.copyLink')}
              onClick={() => void copyShareLink(list.slug, t('lists.linkCopied'), t('lists.saveFailed'))}
            >
              <CopyIcon size={16} />
            </button>
          )}
          <button
            type="button"
            className={buttonClass('dangerGhost', 'sm')}
            aria-label={`${t('lists.delete')}: ${list.name}`}
            title={t('lists.delete')}
            onClick={() => setDeleting(true)}
          >
            <TrashIcon size={16} />
          </button>
        </div>
      </div>
      <ListFormDialog open={editing} onOpenChange={setEditing} list={list} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        danger
        title={t('lists.deleteTitle', { name: list.name })}
        description={t('lists.deleteText')}
        confirmLabel={t('lists.delete')}
        onConfirm={() => remove.mutate({ id: list.id })}
      />
    </li>
  );
}

export function OverviewRows() {
  const t = useT();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-busy="true" aria-label={t('lists.title')}>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
        <li key={i} className="flex gap-3 rounded-lg border border-border p-3">
          <div className="aspect-[2/3] w-16 animate-pulse rounded bg-surface-raised sm:w-20" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 animate-pulse rounded bg-surface-raised" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-surface-raised" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function OverviewSkeleton() {
  return (
    <div className={PAGE_CLASS}>
      <div className="h-8 w-40 animate-pulse rounded bg-surface" />
      <div className="mt-6">
        <OverviewRows />
      </div>
    </div>
  );
}
