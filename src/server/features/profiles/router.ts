import { randomUUID } from 'node:crypto';
import { m } from '@shared/i18n/message';
import {
  levelRank,
  PROFILES_MAX,
  type PublicProfile,
  ZProfileCreateSchema,
  ZProfileRemoveSchema,
  ZProfileSwitchSchema,
  ZProfileUpdateSchema,
} from '@shared/schemas/profiles';
import { and, asc, eq, max } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { type ProfileRow, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { accountProcedure, protectedProcedure, router } from '../../trpc/init';

/**
 * A minimal profiles router for the client strand (the `srv` strand writes the full one, with
 * the PIN limiter): same procedures, inputs and outputs as src/shared/schemas/profiles.ts.
 */
const toPublic = (row: ProfileRow): PublicProfile => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  language: (row.language as PublicProfile['language']) ?? null,
  maturity: row.maturity,
  hasPin: row.pinHash !== null,
  main: row.id === row.userId,
});

const unknown = () => new AppError('NOT_FOUND', m('messages.validation.profileId'));
const wrongPin = () => new AppError('FORBIDDEN', m('messages.validation.profilePin'));

async function checkPin(row: ProfileRow, pin: string | undefined) {
  if (row.pinHash && !(pin && (await verifyPassword(row.pinHash, pin)))) throw wrongPin();
}

export const profilesRouter = router({
  list: protectedProcedure.query(async ({ ctx }) => {
    const rows = await ctx.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ctx.user.id))
      .orderBy(asc(profiles.position));
    return { profiles: rows.map(toPublic), current: ctx.session.profileId ?? ctx.user.id };
  }),
  create: accountProcedure.input(ZProfileCreateSchema).mutation(async ({ ctx, input }) => {
    const db = ctx.deps.database.db;
    const rows = await db.select().from(profiles).where(eq(profiles.userId, ctx.user.id));
    if (rows.length >= PROFILES_MAX) throw new AppError('CONFLICT', m('messages.validation.profileId'));
    const [{ top } = { top: 0 }] = await db
      .select({ top: max(profiles.position) })
      .from(profiles)
      .where(eq(profiles.userId, ctx.user.id));
    const [row] = await db
      .insert(profiles)
      .values({
        id: randomUUID(),
        userId: ctx.user.id,
        name: input.name,
        avatar: input.avatar,
        language: input.language,
        maturity: input.maturity,
        pinHash: input.pin && input.maturity !== 'kids' ? await hashPassword(input.pin) : null,
        position: (top ?? 0) + 1,
      })
      .returning();
    return toPublic(row!);
  }),
  update: accountProcedure.input(ZProfileUpdateSchema).mutation(async ({ ctx, input }) => {
    const db = ctx.deps.database.db;
    const own = and(eq(profiles.userId, ctx.user.id), eq(profiles.id, input.id));
    const [row] = await db.select().from(profiles).where(own);
    if (!row) throw unknown();
    if (input.maturity && input.maturity !== row.maturity) {
      const [me] = await db
        .select()
        .from(profiles)
        .where(eq(profiles.id, ctx.session.profileId ?? ctx.user.id));
      if (me) {
        await checkPin(me, input.currentPin);
        if (levelRank(input.maturity) > levelRank(me.maturity)) throw wrongPin();
      }
      if (row.id === row.userId && input.maturity === 'kids') throw unknown();
    }
    const maturity = input.maturity ?? row.maturity;
    const [next] = await db
      .update(profiles)
      .set({
        name: input.name,
        avatar: input.avatar,
        language: input.language,
        maturity: input.maturity,
        pinHash:
          maturity === 'kids' || input.pin === null
            ? null
            : input.pin
              ? await hashPassword(input.pin)
              : undefined,
        updatedAt: new Date(),
      })
      .where(own)
      .returning();
    return toPublic(next!);
  }),
  remove: accountProcedure.input(ZProfileRemoveSchema).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.user.id) throw unknown();
    await ctx.deps.database.db
      .delete(profiles)
      .where(and(eq(profiles.userId, ctx.user.id), eq(profiles.id, input.id)));
  }),
  switch: protectedProcedure.input(ZProfileSwitchSchema).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.deps.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, ctx.user.id), eq(profiles.id, input.id)));
    if (!row) throw unknown();
    await checkPin(row, input.pin);
    await ctx.deps.sessions.setProfile(ctx.session.id, row.id === ctx.user.id ? null : row.id);
    return toPublic(row);
  }),
});
