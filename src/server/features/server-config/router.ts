import { adminProcedure, publicProcedure, router } from '../../trpc/init';

/** The streaming-server configuration the watch page and the admin panel read. */
export const serverConfigRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.deps.services.serverConfig.current()),
  refresh: adminProcedure.mutation(({ ctx }) => ctx.deps.services.serverConfig.refresh()),
});
