import type { ReactNode } from 'react';

/** A screen that cannot be shown yet (e.g. Sign In Required): an icon, a heading, why, and what to do. */
export function MessageScreen({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center md:py-28">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-surface text-fg-secondary ring-1 ring-border">
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold text-white">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
