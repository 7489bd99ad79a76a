import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createTRPCQueryUtils, getQueryKey } from '@trpc/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchRouteData } from '../../src/client/lib/route-prefetch';
import { queryClient as appQueryClient, trpc, trpcClient } from '../../src/client/lib/trpc';
import type { AppRouter } from '../../src/server/trpc/root';
import { mockApi, trpcCalls, trpcError, trpcQuery } from '../msw/app-api';
import { movieDetail } from '../msw/app-data';
import { renderApp } from './render';

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/**
 * Puts a data block into the page as the server does (http/boot-data.ts): the calls'
 * answers as TanStack Query's dehydrated state, with the language the page was answered in.
 */
function pageWithData(locale: string, fill: (utils: Utils) => void): void {
  const queryClient = new QueryClient();
  fill(createTRPCQueryUtils({ queryClient, client: trpcClient }));
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify({ locale, state: dehydrate(queryClient) });
  document.body.append(block);
}

const fightClub = (utils: Utils) => {
  utils.catalogue.movie.setData({ id: 550 }, movieDetail());
  utils.catalogue.config.setData(undefined, { imageBaseUrl: 'https://image.test/t/p', source: 'demo' });
};

describe('a page’s first data', () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    appQueryClient.clear();
  });

  it('shows what came inside the page without asking the server, and takes the block once', async () => {
    // Where to watch depends on the reader's region, which the page's block does not hold.
    mockApi(trpcError('catalogue.watchProviders', 503, 'Later'));
    pageWithData('en', fightClub);
    prefetchRouteData('/movie/550', '');
    expect(document.getElementById('boot-data')).toBeNull();
    renderApp('/movie/550', { queryClient: appQueryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeTruthy();
    expect(trpcCalls.filter((c) => c.path === 'catalogue.movie')).toEqual([]);
  });

  it('leaves a block answered in another language aside, and starts the screen’s calls itself', async () => {
    mockApi(trpcQuery('catalogue.movie', movieDetail()), trpcError('catalogue.watchProviders', 503, 'Later'));
    pageWithData('ja', fightClub);
    prefetchRouteData('/movie/550', '');
    // Before any render: the calls the route declares, with the input the screen passes.
    await waitFor(() =>
      expect(trpcCalls.find((c) => c.path === 'catalogue.movie')?.input).toEqual({ id: 550 }),
    );
    expect(appQueryClient.getQueryData(getQueryKey(trpc.catalogue.movie, { id: 550 }, 'query'))).toEqual(
      movieDetail(),
    );
  });
});
