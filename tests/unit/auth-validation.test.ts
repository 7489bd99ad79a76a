// @vitest-environment jsdom
// (the client's forms say their messages through the interface language, which sets <html lang>)
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUpIncomplete, validateSignUp } from '../../src/client/components/auth/validation';
import { activateLocale, loadMessages } from '../../src/client/i18n';
import { english } from '../../src/server/i18n/messages';
import { messageOf as said } from '../../src/shared/i18n/message';
import {
  fieldErrors,
  ZEmailSchema,
  ZLoginSchema,
  ZPasswordFormSchema,
  ZRegisterSchema,
  ZSignUpFormSchema,
  ZUpdateProfileSchema,
  ZUsernameSchema,
} from '../../src/shared/schemas/auth';

// The sign-up and sign-in messages, word for word. They are written out here on purpose: if
// a message in the shared schema drifts, these tests fail.
const REQUIRED_USERNAME = 'Username is required';
const USERNAME_MIN = 'Username must be at least 3 characters';
const USERNAME_MAX = 'Username must be less than 50 characters';
const USERNAME_CHARS = 'Username can only contain letters, numbers, underscores, and hyphens';
const REQUIRED_EMAIL = 'Email is required';
const EMAIL_INVALID = 'Please enter a valid email address';
const REQUIRED_PASSWORD = 'Password is required';
const PASSWORD_MIN = 'Password must be at least 8 characters';
const PASSWORD_COMPLEXITY =
  'Password must contain at least one lowercase letter, one uppercase letter, and one number';
const CONFIRM_REQUIRED = 'Please confirm your password';
const MISMATCH = 'Passwords do not match';
const CURRENT_REQUIRED = 'Current password is required';
const NEW_REQUIRED = 'New password is required';

/** The first message per field, in English (the schemas name them by key). */
const errorsOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const r = schema.safeParse(value);
  if (r.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(r.error)).map(([field, message]) => [field, english(said(message))]),
  );
};
const messageOf = (schema: z.ZodType, value: unknown): string | undefined => errorsOf(schema, value)._;

const validSignUp = {
  username: 'film_fan',
  email: 'fan@example.com',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
};

describe('sign-up form (ZSignUpFormSchema)', () => {
  const signUp = (patch: Partial<typeof validSignUp>) =>
    errorsOf(ZSignUpFormSchema, { ...validSignUp, ...patch });

  it('accepts a valid form', () => {
    expect(signUp({})).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(
      errorsOf(ZSignUpFormSchema, { username: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      username: REQUIRED_USERNAME,
      email: REQUIRED_EMAIL,
      password: REQUIRED_PASSWORD,
      confirmPassword: CONFIRM_REQUIRED,
    });
    expect(errorsOf(ZSignUpFormSchema, {})).toEqual({
      username: REQUIRED_USERNAME,
      email: REQUIRED_EMAIL,
      password: REQUIRED_PASSWORD,
      confirmPassword: CONFIRM_REQUIRED,
    });
  });

  it.each([
    ['ab', USERNAME_MIN],
    ['a', USERNAME_MIN],
    ['x'.repeat(51), USERNAME_MAX],
    ['x'.repeat(200), USERNAME_MAX],
  ])('username %j → %s', (username, message) => {
    expect(signUp({ username })).toEqual({ username: message });
  });

  it.each(['abc', 'x'.repeat(50), 'A_b-9'])('username %j is accepted (3 to 50)', (username) => {
    expect(signUp({ username })).toEqual({});
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'a@b',
    '@example.com',
    'a@.',
    'two words@example.com',
    'a@b c.com',
  ])('email %j → invalid', (email) => {
    expect(signUp({ email })).toEqual({ email: EMAIL_INVALID });
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('email %j is accepted', (email) => {
    expect(signUp({ email })).toEqual({});
  });

  it.each([
    ['Ab1', PASSWORD_MIN],
    ['Abcde12', PASSWORD_MIN],
    ['abcdefg1', PASSWORD_COMPLEXITY],
    ['ABCDEFG1', PASSWORD_COMPLEXITY],
    ['Abcdefgh', PASSWORD_COMPLEXITY],
    ['12345678', PASSWORD_COMPLEXITY],
  ])('password %j → %s', (password, message) => {
    expect(signUp({ password, confirmPassword: password })).toEqual({ password: message });
  });

  it('accepts an 8-character password with lower, upper and digit', () => {
    expect(signUp({ password: 'aB3aaaaa', confirmPassword: 'aB3aaaaa' })).toEqual({});
  });

  it('requires the confirmation, then a match', () => {
    expect(signUp({ confirmPassword: '' })).toEqual({ confirmPassword: CONFIRM_REQUIRED });
    expect(signUp({ confirmPassword: 'Passw0rd!' })).toEqual({ confirmPassword: MISMATCH });
  });

  it('the register body takes the username again as name and applies the same rules', () => {
    expect(
      errorsOf(ZRegisterSchema, {
        username: 'film_fan',
        email: 'fan@example.com',
        password: 'Passw0rd',
        name: 'film_fan',
      }),
    ).toEqual({});
    expect(errorsOf(ZRegisterSchema, { username: 'ab', email: 'x', password: 'short' })).toEqual({
      username: USERNAME_MIN,
      email: EMAIL_INVALID,
      password: PASSWORD_MIN,
    });
  });
});

describe('sign-up form behaviour (client)', () => {
  // The auth dialog loads the `messages` catalogue with its forms.
  beforeAll(async () => {
    await activateLocale('en');
    await loadMessages('messages');
  });

  it('reports a password mismatch even while other fields are still wrong', () => {
    expect(
      validateSignUp({ username: '', email: 'x', password: 'Passw0rd', confirmPassword: 'Passw0rX' }),
    ).toEqual({
      username: REQUIRED_USERNAME,
      email: EMAIL_INVALID,
      confirmPassword: MISMATCH,
    });
  });

  it('desktop submit stays disabled until all four fields are filled and the passwords match', () => {
    expect(signUpIncomplete({ username: '', email: '', password: '', confirmPassword: '' })).toBe(true);
    expect(signUpIncomplete({ ...validSignUp, email: '' })).toBe(true);
    expect(signUpIncomplete({ ...validSignUp, confirmPassword: 'Passw0rx' })).toBe(true);
    expect(signUpIncomplete(validSignUp)).toBe(false);
    // Filled and matching but invalid: enabled, so submitting shows the messages.
    expect(signUpIncomplete({ username: 'a', email: 'b', password: 'c', confirmPassword: 'c' })).toBe(false);
  });
});

describe('login (ZLoginSchema)', () => {
  it('requires email-or-username and password', () => {
    expect(errorsOf(ZLoginSchema, { emailOrUsername: '', password: '' })).toEqual({
      emailOrUsername: 'Email or username is required',
      password: REQUIRED_PASSWORD,
    });
    expect(errorsOf(ZLoginSchema, { emailOrUsername: 'fan', password: '' })).toEqual({
      password: REQUIRED_PASSWORD,
    });
  });

  it('does not apply the sign-up password rules to a login attempt', () => {
    expect(errorsOf(ZLoginSchema, { emailOrUsername: 'fan@example.com', password: 'x' })).toEqual({});
  });
});

describe('profile edit', () => {
  it.each([
    ['', REQUIRED_USERNAME],
    ['ab', USERNAME_MIN],
    ['x'.repeat(51), USERNAME_MAX],
    ['two words', USERNAME_CHARS],
    ['dot.name', USERNAME_CHARS],
    ['émile', USERNAME_CHARS],
    ['semi;colon', USERNAME_CHARS],
  ])('username %j → %s', (username, message) => {
    expect(messageOf(ZUsernameSchema, username)).toBe(message);
    expect(errorsOf(ZUpdateProfileSchema, { username })).toEqual({ username: message });
  });

  it('accepts letters, numbers, underscores and hyphens', () => {
    expect(errorsOf(ZUpdateProfileSchema, { username: 'New_Name-42' })).toEqual({});
  });

  it.each([
    ['', REQUIRED_EMAIL],
    ['not-an-email', EMAIL_INVALID],
  ])('email %j → %s', (email, message) => {
    expect(messageOf(ZEmailSchema, email)).toBe(message);
    expect(errorsOf(ZUpdateProfileSchema, { email })).toEqual({ email: message });
  });

  it.each([
    [{ currentPassword: '', newPassword: 'Passw0rd' }, { currentPassword: CURRENT_REQUIRED }],
    [{ currentPassword: 'old', newPassword: '' }, { newPassword: NEW_REQUIRED }],
    [{ currentPassword: 'old', newPassword: 'Sh0rt' }, { newPassword: PASSWORD_MIN }],
    [{ currentPassword: 'old', newPassword: 'alllowercase1' }, { newPassword: PASSWORD_COMPLEXITY }],
    [{ currentPassword: 'old', newPassword: 'NoDigitsHere' }, { newPassword: PASSWORD_COMPLEXITY }],
    [{ newPassword: 'Passw0rd' }, { currentPassword: CURRENT_REQUIRED }],
  ])('password change %j → %j', (input, expected) => {
    expect(errorsOf(ZUpdateProfileSchema, input)).toEqual(expected);
  });

  it('password form: confirmation required, then it must equal the new password', () => {
    const base = { currentPassword: 'old', newPassword: 'Passw0rd' };
    expect(errorsOf(ZPasswordFormSchema, { ...base, confirmPassword: '' })).toEqual({
      confirmPassword: CONFIRM_REQUIRED,
    });
    expect(errorsOf(ZPasswordFormSchema, { ...base, confirmPassword: 'Passw0rd2' })).toEqual({
      confirmPassword: MISMATCH,
    });
    expect(errorsOf(ZPasswordFormSchema, { ...base, confirmPassword: 'Passw0rd' })).toEqual({});
  });

  it('an update naming no known field is rejected with a message', () => {
    expect(messageOf(ZUpdateProfileSchema, {})).toBe(
      'Send username, email, or currentPassword and newPassword',
    );
    expect(messageOf(ZUpdateProfileSchema, 'username')).toBe(
      'Send username, email, or currentPassword and newPassword',
    );
  });
});
