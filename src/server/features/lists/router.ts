import { m } from '@shared/i18n/message';
import {
  ZListCreateSchema,
  ZListCursorSchema,
  ZListIdSchema,
  ZListItemAddSchema,
  ZListItemEditSchema,
  ZListItemKeySchema,
  ZListPageSchema,
  ZListSlugSchema,
  ZListUpdateSchema,
} from '@shared/schemas/lists';
import { z } from 'zod';
import { say } from '../../i18n/messages';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { gateOf, OPEN_GATE, personalScope } from '../personal/title-gate';
import { catalogueLookup } from './lookup';
import * as lists from './service';

const byId = z.object({ id: ZListIdSchema });
const itemOf = z.object({ id: ZListIdSchema, item: ZListItemKeySchema });

/** The same operations as /api/lists, for the app's own screens: the session's profile's lists. */
export const listsRouter = router({
  mine: protectedProcedure.query(({ ctx }) => lists.myLists(ctx.deps.database.db, ctx.session.profileId)),
  holding: protectedProcedure
    .input(ZListItemKeySchema)
    .query(({ ctx, input }) => lists.listsHolding(ctx.deps.database.db, ctx.session.profileId, input)),
  // `cursor`: the page, as the screens' infinite queries pass it.
  get: protectedProcedure
    .input(byId.extend({ page: ZListPageSchema, cursor: ZListCursorSchema.nullish() }))
    .query(({ ctx, input }) => {
      const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
      const at = input.cursor ?? { page: input.page, after: null };
      return lists.getList(db, gate, profileId, input.id, at.page, at.after);
    }),
  create: protectedProcedure
    .input(ZListCreateSchema)
    .mutation(({ ctx, input }) => lists.createList(ctx.deps.database.db, ctx.session.profileId, input)),
  update: protectedProcedure
    .input(byId.extend({ changes: ZListUpdateSchema }))
    .mutation(({ ctx, input }) =>
      lists.updateList(ctx.deps.database.db, ctx.session.profileId, input.id, input.changes),
    ),
  remove: protectedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await lists.deleteList(ctx.deps.database.db, ctx.session.profileId, input.id);
    return { message: say(m('messages.lists.deleted'), ctx.language.locale) };
  }),
  addItem: protectedProcedure
    .input(z.object({ id: ZListIdSchema, item: ZListItemAddSchema }))
    .mutation(({ ctx, input }) => {
      const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
      return lists.addItem(
        db,
        gate,
        profileId,
        input.id,
        input.item,
        catalogueLookup(ctx.deps.services.catalogue),
      );
    }),
  removeItem: protectedProcedure.input(itemOf).mutation(async ({ ctx, input }) => {
    await lists.removeItem(ctx.deps.database.db, ctx.session.profileId, input.id, input.item);
    return { message: say(m('messages.lists.removed'), ctx.language.locale) };
  }),
  editItem: protectedProcedure
    .input(itemOf.extend({ edit: ZListItemEditSchema }))
    .mutation(({ ctx, input }) =>
      lists.editItem(ctx.deps.database.db, ctx.session.profileId, input.id, input.item, input.edit),
    ),
  /** The share page's list: anyone's, signed in or not (a private one only for its owner). */
  shared: publicProcedure
    .input(z.object({ slug: ZListSlugSchema, page: ZListPageSchema, cursor: ZListCursorSchema.nullish() }))
    .query(async ({ ctx, input }) => {
      const auth = await ctx.auth();
      const gate = auth ? gateOf(ctx.deps, auth.session, ctx.language.region) : OPEN_GATE;
      return lists.sharedList(
        ctx.deps.database.db,
        gate,
        input.slug,
        auth?.session.profileId ?? null,
        input.page,
      );
    }),
  copy: protectedProcedure.input(z.object({ slug: ZListSlugSchema })).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return lists.copyList(db, gate, profileId, input.slug);
  }),
});
