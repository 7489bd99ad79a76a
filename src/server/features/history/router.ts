import { m } from '@shared/i18n/message';
import {
  ZHistoryAddSchema,
  ZHistoryKeySchema,
  ZHistoryListSchema,
  ZHistoryMigrateSchema,
  ZHistoryProgressSchema,
} from '@shared/schemas/history';
import { z } from 'zod';
import { say } from '../../i18n/messages';
import { adminProcedure, protectedProcedure, router } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { catalogueLookup } from '../diary/service';
import { seasonsOf } from '../marks/router';
import { personalScope } from '../personal/title-gate';
import { continueList, removeFromContinue } from './continue';
import * as history from './service';

/** The same operations as /api/watch-history, for the app's own screens: the session's profile's. */
export const historyRouter = router({
  list: protectedProcedure
    // No input at all is the first page.
    .input(ZHistoryListSchema.prefault({}))
    .query(({ ctx, input }) => {
      const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
      return history.listHistory(db, gate, profileId, input);
    }),
  /** Continue Watching: titles opened in the player and shows progressed by marks, by latest activity. */
  continue: protectedProcedure.query(({ ctx }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return continueList(db, gate, seasonsOf(ctx), profileId);
  }),
  /** Takes a title off Continue Watching (its record, if any; a show until its next activity). */
  removeFromContinue: protectedProcedure
    .input(ZHistoryKeySchema)
    .mutation(({ ctx, input }) => removeFromContinue(ctx.deps.database.db, ctx.session.profileId, input)),
  add: protectedProcedure.input(ZHistoryAddSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return history.addToHistory(db, gate, profileId, input);
  }),
  // Null for a title never watched: a first watch is not an error (the REST route keeps its 404).
  get: protectedProcedure
    .input(ZHistoryKeySchema)
    .query(({ ctx, input }) => history.findHistoryEntry(ctx.deps.database.db, ctx.session.profileId, input)),
  remove: protectedProcedure.input(ZHistoryKeySchema).mutation(async ({ ctx, input }) => {
    await history.removeHistoryEntry(ctx.deps.database.db, ctx.session.profileId, input);
    return { message: say(m('messages.history.removed'), ctx.language.locale) };
  }),
  clear: protectedProcedure.mutation(async ({ ctx }) => {
    const deleted = await history.clearHistory(ctx.deps.database.db, ctx.session.profileId);
    return { deleted, message: say(m('messages.history.cleared'), ctx.language.locale) };
  }),
  stats: protectedProcedure.query(({ ctx }) =>
    history.historyStats(ctx.deps.database.db, ctx.session.profileId),
  ),
  migrate: protectedProcedure.input(ZHistoryMigrateSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return history.migrateHistory(db, gate, profileId, input.watchHistoryData);
  }),
  progress: protectedProcedure.input(ZHistoryProgressSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    const lookup = catalogueLookup(ctx.deps.services.catalogue, catalogueLanguage(ctx.language));
    return history.saveProgress(db, gate, profileId, input, seasonsOf(ctx), lookup);
  }),
  cleanup: adminProcedure
    .output(z.object({ deleted: z.number(), message: z.string() }))
    .mutation(async ({ ctx }) => {
      const deleted = await history.cleanupOldHistory(ctx.deps.database.db);
      return { deleted, message: say(history.cleanupMessage(deleted), ctx.language.locale) };
    }),
  debug: adminProcedure.query(({ ctx }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return history.historyDebugInfo(db, gate, profileId);
  }),
});
