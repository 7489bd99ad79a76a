import { useT } from '../../i18n/react';

/** Active-filter chips, each removable, plus Clear All. A chip showing catalogue or typed text is `content`. */
export function FilterChips<K extends string>({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly { key: K; label: string; content?: boolean }[];
  onRemove: (key: K) => void;
  onClearAll: () => void;
}) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{t('media.chips.active')}</span>
      {chips.map((c) => (
        <span
          key={c.key}
          className="inline-flex items-center gap-1 rounded-full border border-border-strong bg-surface-raised/80 py-1 ps-3 pe-1 text-xs text-fg-soft"
        >
          {c.content ? <span data-content="">{c.label}</span> : c.label}
          <button
            type="button"
            onClick={() => onRemove(c.key)}
            aria-label={t('media.chips.remove', { label: c.label })}
            className="flex h-5 w-5 items-center justify-center rounded-full text-muted hover:bg-surface-hover hover:text-white"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={onClearAll}
        className="rounded px-2 py-1 text-xs font-medium text-accent-fg hover:text-white"
      >
        {t('media.chips.clearAll')}
      </button>
    </div>
  );
}
