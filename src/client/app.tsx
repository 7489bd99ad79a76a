import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/layout/Layout';
import { AuthProvider } from './lib/auth';
import { PreferencesSync } from './lib/preferences-sync';
import './lib/route-prefetch';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import Home from './routes/home';

// Every screen but Home is its own chunk, so / loads only what it shows.
const Movies = lazy(() => import('./routes/movies'));
const TvShows = lazy(() => import('./routes/tv'));
const Search = lazy(() => import('./routes/search'));
const MovieDetail = lazy(() => import('./routes/movie-detail'));
const TvDetail = lazy(() => import('./routes/tv-detail'));
const Watch = lazy(() => import('./routes/watch'));
const MyList = lazy(() => import('./routes/my-list'));
const Settings = lazy(() => import('./routes/settings'));
const Admin = lazy(() => import('./routes/admin'));
const Privacy = lazy(() => import('./routes/privacy'));
const Dmca = lazy(() => import('./routes/dmca'));
const Info = lazy(() => import('./routes/info'));
const NotFound = lazy(() => import('./routes/not-found'));

export function Routes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/movies" component={Movies} />
      <Route path="/tv" component={TvShows} />
      <Route path="/search" component={Search} />
      <Route path="/movie/:id" component={MovieDetail} />
      <Route path="/tv/:id" component={TvDetail} />
      <Route path="/tv/:id/:season/:episode" component={TvDetail} />
      <Route path="/watch/:type/:id" component={Watch} />
      <Route path="/watch/:type/:id/:season/:episode" component={Watch} />
      <Route path="/my-list" component={MyList} />
      <Route path="/settings" component={Settings} />
      <Route path="/admin" component={Admin} />
      <Route path="/privacy" component={Privacy} />
      <Route path="/dmca" component={Dmca} />
      <Route path="/info" component={Info} />
      <Route path="/404" component={NotFound} />
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

/** Detail and watch screens send bad input here. */
export const GoTo404 = () => <Redirect to="/404" replace />;

export function App() {
  return (
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
  );
}
