import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Routes } from '../../src/client/app';
import { ErrorBoundary } from '../../src/client/components/ErrorBoundary';
import { Layout } from '../../src/client/components/layout/Layout';
import { LanguageProvider } from '../../src/client/i18n/react';
import { AuthProvider } from '../../src/client/lib/auth';
import { PreferencesSync } from '../../src/client/lib/preferences-sync';
import { KEYS } from '../../src/client/lib/storage';
import { queryClient as appQueryClient, trpc, trpcClient } from '../../src/client/lib/trpc';
import { mockApi, trpcQuery } from '../msw/app-api';
import type { User } from '../msw/app-data';

/** A session token of the shape the server issues; msw does not check it. */
export const TEST_TOKEN = 'c'.repeat(43);

/**
 * Stores a session as a returning visitor's browser has it and answers the session check with
 * `user`, so the app starts signed in (AuthProvider verifies the stored token with auth.me).
 */
export function signIn(user: User): void {
  localStorage.setItem(KEYS.token, TEST_TOKEN);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  mockApi(trpcQuery('auth.me', user));
}

/** A query client as the app configures it (retry rules included), without the waits between retries. */
function freshQueryClient(): QueryClient {
  const defaults = appQueryClient.getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retryDelay: 0 } },
  });
}

/**
 * Mounts the app at `path` inside its real providers: tRPC and React Query (a fresh cache per
 * test, unless one is given), the session, the page layout (header, auth dialogs, toasts) and
 * the route table, on a memory location the test can read (`location.history`) and navigate.
 */
export function renderApp(
  path: string,
  options: {
    signedInAs?: User;
    queryClient?: QueryClient;
    /** Mount the app's preferences sync (the test answers `preferences.get` and `.save`). */
    syncPreferences?: boolean;
  } = {},
) {
  // The welcome dialog of a first visit is its own test's business, not every screen's.
  localStorage.setItem(KEYS.welcomeShown, 'true');
  if (options.signedInAs) signIn(options.signedInAs);
  const location = memoryLocation({ path, record: true });
  const queryClient = options.queryClient ?? freshQueryClient();
  const user = userEvent.setup();
  const view = render(
    <LanguageProvider>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AuthProvider>
              {options.syncPreferences && <PreferencesSync />}
              <ErrorBoundary>
                <Layout>
                  <Suspense fallback={<div aria-busy="true" />}>
                    <Routes />
                  </Suspense>
                </Layout>
              </ErrorBoundary>
            </AuthProvider>
          </Router>
        </QueryClientProvider>
      </trpc.Provider>
    </LanguageProvider>,
  );
  /** The path (and query) the app is at now. */
  const currentPath = () => location.history.at(-1) ?? path;
  return { ...view, user, location, currentPath, queryClient };
}
