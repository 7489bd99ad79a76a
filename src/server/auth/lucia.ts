import { createHash, randomBytes } from 'node:crypto';
import type { MaturityLevel } from '@shared/profiles';
import { Lucia, type Session, TimeSpan } from 'lucia';
import type { Role } from '../db/schema/users';
import { SessionAdapter } from './session-adapter';
import type { SessionStore } from './sessions';

/**
 * lucia (v3, retired upstream) stays behind this folder so it can be replaced: the rest of
 * the server sees `createLucia`, `AppLucia` and `AppSession`, never the package.
 */
export const SESSION_DAYS = 30;

/** lucia on the session store: every write it makes is evicted from the session caches. */
export function createLucia(store: SessionStore) {
  return new Lucia(new SessionAdapter(store), {
    // Sliding: lucia extends a session used in the second half of its life.
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
}

export type AppLucia = ReturnType<typeof createLucia>;
export type AppSession = Session;

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
    /** The profile the session uses (the account's first when it names none) and its level. */
    DatabaseSessionAttributes: {
      profileId: string;
      maturity: MaturityLevel;
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
