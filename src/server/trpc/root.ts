import { authRouter } from '../features/auth/router';
import { createCallerFactory, router } from './init';

/** Each feature adds its router here. */
export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
