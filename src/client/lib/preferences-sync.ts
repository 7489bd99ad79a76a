import { useEffect } from 'react';
import { useAuth } from './auth';
import { connectPreferences, disconnectPreferences, type PreferencesRemote } from './preferences';
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
 * Mounted once inside <AuthProvider>: ties the preferences store to the signed-in account
 * (load and merge on sign-in, save on change) and back to local-only on sign-out.
 */
export function PreferencesSync(): null {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (status === 'signed-in' && userId) void connectPreferences(userId, trpcRemote);
    else if (status === 'signed-out') disconnectPreferences();
  }, [status, userId]);
  return null;
}
