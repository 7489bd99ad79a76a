import { z } from 'zod';
import { CATALOGUE_LOCALES } from '../i18n/locales';
import { says, validationMessages } from '../i18n/zod-messages';
import { AVATARS, MATURITY_LEVELS, PIN_PATTERN, PROFILE_NAME_MAX, PROFILES_MAX } from '../profiles';

export * from '../profiles';

/**
 * Profile validation, for the REST facade, the tRPC router and the profile forms alike.
 *
 * The calls (tRPC `profiles.*`, REST `/api/profiles`):
 * - list → { profiles: PublicProfile[], current: id }
 * - create(ZProfileCreateSchema) → PublicProfile (at most PROFILES_MAX per account)
 * - update(ZProfileUpdateSchema) → PublicProfile; a new level needs `currentPin` (the PIN of the
 *   profile making the change, when it has one) and can never go above that profile's own level
 * - remove({ id, currentPin? }) → void (never the main profile)
 * - switch(ZProfileSwitchSchema) → PublicProfile: the session now uses it (its PIN when it has one)
 * - lock(ZProfileLockSchema) → PublicProfile[]: one PIN on every named profile that has none
 * A Kids profile can only list and switch.
 */
const MSG = validationMessages({
  name: 'profileName',
  avatar: 'profileAvatar',
  language: 'profileLanguage',
  maturity: 'profileMaturity',
  pin: 'profilePin',
  confirmPin: 'profilePinMismatch',
  id: 'profileId',
});

export const ZProfileIdSchema = z
  .string(says(MSG.id))
  .min(1, says(MSG.id))
  .max(64, says(MSG.id))
  .regex(/^[A-Za-z0-9_-]+$/, says(MSG.id));
export const ZProfileNameSchema = z
  .string(says(MSG.name))
  .trim()
  .min(1, says(MSG.name))
  .max(PROFILE_NAME_MAX, says(MSG.name));
export const ZAvatarSchema = z.enum(AVATARS, says(MSG.avatar));
export const ZProfileLanguageSchema = z.enum(CATALOGUE_LOCALES, says(MSG.language)).nullable();
export const ZMaturitySchema = z.enum(MATURITY_LEVELS, says(MSG.maturity));
export const ZPinSchema = z.string(says(MSG.pin)).regex(PIN_PATTERN, says(MSG.pin));

export const ZProfileCreateSchema = z.object({
  name: ZProfileNameSchema,
  avatar: ZAvatarSchema,
  language: ZProfileLanguageSchema.default(null),
  maturity: ZMaturitySchema,
  /** A PIN for the new profile (never for a Kids one). */
  pin: ZPinSchema.nullish(),
  /** The PIN of the profile making the change, when it has one. */
  currentPin: ZPinSchema.optional(),
});
export type TProfileCreate = z.infer<typeof ZProfileCreateSchema>;

export const ZProfileUpdateSchema = z.object({
  id: ZProfileIdSchema,
  name: ZProfileNameSchema.optional(),
  avatar: ZAvatarSchema.optional(),
  language: ZProfileLanguageSchema.optional(),
  maturity: ZMaturitySchema.optional(),
  /** A new PIN, or null to remove it. */
  pin: ZPinSchema.nullable().optional(),
  currentPin: ZPinSchema.optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;

export const ZProfileRemoveSchema = z.object({ id: ZProfileIdSchema, currentPin: ZPinSchema.optional() });
export type TProfileRemove = z.infer<typeof ZProfileRemoveSchema>;

/**
 * Locks profiles with one PIN (the offer made when a Kids profile is created): every profile
 * named that has no PIN gets this one. Kids profiles cannot be named (they have none).
 */
export const ZProfileLockSchema = z.object({
  ids: z.array(ZProfileIdSchema, says(MSG.id)).min(1, says(MSG.id)).max(PROFILES_MAX, says(MSG.id)),
  pin: ZPinSchema,
  currentPin: ZPinSchema.optional(),
});
export type TProfileLock = z.infer<typeof ZProfileLockSchema>;

/**
 * A new PIN as a form asks for it: typed twice, masked; the second must match the first. The
 * forms setting a PIN (a profile's, the lock offer's) check their fields with these.
 */
const ZConfirmPinSchema = z.string(says(MSG.confirmPin));
const samePin: [(v: { pin: string; confirmPin: string }) => boolean, { path: string[]; error: string }] = [
  (v) => v.pin === v.confirmPin,
  { path: ['confirmPin'], error: MSG.confirmPin },
];
export const ZNewPinFormSchema = z
  .object({ pin: ZPinSchema, confirmPin: ZConfirmPinSchema })
  .refine(...samePin);
export type TNewPinForm = z.infer<typeof ZNewPinFormSchema>;

/** The lock offer's form: the lock call's fields and the PIN's confirmation. */
export const ZProfileLockFormSchema = ZProfileLockSchema.extend({ confirmPin: ZConfirmPinSchema }).refine(
  ...samePin,
);
export type TProfileLockForm = z.infer<typeof ZProfileLockFormSchema>;

export const ZProfileSwitchSchema = z.object({ id: ZProfileIdSchema, pin: ZPinSchema.optional() });
export type TProfileSwitch = z.infer<typeof ZProfileSwitchSchema>;

/**
 * The REST facade's bodies: the profile's id is in the path (`/api/profiles/:id`), the rest in
 * the body, checked by the same field schemas. A DELETE or switch may come without a body.
 */
const orEmpty = (v: unknown) => (v === undefined || v === null ? {} : v);
export const ZProfileUpdateBodySchema = ZProfileUpdateSchema.omit({ id: true });
export const ZProfileRemoveBodySchema = z.preprocess(orEmpty, ZProfileRemoveSchema.omit({ id: true }));
export const ZProfileSwitchBodySchema = z.preprocess(orEmpty, ZProfileSwitchSchema.omit({ id: true }));
