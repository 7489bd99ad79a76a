import { MSG, type TSignUpForm, ZSignUpFormSchema } from '../../../shared/schemas/auth';
import { localFieldErrors, localMessage } from '../../i18n/messages';

export type SignUpField = keyof TSignUpForm;
export type SignUpErrors = Partial<Record<SignUpField, string>>;
export const SIGN_UP_FIELDS: SignUpField[] = ['username', 'email', 'password', 'confirmPassword'];

/**
 * Every message of the sign-up form (spec 5), from the shared schema. The schema's
 * "passwords match" rule only runs once the other fields pass, so a mismatch is also
 * reported here while other fields are still wrong. The messages are in the interface language
 * (the auth dialog loads the `messages` catalogue).
 */
export function validateSignUp(values: TSignUpForm): SignUpErrors {
  const parsed = ZSignUpFormSchema.safeParse(values);
  const errors: SignUpErrors = parsed.success ? {} : (localFieldErrors(parsed.error) as SignUpErrors);
  if (!errors.confirmPassword && values.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = localMessage(MSG.passwordsMismatch);
  }
  return errors;
}

/** Desktop keeps submit disabled until all four are filled and the passwords match (spec 5). */
export const signUpIncomplete = (values: TSignUpForm): boolean =>
  SIGN_UP_FIELDS.some((f) => !values[f]) || values.password !== values.confirmPassword;
