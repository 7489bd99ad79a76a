import { useCallback, useId, useState } from 'react';
import { Link } from 'wouter';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { Notice, type NoticeValue } from '../ui/Notice';
import { UndoToaster } from '../ui/UndoToast';
import { ContinueCard } from './ContinueCard';
import { useContinueList } from './useContinueList';
import { continueKey, useContinueRemoval } from './useContinueRemoval';

/**
 * Home's Continue Watching row: My List's entries (same list, same targets, same remove with
 * Undo) side by side. Loaded on its own for signed-in readers only, so visitors' Home never
 * carries it; it shows nothing until there is something to continue.
 */
export default function ContinueRow() {
  const t = useT();
  const headingId = useId();
  const list = useContinueList(true);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const onFailure = useCallback(
    () => setNotice({ kind: 'error', message: translate('account.myList.removeFailed') }),
    [],
  );
  const removal = useContinueRemoval(list.remove, onFailure);
  const shown = list.items.filter((i) => !removal.pending.has(continueKey(i)));

  return (
    <>
      {shown.length > 0 && (
        <section aria-labelledby={headingId} className="py-3" data-row="continue">
          <div className="mb-2 flex items-end justify-between gap-3 px-4 sm:px-6">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
              {t('account.myList.continueWatching')}
            </h2>
            <Link
              href="/my-list"
              className="shrink-0 rounded text-sm font-medium text-fg-secondary hover:text-white"
              aria-label={t('media.row.viewAllLabel', { title: t('account.myList.continueWatching') })}
            >
              {t('media.row.viewAll')}
            </Link>
          </div>
          <ul
            aria-labelledby={headingId}
            className="scrollbar-none relative flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 py-2 sm:scroll-px-6 sm:px-6"
          >
            {shown.map((item) => (
              <ContinueCard
                key={continueKey(item)}
                item={item}
                onRemove={() => removal.schedule(item)}
                className="w-[18.5rem] shrink-0 snap-start sm:w-80"
              />
            ))}
          </ul>
        </section>
      )}
      {notice && (
        <div className="px-4 sm:px-6">
          <Notice notice={notice} onClose={closeNotice} />
        </div>
      )}
      <UndoToaster items={removal.toasts} onClose={removal.settle} />
    </>
  );
}
