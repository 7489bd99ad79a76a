import { clsx } from 'clsx';
import { useT } from '../../i18n/react';
import { Icon } from '../layout/icons';

export type ViewMode = 'grid' | 'list';

/** Grid / list switch (two pressed-state buttons). */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (v: ViewMode) => void }) {
  const t = useT();
  const btn = (v: ViewMode, label: string, d: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      aria-label={label}
      title={label}
      onClick={() => onChange(v)}
      // clsx, not cn(): no classes here compete, and tailwind-merge stays off the listings.
      className={clsx(
        'flex h-9 w-9 items-center justify-center rounded',
        view === v ? 'bg-surface-hover text-white' : 'text-muted hover:bg-surface-raised hover:text-white',
      )}
    >
      <Icon strokeWidth={1.8}>
        <path d={d} />
      </Icon>
    </button>
  );
  return (
    <div className="flex rounded-md border border-border bg-surface p-0.5">
      {btn('grid', t('media.view.grid'), 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z')}
      {btn('list', t('media.view.list'), 'M4 6h16M4 12h16M4 18h16')}
    </div>
  );
}
