import type { ReactNode } from 'react';

export function Layout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-zinc-950 text-zinc-100">{children}</div>;
}
