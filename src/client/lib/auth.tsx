import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { TLogin, TRegister } from '../../shared/schemas/auth';
import type { PublicUser } from '../../shared/user';
import { clearProductData, KEYS, readJson, readString, removeKey, writeJson } from './storage';
import { queryClient, trpcClient } from './trpc';

export type AuthStatus = 'restoring' | 'signed-in' | 'signed-out';

interface AuthValue {
  status: AuthStatus;
  user: PublicUser | null;
  token: string | null;
  login(input: TLogin): Promise<PublicUser>;
  register(input: Omit<TRegister, 'name'>): Promise<PublicUser>;
  /** Calls the server, clears local data even if that fails, then goes to / after 100 ms. */
  logout(): Promise<{ ok: boolean; message?: string }>;
  /** Re-reads the signed-in user (after a profile change). */
  refresh(): Promise<void>;
  /** Replaces the cached user with one the server answered. */
  setUser(user: PublicUser): void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readString(KEYS.token));
  const [user, setUserState] = useState<PublicUser | null>(() =>
    readString(KEYS.token) ? readJson<PublicUser | null>(KEYS.user, null) : null,
  );
  const [status, setStatus] = useState<AuthStatus>(() =>
    readString(KEYS.token) ? 'restoring' : 'signed-out',
  );

  const signIn = useCallback((t: string, u: PublicUser, deviceToken: string) => {
    try {
      localStorage.setItem(KEYS.token, t);
      localStorage.setItem(KEYS.deviceToken, deviceToken);
    } catch {
      // Storage disabled or full: the login itself succeeded, so do not report it as failed.
    }
    writeJson(KEYS.user, u);
    setToken(t);
    setUserState(u);
    setStatus('signed-in');
    queryClient.invalidateQueries();
  }, []);

  const signOutLocally = useCallback(() => {
    removeKey(KEYS.token);
    removeKey(KEYS.user);
    setToken(null);
    setUserState(null);
    setStatus('signed-out');
    queryClient.clear();
  }, []);

  const setUser = useCallback((u: PublicUser) => {
    writeJson(KEYS.user, u);
    setUserState(u);
  }, []);

  const refresh = useCallback(async () => {
    const me = await trpcClient.auth.me.query();
    if (me) setUser(me);
    else signOutLocally();
  }, [setUser, signOutLocally]);

  // Session restore: verify the stored token once on load. Only the server's answer that
  // the session is gone signs out; a request that failed (offline, server down, or cut off
  // because the visitor is already leaving the page) keeps the session for the next load,
  // signed in meanwhile when the account is known from the last visit.
  useEffect(() => {
    if (!readString(KEYS.token)) return;
    let cancelled = false;
    const leaving = () => {
      cancelled = true;
    };
    window.addEventListener('pagehide', leaving);
    trpcClient.auth.me
      .query()
      .then((me) => {
        if (cancelled) return;
        if (me) {
          setUser(me);
          setStatus('signed-in');
        } else signOutLocally();
      })
      .catch(() => {
        if (cancelled) return;
        const known = readJson<PublicUser | null>(KEYS.user, null);
        if (known) {
          setUserState(known);
          setStatus('signed-in');
        } else {
          setToken(null);
          setStatus('signed-out');
        }
      });
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leaving);
    };
  }, [setUser, signOutLocally]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      token,
      login: async (input) => {
        const deviceToken = readString(KEYS.deviceToken) ?? undefined;
        const r = await trpcClient.auth.login.mutate({ ...input, deviceToken });
        signIn(r.token, r.user, r.deviceToken);
        return r.user;
      },
      register: async (input) => {
        const r = await trpcClient.auth.register.mutate({ ...input, name: input.username });
        signIn(r.token, r.user, r.deviceToken);
        return r.user;
      },
      logout: async () => {
        let result: { ok: boolean; message?: string } = { ok: true };
        try {
          await trpcClient.auth.logout.mutate();
        } catch {
          result = { ok: false, message: 'Logout failed, but you have been signed out locally' };
        }
        // Keep what belongs to the browser (preferences, the welcome flag, the device token
        // that spares it the lock others' guesses cause); drop the account's data.
        clearProductData([KEYS.preferences, KEYS.welcomeShown, KEYS.deviceToken]);
        signOutLocally();
        setTimeout(() => {
          if (window.location.pathname !== '/') {
            window.history.pushState(null, '', '/');
            window.dispatchEvent(new PopStateEvent('popstate'));
          }
        }, 100);
        return result;
      },
      refresh,
      setUser,
    }),
    [status, user, token, signIn, signOutLocally, refresh, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAuth must be used inside <AuthProvider>');
  return v;
}
