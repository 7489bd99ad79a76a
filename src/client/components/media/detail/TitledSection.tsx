import type { ReactNode } from 'react';

/**
 * A detail page's section under its heading (Overview, Cast, Trailer, a biography, a
 * collection's parts), named by it for screen readers. `tight`: text follows, closer.
 */
export function TitledSection({
  id,
  title,
  tight = false,
  className,
  children,
}: {
  id: string;
  title: string;
  tight?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={`${tight ? 'mb-2' : 'mb-3'} text-xl font-semibold`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
