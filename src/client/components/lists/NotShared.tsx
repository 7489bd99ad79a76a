import { useT } from '../../i18n/react';

/** A list that is not there for this reader (private, deleted, never made). */
export function NotShared() {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <h1 className="text-xl font-semibold text-white">{t('lists.notFoundTitle')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('lists.notFoundText')}</p>
    </div>
  );
}
