import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/layout/Layout';
import { LanguageProvider } from './i18n/react';
import { AuthProvider } from './lib/auth';
import { PreferencesSync } from './lib/preferences-sync';
import './lib/route-prefetch';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { ROUTES } from './routes/table';

const NotFound = ROUTES.notFound.component;

/**
 * The screens of routes/table.ts. A screen with two patterns keeps one key, so moving between
 * them (an episode of the same show) updates the screen instead of mounting it again; the
 * <Switch> renders only the one that matches, so the shared keys never meet.
 */
export function Routes() {
  return (
    <Switch>
      {Object.entries(ROUTES).flatMap(([name, route]) =>
        route.patterns.map((pattern) => <Route key={name} path={pattern} component={route.component} />),
      )}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

export function App() {
  return (
    <LanguageProvider>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <PreferencesSync />
            <ErrorBoundary>
              <Layout>
                <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
                  <Routes />
                </Suspense>
              </Layout>
            </ErrorBoundary>
          </AuthProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </LanguageProvider>
  );
}
