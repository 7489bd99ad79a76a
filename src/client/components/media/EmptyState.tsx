import type { ReactNode } from 'react';
import { Icon } from '../layout/icons';

/** What an empty list says, and what to do about it. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <Icon size={40} strokeWidth={1.5} className="text-faint">
        <path d="M4 6h16v12H4zM4 10h16M8 6v4m8-4v4" />
      </Icon>
      <h2 className="mt-4 text-lg font-semibold text-fg">{title}</h2>
      {message && <p className="mt-1 max-w-md text-sm text-muted">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
