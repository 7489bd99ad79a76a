import type { DiaryEntry } from '@shared/schemas/diary';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { refreshDiary, useDiaryPages } from '../../components/diary/diary-data';
import { LogViewingDialog } from '../../components/diary/LogViewingDialog';
import { Icon, TrashIcon } from '../../components/layout/icons';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { detailHref } from '../../components/media/MediaCard';
import { MediaImage } from '../../components/media/MediaImage';
import { StarsDisplay } from '../../components/rating/StarRating';
import { Button } from '../../components/ui/Button';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { UndoToaster } from '../../components/ui/UndoToast';
import { useUndoableRemoval } from '../../components/ui/useUndoableRemoval';
import { t as translate } from '../../i18n';
import { cached, formatCount } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/react';
import { trpcClient } from '../../lib/trpc';

const keyOf = (e: DiaryEntry) => String(e.id);

/** An entry's title, or a stand-in when the catalogue gave none when it was logged. */
const titleOf = (e: DiaryEntry) =>
  e.title ??
  translate(e.media_type === 'movie' ? 'account.continue.movieNumber' : 'account.continue.showNumber', {
    id: e.media_id,
  });

/** "March 2024" in the reader's language (the day is a calendar day: formatted in UTC). */
const monthName = (month: string) =>
  cached(
    'diary-month',
    (l) => new Intl.DateTimeFormat(l, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.parse(`${month}-01T00:00:00Z`));
/** "Sat 2" in the reader's language. */
const dayName = (day: string) =>
  cached(
    'diary-day',
    (l) => new Intl.DateTimeFormat(l, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }),
  ).format(Date.parse(`${day}T00:00:00Z`));
/** "2 March 2024", for the entry's full date read out. */
const fullDate = (day: string) =>
  cached('diary-date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' })).format(
    Date.parse(`${day}T00:00:00Z`),
  );

/** Entries by month, in their order (newest first). */
function byMonth(entries: readonly DiaryEntry[]): [string, DiaryEntry[]][] {
  const groups = new Map<string, DiaryEntry[]>();
  for (const e of entries) {
    const month = e.watched_on.slice(0, 7);
    const list = groups.get(month);
    if (list) list.push(e);
    else groups.set(month, [e]);
  }
  return [...groups];
}

/** My List's Diary tab: every viewing by month, newest first, each editable and deletable with Undo. */
export function DiaryTab() {
  const t = useT();
  useLocale(); // month and day names follow the language
  const pages = useDiaryPages();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const onFailure = useCallback(
    () => setNotice({ kind: 'error', message: translate('diary.removeFailed') }),
    [],
  );
  const removal = useUndoableRemoval({
    keyOf,
    message: (e: DiaryEntry) => translate('diary.removed', { title: titleOf(e) }),
    remove: async (e: DiaryEntry) => {
      await trpcClient.diary.remove.mutate({ id: e.id });
      await refreshDiary();
    },
    onFailure,
  });
  const entries = useMemo(
    () => (pages.data?.pages ?? []).flatMap((p) => p.entries).filter((e) => !removal.pending.has(keyOf(e))),
    [pages.data, removal.pending],
  );

  if (pages.isPending) return <DiarySkeleton />;
  if (pages.isError)
    return <ErrorBanner message={t('diary.loadFailed')} onRetry={() => void pages.refetch()} />;

  return (
    <>
      <Notice notice={notice} onClose={closeNotice} />
      {entries.length === 0 && !pages.hasNextPage ? (
        <EmptyState
          title={t('diary.emptyTitle')}
          message={t('diary.emptyMessage')}
          links={[{ href: '/', label: t('diary.browse') }]}
        />
      ) : (
        <div className="space-y-8">
          {byMonth(entries).map(([month, list]) => (
            <section key={month} aria-labelledby={`diary-${month}`}>
              <h2
                id={`diary-${month}`}
                className="sticky top-14 z-10 mb-3 border-b border-border bg-canvas/95 py-2 text-lg font-semibold text-white"
              >
                {monthName(month)}
              </h2>
              <ul className="divide-y divide-border" data-testid="diary-month" data-month={month}>
                {list.map((entry) => (
                  <DiaryRow
                    key={entry.id}
                    entry={entry}
                    onEdit={() => setEditing(entry)}
                    onRemove={() => removal.schedule(entry)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {pages.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                busy={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {t('diary.loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}
      {editing && (
        <LogViewingDialog
          mode={{ kind: 'edit', entry: editing, title: titleOf(editing) }}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSaved={(_e, message) => setNotice({ kind: 'success', message })}
        />
      )}
      <UndoToaster items={removal.toasts} onClose={removal.settle} />
    </>
  );
}

function DiaryRow({
  entry,
  onEdit,
  onRemove,
}: {
  entry: DiaryEntry;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const title = titleOf(entry);
  const episode =
    entry.season !== null && entry.episode !== null
      ? t('diary.episode', { season: formatCount(entry.season), episode: formatCount(entry.episode) })
      : null;
  const href =
    episode !== null
      ? `/tv/${entry.media_id}/${entry.season}/${entry.episode}`
      : detailHref({ id: Number(entry.media_id), mediaType: entry.media_type });
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4" data-testid="diary-entry">
      <time
        dateTime={entry.watched_on}
        title={fullDate(entry.watched_on)}
        className="w-14 shrink-0 text-center text-xs font-semibold text-fg-soft sm:w-16 sm:text-sm"
      >
        {dayName(entry.watched_on)}
      </time>
      <Link href={href} className="group flex min-w-0 flex-1 items-center gap-3 rounded-md outline-offset-4">
        <div className="relative aspect-[2/3] w-11 shrink-0 overflow-hidden rounded bg-surface-raised ring-1 ring-white/5 sm:w-12">
          <MediaImage path={entry.poster_path} kind="poster" sizes="48px" />
        </div>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-fg group-hover:text-white">
            {title}
            {episode && <span className="ms-2 text-muted">{episode}</span>}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span className="sr-only">{fullDate(entry.watched_on)}</span>
            {entry.rating !== null && <StarsDisplay rating={entry.rating} />}
            {entry.rewatch && (
              <span
                className="inline-flex items-center gap-1 font-medium text-accent-fg"
                data-testid="rewatch-mark"
              >
                <Icon size={13} strokeWidth={2.4}>
                  <path d="M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4" />
                </Icon>
                {t('diary.rewatchMark')}
              </span>
            )}
            {entry.source === 'auto' && <span>{t('diary.auto')}</span>}
          </p>
        </div>
      </Link>
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('diary.edit', { title })}
          title={t('diary.edit', { title })}
          className="flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-white"
        >
          <Icon size={17}>
            <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
          </Icon>
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('diary.remove', { title })}
          title={t('diary.remove', { title })}
          className="flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-white"
        >
          <TrashIcon size={17} />
        </button>
      </div>
    </li>
  );
}

function DiarySkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('diary.loading')} role="status">
      <div className="mb-4 h-6 w-40 animate-pulse rounded bg-surface-raised" />
      <ul className="divide-y divide-border">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
          <li key={i} className="flex items-center gap-3 py-3">
            <div className="h-4 w-12 animate-pulse rounded bg-surface-raised" />
            <div className="aspect-[2/3] w-11 animate-pulse rounded bg-surface-raised" />
            <div className="flex-1 space-y-2">
              <div className="h-3.5 w-1/2 animate-pulse rounded bg-surface-raised" />
              <div className="h-3 w-1/4 animate-pulse rounded bg-surface-raised" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
