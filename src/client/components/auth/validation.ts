import { MSG, type TSignUpForm, ZSignUpFormSchema } from '@shared/schemas/auth';
import type { Resolver } from 'react-hook-form';
import { localFieldErrors, localMessage } from '../../i18n/messages';
import { localizedZodResolver } from '../../lib/forms';

export type SignUpField = keyof TSignUpForm;
export type SignUpErrors = Partial<Record<SignUpField, string>>;
export const SIGN_UP_FIELDS: SignUpField[] = ['username', 'email', 'password', 'confirmPassword'];

/**
 * The schema's "passwords match" rule only runs once the other fields pass, so a mismatch is
 * also reported on its own while other fields are still wrong.
 */
const mismatch = (values: TSignUpForm): string | undefined =>
  values.confirmPassword && values.password !== values.confirmPassword
    ? localMessage(MSG.passwordsMismatch)
    : undefined;

/**
 * Every message of the sign-up form, from the shared schema, in the interface language
 * (the auth dialog loads the `messages` catalogue).
 */
export function validateSignUp(values: TSignUpForm): SignUpErrors {
  const parsed = ZSignUpFormSchema.safeParse(values);
  const errors: SignUpErrors = parsed.success ? {} : (localFieldErrors(parsed.error) as SignUpErrors);
  errors.confirmPassword ??= mismatch(values);
  if (!errors.confirmPassword) delete errors.confirmPassword;
  return errors;
}

const schemaResolver = localizedZodResolver(ZSignUpFormSchema);

/** The form's resolver: the shared schema, plus the early mismatch. */
export const signUpResolver: Resolver<TSignUpForm, unknown, TSignUpForm> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const message = result.errors.confirmPassword ? undefined : mismatch(values);
  if (!message) return result;
  return { values: {}, errors: { ...result.errors, confirmPassword: { type: 'mismatch', message } } };
};

/** Desktop keeps submit disabled until all four are filled and the passwords match. */
export const signUpIncomplete = (values: Partial<TSignUpForm>): boolean =>
  SIGN_UP_FIELDS.some((f) => !values[f]) || values.password !== values.confirmPassword;
