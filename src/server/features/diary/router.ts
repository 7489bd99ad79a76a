import { m } from '@shared/i18n/message';
import {
  ZDiaryAddSchema,
  ZDiaryEditSchema,
  ZDiaryKeySchema,
  ZDiaryListSchema,
  ZDiaryTitleSchema,
} from '@shared/schemas/diary';
import { say } from '../../i18n/messages';
import { protectedProcedure, router, type TrpcContext } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { personalScope } from '../personal/title-gate';
import * as diary from './service';

/** The catalogue's title lookup in the reader's language. */
export const lookupOf = (ctx: TrpcContext): diary.TitleLookup =>
  diary.catalogueLookup(ctx.deps.services.catalogue, catalogueLanguage(ctx.language));

/** The same operations as /api/diary, for the app's own screens: the session's profile's diary. */
export const diaryRouter = router({
  list: protectedProcedure.input(ZDiaryListSchema.prefault({})).query(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return diary.listDiary(db, gate, profileId, input);
  }),
  forTitle: protectedProcedure
    .input(ZDiaryTitleSchema)
    .query(({ ctx, input }) => diary.titleViewings(ctx.deps.database.db, ctx.session.profileId, input)),
  add: protectedProcedure.input(ZDiaryAddSchema).mutation(async ({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    const entry = await diary.addDiaryEntry(db, gate, lookupOf(ctx), profileId, input);
    return { entry, message: say(m('messages.diary.added'), ctx.language.locale) };
  }),
  update: protectedProcedure.input(ZDiaryEditSchema).mutation(async ({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    const entry = await diary.updateDiaryEntry(db, gate, profileId, input.id, input.changes);
    return { entry, message: say(m('messages.diary.updated'), ctx.language.locale) };
  }),
  remove: protectedProcedure.input(ZDiaryKeySchema).mutation(async ({ ctx, input }) => {
    const entry = await diary.removeDiaryEntry(ctx.deps.database.db, ctx.session.profileId, input.id);
    return { entry, message: say(m('messages.diary.removed'), ctx.language.locale) };
  }),
});
