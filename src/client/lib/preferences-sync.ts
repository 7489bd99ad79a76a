import { useEffect } from 'react';
import { useAuth } from './auth';
import { connectPreferences, disconnectPreferences, type PreferencesRemote } from './preferences';
import { useCurrentProfile } from './profile';
import { keepaliveClient, trpcClient } from './trpc';

// The preferences store (./preferences.ts) lives outside React, saving on every change and on
// page exit whatever screen is shown, so it talks to the client directly, not through hooks.
export const trpcRemote: PreferencesRemote = {
  get: () => trpcClient.preferences.get.query(),
  save: (preferences) => trpcClient.preferences.save.mutate(preferences),
  // Nobody is left to hear of a failure once the page is gone.
  saveOnExit: (preferences) => void keepaliveClient.preferences.save.mutate(preferences).catch(() => {}),
};

/**
 * Whose preferences the store holds: the account and the profile in use. The same key after a
 * switch and after a reload, so a change not yet saved is still known as this profile's. The
 * first profile's id is the account's, which stands in while the profile is not yet known.
 */
export const preferencesKey = (accountId: string, profileId: string | null | undefined) =>
  `${accountId}:${profileId ?? accountId}`;

/**
 * Mounted once inside <AuthProvider>: ties the preferences store to the signed-in account's
 * profile in use (load and merge on sign-in, save on change) and back to local-only on sign-out.
 */
export function PreferencesSync(): null {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const profileId = useCurrentProfile()?.id;
  useEffect(() => {
    if (status === 'signed-in' && userId)
      void connectPreferences(preferencesKey(userId, profileId), trpcRemote);
    else if (status === 'signed-out') disconnectPreferences();
  }, [status, userId, profileId]);
  return null;
}
