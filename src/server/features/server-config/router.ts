import { isStaff } from '@shared/user';
import { publicProcedure, router } from '../../trpc/init';
import { serverConfigView } from './service';

/**
 * The streaming-server configuration the watch page reads. Refreshing it is an admin
 * action: `admin.refreshServers` (and POST /api/admin/refresh-servers).
 */
export const serverConfigRouter = router({
  get: publicProcedure.query(async ({ ctx }) => {
    // Without a token there is nothing to look up; a failed session lookup must not cost
    // visitors the player, so it counts as not staff.
    const auth = ctx.token ? await ctx.auth().catch(() => null) : null;
    return serverConfigView(ctx.deps.services.serverConfig.current(), isStaff(auth?.user.role));
  }),
});
