import { Suspense, useDeferredValue } from 'react';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Hero } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { ROW_TITLE } from '../../components/media/row-titles';
import { HeroSkeleton, RowSkeleton } from '../../components/media/Skeletons';
import { withMessages } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { ImageBaseProvider } from '../../lib/image-base';
import { lazyPart } from '../../lib/lazy-part';
import { trpc } from '../../lib/trpc';
import { Recommended } from './Recommended';
import { shouldShowWelcome } from './welcome';

const HOME_STALE_MS = 5 * 60_000;

// Signed-in readers only: a visitor's Home never downloads the row or My List's messages.
const ContinueRow = lazyPart(
  withMessages(['account'], () => import('../../components/continue/ContinueRow')),
);

// A first visit's welcome (its timer and dialog): code a returning reader never downloads.
const Welcome = lazyPart(() => import('./Welcome').then((m) => ({ default: m.Welcome })));

// Two row placeholders fill the first screen under the hero; more would only cost work.
const skeletonRows = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <RowSkeleton key={i} />
  ));

/**
 * Home: hero, Recommended for You (signed in), the eight rows. `catalogue.home` is one query
 * and `catalogue.config` is asked in the same render, so the page's data is one request.
 */
export default function Home() {
  const t = useT();
  useDocumentTitle(null);
  const home = trpc.catalogue.home.useQuery(undefined, { staleTime: HOME_STALE_MS });
  // The hero (the largest paint) renders as soon as the data lands; the rows follow as a
  // transition, which React slices into short tasks so the page stays responsive.
  const rows = useDeferredValue(home.data?.rows);
  const signedIn = useAuth().status === 'signed-in';

  return (
    <ImageBaseProvider>
      <div className="pb-8">
        {home.data ? (
          <>
            {home.data.hero ? (
              <Hero item={home.data.hero} />
            ) : (
              <h1 className="sr-only">{t('shell.nav.home')}</h1>
            )}
            <div className="mx-auto max-w-7xl pt-2">
              {signedIn && (
                <Suspense fallback={null}>
                  <ContinueRow />
                </Suspense>
              )}
              <Recommended />
              {rows
                ? rows.map((row) => (
                    <MediaRow
                      key={row.key}
                      title={t(ROW_TITLE[row.key])}
                      items={row.items}
                      viewAll={row.viewAll}
                    />
                  ))
                : skeletonRows(2)}
            </div>
          </>
        ) : home.isError ? (
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <h1 className="sr-only">{t('shell.nav.home')}</h1>
            <ErrorBanner message={t('shell.home.loadFailed')} onRetry={() => home.refetch()} />
          </div>
        ) : (
          <div aria-busy="true" aria-label={t('shell.home.loading')} role="status">
            <HeroSkeleton />
            <div className="mx-auto max-w-7xl">{skeletonRows(2)}</div>
          </div>
        )}
        {shouldShowWelcome() && (
          <Suspense fallback={null}>
            <Welcome />
          </Suspense>
        )}
      </div>
    </ImageBaseProvider>
  );
}
