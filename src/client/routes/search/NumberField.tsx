import { useEffect, useState } from 'react';
import { Input } from '../../components/ui/forms';

/**
 * A number input that lets the visitor type freely ('19' on the way to '1995') and commits
 * only a value inside [min, max] as they type, or the clamped value when they leave the field.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onCommit: (v: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const parse = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
  const commitClamped = () => {
    const n = parse(draft);
    const next = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
    setDraft(String(next));
    if (next !== value) onCommit(next);
  };

  return (
    <Input
      type="number"
      tone="canvas"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      aria-label={label}
      min={min}
      max={max}
      step={step}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = parse(e.target.value);
        if (Number.isFinite(n) && n >= min && n <= max && (step >= 1 ? Number.isInteger(n) : true))
          onCommit(n);
      }}
      onBlur={commitClamped}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commitClamped();
      }}
    />
  );
}
