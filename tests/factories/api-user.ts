import type { PublicUser, Role } from '../../src/shared/user';
import { userFields } from './fields';

/**
 * Users made through a running server's API, for tests whose server runs in another process
 * (the browser tests): the same fields as `insertUser`, the role and premium flag set by an
 * owner the way the admin panel sets them.
 */
export interface ApiUser {
  user: PublicUser;
  token: string;
  username: string;
  email: string;
  password: string;
}

export interface ApiUserOptions {
  username?: string;
  email?: string;
  password?: string;
  role?: Role;
  isPremium?: boolean;
}

async function call<T>(baseUrl: string, method: string, path: string, token?: string, body?: object) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const r = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Signs up through POST /api/auth/register: on an empty database the first account is the owner. */
export async function registerUser(baseUrl: string, opts: Omit<ApiUserOptions, 'role' | 'isPremium'> = {}) {
  const fields = userFields(opts);
  const data = await call<{ token: string; user: PublicUser }>(
    baseUrl,
    'POST',
    '/api/auth/register',
    undefined,
    {
      ...fields,
      name: fields.username,
    },
  );
  return { ...fields, user: data.user, token: data.token } satisfies ApiUser;
}

/** A new session for an existing account (POST /api/auth/login). */
export async function loginUser(baseUrl: string, account: { username: string; password: string }) {
  const data = await call<{ token: string; user: PublicUser }>(
    baseUrl,
    'POST',
    '/api/auth/login',
    undefined,
    {
      emailOrUsername: account.username,
      password: account.password,
    },
  );
  return data;
}

/** Gives an account a role, as the owner (PUT /api/admin/users/{id}/role). */
export async function setRoleThroughApi(baseUrl: string, ownerToken: string, id: string, role: Role) {
  const path = `/api/admin/users/${id}/role`;
  return (await call<{ user: PublicUser }>(baseUrl, 'PUT', path, ownerToken, { role })).user;
}

/** Flips an account's premium flag, as staff (PUT /api/admin/users/{id}/premium). */
export async function togglePremiumThroughApi(baseUrl: string, staffToken: string, id: string) {
  const path = `/api/admin/users/${id}/premium`;
  return (await call<{ user: PublicUser }>(baseUrl, 'PUT', path, staffToken)).user;
}

/** Registers a user, then as `ownerToken`'s owner gives it a role (default 'user') and premium. */
export async function insertUserThroughApi(baseUrl: string, ownerToken: string, opts: ApiUserOptions = {}) {
  const made: ApiUser = await registerUser(baseUrl, opts);
  if (opts.role && opts.role !== made.user.role)
    made.user = await setRoleThroughApi(baseUrl, ownerToken, made.user.id, opts.role);
  if (opts.isPremium !== undefined && opts.isPremium !== made.user.isPremium)
    made.user = await togglePremiumThroughApi(baseUrl, ownerToken, made.user.id);
  return made;
}

/** Deletes a user as the owner; one already gone is fine. */
export async function deleteUserThroughApi(baseUrl: string, ownerToken: string, id: string) {
  const r = await fetch(`${baseUrl}/api/admin/users/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  if (!r.ok && r.status !== 404) throw new Error(`DELETE user ${id}: ${r.status} ${await r.text()}`);
}

/** The accounts whose username contains `search` (the admin list's search, first 100). */
export async function findUsersThroughApi(baseUrl: string, staffToken: string, search = '') {
  const q = new URLSearchParams({ search, limit: '100' });
  const data = await call<{ users: PublicUser[] }>(
    baseUrl,
    'GET',
    `/api/admin/users/paginated?${q}`,
    staffToken,
  );
  return data.users;
}

/** Changes an account's username and email as staff (PUT /api/admin/users/{id}). */
export async function editUserThroughApi(
  baseUrl: string,
  staffToken: string,
  id: string,
  fields: { username: string; email: string },
) {
  return (await call<{ user: PublicUser }>(baseUrl, 'PUT', `/api/admin/users/${id}`, staffToken, fields))
    .user;
}
