import { m } from '@shared/i18n/message';
import {
  ZAdminEditInputSchema,
  ZAdminProfilePinResetSchema,
  ZAdminRoleInputSchema,
  ZAdminUserListSchema,
  ZUserIdInputSchema,
} from '@shared/schemas/admin';
import { say } from '../../i18n/messages';
import { adminProcedure, ownerProcedure, router } from '../../trpc/init';
import { listProfiles, resetProfilePin } from '../profiles/service';
import * as admin from './service';
import * as system from './system';

/** The admin panel's procedures: admin and owner, except role changes and deletes (owner). */
export const adminRouter = router({
  users: adminProcedure.query(({ ctx }) => admin.listAllUsers(ctx.deps.database.db)),
  usersPaginated: adminProcedure
    .input(ZAdminUserListSchema)
    .query(({ ctx, input }) => admin.listUsersPaginated(ctx.deps.database.db, input)),
  updateUser: adminProcedure
    .input(ZAdminEditInputSchema)
    .mutation(async ({ ctx, input: { id, ...edit } }) => {
      const user = await admin.updateUser(ctx.deps.sessions, ctx.user, id, edit, ctx.session.id);
      return { user, message: say(m('messages.admin.userUpdated'), ctx.language.locale) };
    }),
  togglePremium: adminProcedure.input(ZUserIdInputSchema).mutation(async ({ ctx, input }) => {
    const user = await admin.togglePremium(ctx.deps.sessions, ctx.user, input.id);
    return { user, message: say(m('messages.admin.premiumUpdated'), ctx.language.locale) };
  }),
  setRole: ownerProcedure.input(ZAdminRoleInputSchema).mutation(async ({ ctx, input }) => {
    const user = await admin.changeRole(ctx.deps.sessions, ctx.user, input.id, input.role);
    return { user, message: say(m('messages.admin.roleUpdated'), ctx.language.locale) };
  }),
  deleteUser: ownerProcedure.input(ZUserIdInputSchema).mutation(async ({ ctx, input }) => {
    const user = await admin.deleteUser(ctx.deps.sessions, ctx.user, input.id);
    return { user, message: say(m('messages.admin.userDeleted'), ctx.language.locale) };
  }),
  /** A user's profiles (names, levels, whether locked): the owner's PIN reset picks one. */
  userProfiles: ownerProcedure
    .input(ZUserIdInputSchema)
    .query(({ ctx, input }) => listProfiles(ctx.deps.database.db, input.id)),
  /** A forgotten profile PIN: removed by the owner; the account's sessions are evicted. */
  resetProfilePin: ownerProcedure.input(ZAdminProfilePinResetSchema).mutation(async ({ ctx, input }) => {
    const profile = await resetProfilePin(ctx.deps.sessions, input.userId, input.profileId);
    return { profile, message: say(m('messages.admin.profilePinReset'), ctx.language.locale) };
  }),
  exportUsers: adminProcedure.query(({ ctx }) => admin.exportUsers(ctx.deps.database.db)),
  stats: adminProcedure.query(({ ctx }) => system.adminStats(ctx.deps.database.db)),
  analytics: adminProcedure.query(({ ctx }) => system.adminAnalytics(ctx.deps.database.db)),
  systemHealth: adminProcedure.query(({ ctx }) => system.systemHealth(ctx.deps)),
  watchHistoryStats: adminProcedure.query(({ ctx }) => system.watchHistoryStats(ctx.deps)),
  systemReport: adminProcedure.query(({ ctx }) => system.systemReport(ctx.deps)),
  serverConfig: adminProcedure.query(({ ctx }) => system.serverConfigSummary(ctx.deps)),
  refreshServers: adminProcedure.mutation(async ({ ctx }) => {
    const result = await system.refreshServers(ctx.deps);
    return { ...result, message: say(result.message, ctx.language.locale) };
  }),
  cacheStats: adminProcedure.query(({ ctx }) => system.cacheStats(ctx.deps)),
  clearCache: adminProcedure.mutation(async ({ ctx }) => {
    const result = await system.clearCatalogueCache(ctx.deps);
    return { ...result, message: say(result.message, ctx.language.locale) };
  }),
});
