import {
  LIST_NOTE_MAX,
  LIST_SORTS,
  type ListItem,
  type ListPage,
  type ListSort,
  listItemKey,
} from '@shared/schemas/lists';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChevronLeftIcon, CopyIcon, ExternalIcon, TrashIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ListFormDialog, VISIBILITY_LABEL } from '../../components/lists/ListForm';
import { itemTitle, ListItemCard } from '../../components/lists/ListItemCard';
import { NotShared } from '../../components/lists/NotShared';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Button, buttonClass } from '../../components/ui/Button';
import { InlineSelect } from '../../components/ui/forms';
import { toast } from '../../components/ui/Toast';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { errorMessage, httpStatusOf, trpc } from '../../lib/trpc';
import { copyShareLink, OverviewRows, PAGE_CLASS } from './index';

export const SORT_LABEL = {
  manual: 'lists.sortManual',
  added: 'lists.sortAdded',
  title: 'lists.sortTitle',
  year: 'lists.sortYear',
  rating: 'lists.sortRating',
} as const;

type Move = { before: string } | { after: string };

/** Moves `items[from]` to `to`, and the server's words for the same move (null: no move). */
function moved(
  items: readonly ListItem[],
  from: number,
  to: number,
): { items: ListItem[]; move: Move | null } {
  if (from === to || to < 0 || to >= items.length) return { items: [...items], move: null };
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  const neighbour = items[to]!;
  return {
    items: next,
    move: to < from ? { before: listItemKey(neighbour) } : { after: listItemKey(neighbour) },
  };
}

/** One list: its details, its titles a page (50) at a time, notes, order by hand or by a sort. */
export function ListEditor({ id }: { id: number | null }) {
  const t = useT();
  const query = trpc.lists.get.useInfiniteQuery(
    { id: id ?? 0, page: 1 },
    {
      enabled: id !== null,
      initialCursor: { page: 1, after: null },
      getNextPageParam: (last) =>
        last.page < last.totalPages ? { page: last.page + 1, after: last.nextAfter } : undefined,
    },
  );
  const first = query.data?.pages[0];
  useDocumentTitle(first?.name ?? t('lists.title'));
  if (id === null || httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400)
    return (
      <div className={PAGE_CLASS}>
        <BackLink />
        <NotShared />
      </div>
    );
  if (query.isLoading)
    return (
      <div className={PAGE_CLASS} aria-busy="true">
        <BackLink />
        <div className="mt-4 h-8 w-60 animate-pulse rounded bg-surface" />
        <div className="mt-6">
          <OverviewRows />
        </div>
      </div>
    );
  if (query.error || !first)
    return (
      <div className={PAGE_CLASS}>
        <BackLink />
        <ErrorBanner message={t('lists.loadFailed')} onRetry={() => void query.refetch()} />
      </div>
    );
  return (
    <Editor
      list={first}
      items={query.data!.pages.flatMap((p) => p.items)}
      more={query.hasNextPage ? () => void query.fetchNextPage() : null}
      loadingMore={query.isFetchingNextPage}
    />
  );
}

function BackLink() {
  const t = useT();
  return (
    <Link href="/lists" className={buttonClass('ghost', 'sm', '-ms-3')}>
      <ChevronLeftIcon size={16} />
      {t('lists.back')}
    </Link>
  );
}

function Editor({
  list,
  items,
  more,
  loadingMore,
}: {
  list: ListPage;
  items: ListItem[];
  more: (() => void) | null;
  loadingMore: boolean;
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [local, setLocal] = useState(items);
  useEffect(() => setLocal(items), [items]);
  const [said, say] = useState('');
  const refresh = () => utils.lists.invalidate();
  const failed = (e: unknown) => {
    toast({ kind: 'error', message: errorMessage(e, t('lists.saveFailed')) });
    setLocal(items);
  };
  const update = trpc.lists.update.useMutation({ onSuccess: refresh, onError: failed });
  const edit = trpc.lists.editItem.useMutation({ onSuccess: refresh, onError: failed });
  const remove = trpc.lists.removeItem.useMutation({ onSuccess: refresh, onError: failed });
  const manual = list.sort === 'manual';

  const moveFrom = (base: readonly ListItem[], from: number, to: number) => {
    const { items: next, move: m } = moved(base, from, to);
    if (!m) return;
    setLocal(next);
    const item = base[from]!;
    edit.mutate({ id: list.id, item: { mediaType: item.mediaType, mediaId: item.mediaId }, edit: m });
  };
  const move = (from: number, to: number) => moveFrom(local, from, to);
  // A keyboard drop: the title already shows at `to`; the list before the pick-up is the base.
  const drop = (from: number, to: number) => moveFrom(moved(local, to, from).items, from, to);

  return (
    <div className={PAGE_CLASS}>
      <BackLink />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{list.name}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('lists.count', { count: list.itemCount })} · {t(VISIBILITY_LABEL[list.visibility])}
          </p>
          {list.description && (
            <p className="mt-2 max-w-2xl whitespace-pre-line text-fg-secondary">{list.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('lists.edit')}
          </Button>
          {list.visibility !== 'private' && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copyShareLink(list.slug, t('lists.linkCopied'), t('lists.saveFailed'))}
              >
                <CopyIcon size={16} />
                {t('lists.copyLink')}
              </Button>
              <Link href={`/list/${list.slug}`} className={buttonClass('secondary', 'sm')}>
                <ExternalIcon size={16} />
                {t('lists.sharePage')}
              </Link>
            </>
          )}
        </div>
      </div>
      <ListFormDialog open={editing} onOpenChange={setEditing} list={list} />

      {local.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={t('lists.itemsEmptyTitle')} message={t('lists.itemsEmptyMessage')} />
        </div>
      ) : (
        <>
          <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
            <p id="list-reorder-help" className="text-sm text-muted">
              {manual ? t('lists.reorderHelp') : t('lists.manualOnly')}
            </p>
            <InlineSelect
              label={t('lists.sort')}
              tone="secondary"
              value={list.sort}
              options={LIST_SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
              onValueChange={(s) => update.mutate({ id: list.id, changes: { sort: s as ListSort } })}
            />
          </div>
          <p className="sr-only" aria-live="assertive" data-testid="list-live">
            {said}
          </p>
          <ol className="space-y-3" aria-label={list.name}>
            {local.map((item, index) => (
              <EditableItem
                key={listItemKey(item)}
                item={item}
                index={index}
                total={local.length}
                manual={manual}
                onMove={move}
                onDrop={drop}
                onPreview={(from, to) => setLocal((cur) => moved(cur, from, to).items)}
                onCancel={() => setLocal(items)}
                say={say}
                onNote={(note) =>
                  edit.mutate({
                    id: list.id,
                    item: { mediaType: item.mediaType, mediaId: item.mediaId },
                    edit: { note },
                  })
                }
                onRemove={() => {
                  setLocal((cur) => cur.filter((i) => i !== item));
                  remove.mutate({ id: list.id, item: { mediaType: item.mediaType, mediaId: item.mediaId } });
                }}
              />
            ))}
          </ol>
          {more && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={more} disabled={loadingMore}>
                {t('lists.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * One title with its note and controls. Its handle reorders by keyboard (Space picks up, the
 * arrows move, Space drops, Escape puts it back; each step is announced) and by pointer
 * (drag the handle onto another title's place); Move up / Move down do one step.
 */
function EditableItem({
  item,
  index,
  total,
  manual,
  onMove,
  onDrop,
  onPreview,
  onCancel,
  say,
  onNote,
  onRemove,
}: {
  item: ListItem;
  index: number;
  total: number;
  manual: boolean;
  onMove: (from: number, to: number) => void;
  onDrop: (from: number, to: number) => void;
  onPreview: (from: number, to: number) => void;
  onCancel: () => void;
  say: (text: string) => void;
  onNote: (note: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const title = itemTitle(item);
  const [note, setNote] = useState(item.note);
  useEffect(() => setNote(item.note), [item.note]);
  /** Where the title was when picked up with the keyboard (null: not picked up). */
  const [picked, setPicked] = useState<number | null>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const dragging = useRef(false);
  const pos = (i: number) => ({ title, position: formatCount(i + 1), total: formatCount(total) });

  // The handle keeps focus as its title moves (React moves the element with its key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus after each move (index)
  useEffect(() => {
    if (picked !== null) handle.current?.focus();
  }, [index, picked]);

  function onKey(e: KeyboardEvent) {
    if (!manual) return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (picked === null) {
        setPicked(index);
        say(t('lists.picked', pos(index)));
      } else {
        const from = picked;
        setPicked(null);
        say(t('lists.dropped', pos(index)));
        if (from !== index) onDrop(from, index);
      }
    } else if (picked !== null && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      const to = e.key === 'ArrowUp' ? index - 1 : index + 1;
      if (to < 0 || to >= total) return;
      onPreview(index, to);
      say(t('lists.movedTo', pos(to)));
    } else if (picked !== null && e.key === 'Escape') {
      e.preventDefault();
      setPicked(null);
      onCancel();
      say(t('lists.cancelled', { title }));
    }
  }

  function onPointerDown(e: PointerEvent<HTMLButtonElement>) {
    if (!manual || e.button !== 0) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
  }
  function onPointerUp(e: PointerEvent<HTMLButtonElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    const under = document
      .elementsFromPoint(e.clientX, e.clientY)
      .map((el) => el.closest<HTMLElement>('[data-list-index]'))
      .find((el) => el && el.dataset.listIndex !== String(index));
    const to = under ? Number(under.dataset.listIndex) : index;
    if (to !== index) {
      onMove(index, to);
      say(t('lists.dropped', pos(to)));
    }
  }

  const noteId = `note-${listItemKey(item)}`;
  return (
    <li
      data-list-index={index}
      data-testid="list-item"
      className={picked !== null ? 'rounded-lg ring-2 ring-accent' : ''}
    >
      <ListItemCard
        item={item}
        noteSlot={
          <form
            className="mt-2 flex flex-col gap-2 sm:flex-row"
            onSubmit={(e) => {
              e.preventDefault();
              onNote(note);
            }}
          >
            <label htmlFor={noteId} className="sr-only">
              {t('lists.noteFor', { title })}
            </label>
            <input
              id={noteId}
              value={note}
              maxLength={LIST_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              placeholder={t('lists.noteFor', { title })}
              className="h-9 min-w-0 flex-1 rounded-md border border-border bg-canvas px-3 text-sm text-fg placeholder:text-subtle focus:border-accent focus:outline-none"
            />
            {note !== item.note && (
              <Button type="submit" size="sm" variant="secondary">
                {t('lists.saveNote')}
              </Button>
            )}
          </form>
        }
      >
        <div className="flex shrink-0 flex-col items-center gap-1">
          {manual && (
            <>
              <button
                ref={handle}
                type="button"
                aria-label={t('lists.reorder', { title })}
                aria-describedby="list-reorder-help"
                aria-pressed={picked !== null}
                onKeyDown={onKey}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                className={buttonClass('ghost', 'sm', 'cursor-grab touch-none px-2')}
                data-testid="reorder-handle"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
                  <circle cx="9" cy="6" r="1.6" />
                  <circle cx="15" cy="6" r="1.6" />
                  <circle cx="9" cy="12" r="1.6" />
                  <circle cx="15" cy="12" r="1.6" />
                  <circle cx="9" cy="18" r="1.6" />
                  <circle cx="15" cy="18" r="1.6" />
                </svg>
              </button>
              <button
                type="button"
                aria-label={t('lists.moveUp', { title })}
                title={t('lists.moveUp', { title })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                className={buttonClass('ghost', 'sm', 'px-2 disabled:opacity-40')}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                aria-label={t('lists.moveDown', { title })}
                title={t('lists.moveDown', { title })}
                disabled={index === total - 1}
                onClick={() => onMove(index, index + 1)}
                className={buttonClass('ghost', 'sm', 'px-2 disabled:opacity-40')}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </>
          )}
          <button
            type="button"
            aria-label={t('lists.remove', { title })}
            title={t('lists.remove', { title })}
            onClick={onRemove}
            className={buttonClass('dangerGhost', 'sm', 'px-2')}
          >
            <TrashIcon size={16} />
          </button>
        </div>
      </ListItemCard>
    </li>
  );
}
