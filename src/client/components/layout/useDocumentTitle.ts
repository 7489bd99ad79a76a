import { useEffect } from 'react';

/** "Title · Marquee" in the tab, for history entries and screen readers. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Marquee` : 'Marquee';
  }, [title]);
}
