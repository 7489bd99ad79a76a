import { randomBytes } from 'node:crypto';

export const DEFAULT_PASSWORD = 'Passw0rd!x';

/** A new account's sign-up fields: a unique username and email unless given. */
export function userFields(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    username: overrides.username ?? `user_${tag}`,
    email: overrides.email ?? `user_${tag}@example.com`,
    password: overrides.password ?? DEFAULT_PASSWORD,
  };
}
