import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';

/** `count` grey blocks standing in for content that is loading (hidden from screen readers). */
export function Placeholders({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <div key={i} aria-hidden="true" className={className} />
  ));
}

/** A stand-in while something loads: screen readers hear `label`'s words, everyone else sees the children. */
export function Loading({
  label,
  className,
  children,
}: {
  label: MessageKey;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{t(label)}</span>
      {children}
    </div>
  );
}
