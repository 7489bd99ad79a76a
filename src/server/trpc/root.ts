import { adminRouter } from '../features/admin/router';
import { authRouter } from '../features/auth/router';
import { catalogueRouter } from '../features/catalogue/router';
import { diaryRouter } from '../features/diary/router';
import { historyRouter } from '../features/history/router';
import { listsRouter } from '../features/lists/router';
import { marksRouter } from '../features/marks/router';
import { opinionsRouter } from '../features/opinions/router';
import { platformRouter } from '../features/platform/router';
import { preferencesRouter } from '../features/preferences/router';
import { profilesRouter } from '../features/profiles/router';
import { ratingsRouter } from '../features/ratings/router';
import { recommendationsRouter } from '../features/recommendations/router';
import { reviewsRouter } from '../features/reviews/router';
import { serverConfigRouter } from '../features/server-config/router';
import { calendarRouter, followsRouter, upcomingRouter } from '../features/upcoming/router';
import { watchLaterRouter } from '../features/watch-later/router';
import { createCallerFactory, router } from './init';

/** Each feature adds its router here. */
export const appRouter = router({
  auth: authRouter,
  profiles: profilesRouter,
  catalogue: catalogueRouter,
  platform: platformRouter,
  preferences: preferencesRouter,
  history: historyRouter,
  watchLater: watchLaterRouter,
  marks: marksRouter,
  diary: diaryRouter,
  ratings: ratingsRouter,
  reviews: reviewsRouter,
  lists: listsRouter,
  follows: followsRouter,
  upcoming: upcomingRouter,
  calendar: calendarRouter,
  serverConfig: serverConfigRouter,
  recommendations: recommendationsRouter,
  opinions: opinionsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
