import { z } from 'zod';
import { validationMessages } from '../i18n/zod-messages';

// The sign-in, sign-up and settings forms import it from here.
export { fieldErrors } from '../field-errors';

/**
 * Account validation: the one place each account rule names its message (by key;
 * the words are in the `messages` catalogues).
 * The server validates REST bodies and tRPC inputs with these; the forms use them too.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const MSG = validationMessages([
  'usernameRequired',
  'usernameMin',
  'usernameMax',
  'usernameChars',
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordMin',
  'passwordMax',
  'passwordComplexity',
  'confirmRequired',
  'passwordsMismatch',
  'currentPasswordRequired',
  'newPasswordRequired',
  'emailOrUsernameRequired',
  'profileChange',
]);

const required = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

/**
 * An address as mail systems take it: zod's email pattern (letters, digits and `_'+-` in
 * dot-separated local parts; a DNS domain with a letter TLD). Nothing else passes, so no
 * control or bidi character, space, `"`, `<` or `>` can be stored as an email.
 */
const EMAIL_RE = z.regexes.email;

export const ZUsernameSchema = required(MSG.usernameRequired)
  .min(USERNAME_MIN, { error: MSG.usernameMin, abort: true })
  .max(USERNAME_MAX, { error: MSG.usernameMax, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, MSG.usernameChars);

export const ZEmailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: MSG.emailInvalid, abort: true })
  .regex(EMAIL_RE, MSG.emailInvalid);

export const ZPasswordSchema = (requiredMessage: string = MSG.passwordRequired) =>
  required(requiredMessage)
    .min(PASSWORD_MIN, { error: MSG.passwordMin, abort: true })
    .max(PASSWORD_MAX, { error: MSG.passwordMax, abort: true })
    .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MSG.passwordComplexity);

/** POST /auth/register body. `name` is sent by the client as the username again. */
export const ZRegisterSchema = z.object({
  username: ZUsernameSchema,
  email: ZEmailSchema,
  password: ZPasswordSchema(),
  name: z.string().max(USERNAME_MAX).optional(),
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

/** The sign-up form: the register body plus the confirmation. */
export const ZSignUpFormSchema = z
  .object({
    username: ZUsernameSchema,
    email: ZEmailSchema,
    password: ZPasswordSchema(),
    confirmPassword: required(MSG.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: MSG.passwordsMismatch,
  });
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;

export const ZLoginSchema = z.object({
  emailOrUsername: required(MSG.emailOrUsernameRequired).max(EMAIL_MAX, MSG.emailOrUsernameRequired),
  password: required(MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordMax),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

/** A device token kept by the browser; a damaged one is dropped, never refused. */
const ZDeviceTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,200}$/)
  .optional()
  .catch(undefined);

/**
 * The login body plus the device token the browser kept from an earlier sign-in. A token that
 * is missing, malformed or not a string is ignored rather than refused, so a damaged stored
 * value never stands between a visitor and the login form.
 */
export const ZLoginRequestSchema = ZLoginSchema.extend({ deviceToken: ZDeviceTokenSchema });
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZChangePasswordSchema = z.object({
  currentPassword: required(MSG.currentPasswordRequired).max(PASSWORD_MAX, MSG.passwordMax),
  newPassword: ZPasswordSchema(MSG.newPasswordRequired),
});

export const ZPasswordFormSchema = ZChangePasswordSchema.extend({
  confirmPassword: required(MSG.confirmRequired),
}).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  error: MSG.passwordsMismatch,
});

export type TUpdateProfile =
  | { username: string }
  | { email: string }
  /** `deviceToken`: the browser's own, which a password change keeps while it revokes the others. */
  | { currentPassword: string; newPassword: string; deviceToken?: string };

/** A password change as sent: the form's fields plus the browser's device token. */
const ZChangePasswordRequestSchema = ZChangePasswordSchema.extend({ deviceToken: ZDeviceTokenSchema });

const ZUsernameChangeSchema = z.object({ username: ZUsernameSchema });
const ZEmailChangeSchema = z.object({ email: ZEmailSchema });

/**
 * PUT /auth/update-profile: exactly one kind of change per call, chosen by the keys sent,
 * so the errors name the field (a plain union would only say "Invalid input").
 */
export const ZUpdateProfileSchema = z
  .custom<
    Partial<{
      username: string;
      email: string;
      currentPassword: string;
      newPassword: string;
      deviceToken: string;
    }>
  >((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
    error: MSG.profileChange,
  })
  .transform((input, ctx): TUpdateProfile => {
    const schema =
      'username' in input
        ? ZUsernameChangeSchema
        : 'email' in input
          ? ZEmailChangeSchema
          : 'currentPassword' in input || 'newPassword' in input
            ? ZChangePasswordRequestSchema
            : null;
    if (!schema) {
      ctx.addIssue({ code: 'custom', message: MSG.profileChange });
      return z.NEVER;
    }
    const r = schema.safeParse(input);
    if (!r.success) {
      for (const issue of r.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return r.data;
  });
