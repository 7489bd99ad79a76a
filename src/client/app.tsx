import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/layout/Layout';
import { AuthProvider } from './lib/auth';
import { PreferencesSync } from './lib/preferences-sync';
import './lib/route-prefetch';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { routeChunks } from './routes/chunks';
import Home from './routes/home';

const Movies = lazy(routeChunks.movies);
const TvShows = lazy(routeChunks.tv);
const Search = lazy(routeChunks.search);
const MovieDetail = lazy(routeChunks.movieDetail);
const TvDetail = lazy(routeChunks.tvDetail);
const Watch = lazy(routeChunks.watch);
const MyList = lazy(routeChunks.myList);
const Settings = lazy(routeChunks.settings);
const Admin = lazy(routeChunks.admin);
const Privacy = lazy(routeChunks.privacy);
const Dmca = lazy(routeChunks.dmca);
const Info = lazy(routeChunks.info);
const NotFound = lazy(routeChunks.notFound);

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
