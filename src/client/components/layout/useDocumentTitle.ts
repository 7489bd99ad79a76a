import { useEffect } from 'react';

/** The tab's title of a screen without one of its own, or whose own is still loading. */
export const APP_TITLE = 'Marquee';

/** "Title · Marquee" in the tab, for history entries and screen readers. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
