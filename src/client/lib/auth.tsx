import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { TLogin, TRegister } from '../../shared/schemas/auth';
import type { PublicUser } from '../../shared/user';
import { clearProductData, KEYS, readJson, readString, removeKey, writeJson } from './storage';
import { trpc, trpcClient } from './trpc';

export type AuthStatus = 'restoring' | 'signed-in' | 'signed-out';

interface AuthValue {
  status: AuthStatus;
  user: PublicUser | null;
  token: string | null;
  /** Keeps the session a login or a registration answered (see useLogin, useRegister). */
  signIn(session: SignedIn): void;
  /** Calls the server, clears local data even if that fails, then goes to / after 100 ms. */
  logout(): Promise<{ ok: boolean; message?: string }>;
  /** Re-reads the signed-in user (after a profile change). */
  refresh(): Promise<void>;
  /** Replaces the cached user with one the server answered. */
  setUser(user: PublicUser): void;
}

interface SignedIn {
  token: string;
  user: PublicUser;
  deviceToken: string;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const logoutMutation = trpc.auth.logout.useMutation();
  const [token, setToken] = useState<string | null>(() => readString(KEYS.token));
  const [user, setUserState] = useState<PublicUser | null>(() =>
    readString(KEYS.token) ? readJson<PublicUser | null>(KEYS.user, null) : null,
  );
  const [status, setStatus] = useState<AuthStatus>(() =>
    readString(KEYS.token) ? 'restoring' : 'signed-out',
  );

  const signIn = useCallback(
    ({ token: t, user: u, deviceToken }: SignedIn) => {
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
      void utils.invalidate();
      // A new session opens the account's main profile (the sign-in form then asks who is watching).
      removeKey(KEYS.profile);
      // A visitor's saved titles join the account's list (see lib/watch-later.ts, loaded here:
      // not part of the first page's code).
      void import('./watch-later')
        .then((m) => m.mergeVisitorWatchLater())
        .then((merged) => {
          if (merged) void utils.watchLater.invalidate();
        })
        .catch(() => {});
    },
    [utils],
  );

  const signOutLocally = useCallback(() => {
    removeKey(KEYS.token);
    removeKey(KEYS.user);
    setToken(null);
    setUserState(null);
    setStatus('signed-out');
    queryClient.clear();
  }, [queryClient]);

  const setUser = useCallback((u: PublicUser) => {
    writeJson(KEYS.user, u);
    setUserState(u);
  }, []);

  // `me` is read straight from the client, not through the query cache: the answer decides
  // the session itself, and must neither be served from the cache nor pause while offline.
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
      signIn,
      logout: async () => {
        let result: { ok: boolean; message?: string } = { ok: true };
        try {
          await logoutMutation.mutateAsync();
        } catch {
          // The caller words the failure (in the reader's language): signed out here all the same.
          result = { ok: false };
        }
        // Keep what belongs to the browser (preferences, the welcome flag, the device token
        // that spares it the lock others' guesses cause); drop the account's data.
        clearProductData([KEYS.preferences, KEYS.welcomeShown, KEYS.deviceToken]);
        signOutLocally();
        setTimeout(() => {
          if (window.location.pathname !== '/') navigate('/');
        }, 100);
        return result;
      },
      refresh,
      setUser,
    }),
    [status, user, token, signIn, signOutLocally, refresh, setUser, logoutMutation.mutateAsync],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAuth must be used inside <AuthProvider>');
  return v;
}

interface AuthMutationCallbacks {
  /** Runs even if the form is gone by then (signing in closes the dialog that holds it). */
  onSuccess(): void;
  onError(error: unknown): void;
}

/** A login's or a registration's callbacks: success signs in first. */
function useSigningIn({ onSuccess, onError }: AuthMutationCallbacks) {
  const { signIn } = useAuth();
  return {
    onSuccess: (session: SignedIn) => {
      signIn(session);
      onSuccess();
    },
    onError,
  };
}

/** This browser's device token, sent with a login and kept through a password change. */
export const storedDeviceToken = (): string | undefined => readString(KEYS.deviceToken) ?? undefined;

/** The login mutation; its success signs in. The browser's device token rides along. */
export function useLogin(callbacks: AuthMutationCallbacks) {
  const mutation = trpc.auth.login.useMutation(useSigningIn(callbacks));
  const login = (input: TLogin) => mutation.mutate({ ...input, deviceToken: storedDeviceToken() });
  return [login, mutation] as const;
}

/** The registration mutation; its success signs in. The display name starts as the username. */
export function useRegister(callbacks: AuthMutationCallbacks) {
  const mutation = trpc.auth.register.useMutation(useSigningIn(callbacks));
  const register = (input: Omit<TRegister, 'name'>) => mutation.mutate({ ...input, name: input.username });
  return [register, mutation] as const;
}
