import type { HomeRowKey } from '@shared/catalogue';
import { useDeferredValue } from 'react';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Hero } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { HeroSkeleton, RowSkeleton } from '../../components/media/Skeletons';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { ImageBaseProvider } from '../../lib/image-base';
import { trpc } from '../../lib/trpc';
import { Recommended } from './Recommended';
import { Welcome } from './Welcome';

const HOME_STALE_MS = 5 * 60_000;

/** Each row's title in the reader's language (the server's are English). */
const ROW_TITLE: Record<HomeRowKey, MessageKey> = {
  trending: 'media.row.trending',
  popularMovies: 'media.row.popularMovies',
  trendingTv: 'media.row.trendingTv',
  popularTv: 'media.row.popularTv',
  netflix: 'media.row.netflix',
  disney: 'media.row.disney',
  hbo: 'media.row.hbo',
  prime: 'media.row.prime',
};

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
        <Welcome />
      </div>
    </ImageBaseProvider>
  );
}
