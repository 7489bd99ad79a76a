import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '../layout/icons';
import { buttonClass } from '../ui/Button';

/** A page to go to from an empty list: the first is the primary way on, the rest secondary. */
export interface EmptyStateLink {
  href: string;
  label: string;
}

/** What an empty list says, and where to go from it. */
export function EmptyState({
  title,
  message,
  links = [],
}: {
  title: string;
  message?: ReactNode;
  links?: readonly EmptyStateLink[];
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <Icon size={40} strokeWidth={1.5} className="text-faint">
        <path d="M4 6h16v12H4zM4 10h16M8 6v4m8-4v4" />
      </Icon>
      <h2 className="mt-4 text-lg font-semibold text-fg">{title}</h2>
      {message && <p className="mt-1 max-w-md text-sm text-muted">{message}</p>}
      {links.length > 0 && (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {links.map((l, i) => (
            <Link key={l.href} href={l.href} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
              {l.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
