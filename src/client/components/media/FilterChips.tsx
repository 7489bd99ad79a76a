/** Active-filter chips, each removable, plus Clear All. */
export function FilterChips<K extends string>({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly { key: K; label: string }[];
  onRemove: (key: K) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">Active filters:</span>
      {chips.map((c) => (
        <span
          key={c.key}
          className="inline-flex items-center gap-1 rounded-full border border-zinc-700 bg-zinc-800/80 py-1 ps-3 pe-1 text-xs text-zinc-200"
        >
          {c.label}
          <button
            type="button"
            onClick={() => onRemove(c.key)}
            aria-label={`Remove filter ${c.label}`}
            className="flex h-5 w-5 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-700 hover:text-white"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={onClearAll}
        className="rounded px-2 py-1 text-xs font-medium text-brand-hover hover:text-white"
      >
        Clear All
      </button>
    </div>
  );
}
