import { type AnyLocale, dirOf } from '@shared/i18n/locales';
import { Direction } from 'radix-ui';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocale, useT } from '../../i18n/react';
import { useCardsShown } from '../../lib/card-save-state';
import { lazyPart } from '../../lib/lazy-part';
import { keepsScroll } from '../../lib/scroll-entry';
import { AuthDialogProvider } from '../auth/AuthDialogs';
import { ErrorBoundary } from '../ErrorBoundary';
import { Toaster } from '../ui/Toast';
import { Header } from './Header';
import { MobileTabBar, MobileTopBar } from './MobileNav';
import { usePath } from './nav';
import { OfflineBanner } from './OfflineBanner';
import { RouteFocus } from './RouteFocus';

// My List's state for the cards on screen: one copy, loaded with the first card's save toggle.
const CardSaveBridge = lazyPart(() => import('../media/CardSaveBridge'));
// Below every page's fold: not part of the first paint's code.
const Footer = lazyPart(() => import('./Footer').then((m) => ({ default: m.Footer })));

function CardSaveHost() {
  return useCardsShown() ? (
    <Suspense fallback={null}>
      <CardSaveBridge />
    </Suspense>
  ) : null;
}

/**
 * The frame of every page: skip link, header (desktop) or top bar and tab bar (phone), the
 * screen inside its own error boundary, footer, and the auth dialogs any screen can open.
 * Radix parts read the reading direction from here (menus open and arrow keys move toward
 * the end of the line, right-to-left in Arabic).
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const dir = dirOf((useLocale() || 'en') as AnyLocale);
  const path = usePath();
  // The profile picker is a screen of its own: no bars around it.
  const bare = path === '/profiles';
  // A new address starts at the top, as a full page load would, unless its history entry
  // keeps the scroll (lib/scroll-memory.ts decides; the first render keeps the browser's own
  // scroll restoration).
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (!keepsScroll()) window.scrollTo(0, 0);
  }, [path]);

  return (
    <Direction.Provider dir={dir}>
      <AuthDialogProvider>
        {/* Nothing may widen the page past the screen (a phone would zoom out, and the tab bar
            would leave the screen): the frame is the containing block of everything positioned
            inside it (a screen-reader-only label in a scrolling row included) and clips
            sideways, without becoming a scroller (the header stays sticky); long words wrap. */}
        <div
          className={`relative flex min-h-dvh flex-col overflow-x-clip break-words bg-canvas text-fg ${bare ? '' : 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0'}`}
        >
          <a
            href="#main-content"
            className="sr-only rounded-md bg-accent font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[70] focus:px-4 focus:py-2"
          >
            {t('shell.header.skipToContent')}
          </a>
          {!bare && <Header />}
          {!bare && <MobileTopBar />}
          <OfflineBanner />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {/* A crash in one screen keeps the header usable; moving elsewhere clears it. */}
            <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>
          </main>
          {!bare && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
          {!bare && <MobileTabBar />}
          <Toaster />
          <CardSaveHost />
          <RouteFocus path={path} />
        </div>
      </AuthDialogProvider>
    </Direction.Provider>
  );
}
