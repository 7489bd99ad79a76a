import type { AppDeps } from '../../src/server/deps';
import { createSessionFor, createUser } from '../../src/server/features/auth/service';
import type { Role } from '../../src/shared/user';
import { userFields } from './fields';

export { DEFAULT_PASSWORD, userFields } from './fields';

/** Inserts a user with a role (default 'user') and returns it with a live session token. */
export async function insertUser(
  deps: AppDeps,
  opts: Partial<{ username: string; email: string; password: string; role: Role; isPremium: boolean }> = {},
) {
  const fields = userFields(opts);
  const user = await createUser(
    { db: deps.database.db, lucia: deps.lucia, sessions: deps.sessions },
    { ...fields, role: opts.role ?? 'user', isPremium: opts.isPremium },
  );
  const token = await createSessionFor(deps.lucia, user.id);
  return { user, token, password: fields.password, auth: { Authorization: `Bearer ${token}` } };
}
