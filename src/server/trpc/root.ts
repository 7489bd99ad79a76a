import { authRouter } from '../features/auth/router';
import { platformRouter } from '../features/platform/router';
import { createCallerFactory, router } from './init';

/** Each feature adds its router here. */
export const appRouter = router({
  auth: authRouter,
  platform: platformRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
