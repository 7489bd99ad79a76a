import { createHash, randomBytes } from 'node:crypto';
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { Lucia, TimeSpan } from 'lucia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Role } from '../db/schema/users';

export const SESSION_DAYS = 30;

export function createLucia(db: Db) {
  // The adapter's types target one driver; both of ours are PgDatabase underneath.
  const adapter = new DrizzlePostgreSQLAdapter(db as never, sessions, users);
  return new Lucia(adapter, {
    // Sliding: lucia extends a session used in the second half of its life.
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: { attributes: { secure: false } },
    getUserAttributes: (a) => ({
      username: a.username,
      email: a.email,
      role: a.role,
      isPremium: a.isPremium,
      createdAt: a.createdAt,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    DatabaseUserAttributes: {
      username: string;
      email: string;
      role: Role;
      isPremium: boolean;
      createdAt: Date;
    };
  }
}

/** The secret the client keeps. Only its SHA-256 is stored, as the session id. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const sessionIdFromToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return m?.[1] ?? null;
}
