import type { PublicProfile } from '@shared/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import {
  connectPreferences,
  disconnectPreferences,
  flushPreferences,
  setPreferences,
} from '../../lib/preferences';
import { preferencesKey, trpcRemote } from '../../lib/preferences-sync';
import { KEYS, writeJson } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/**
 * Switching profile: the server moves the session to it (its PIN checked there); then no
 * answer given to the previous profile stays (every cached query is dropped or fetched again),
 * the preferences are the new profile's, the interface takes the profile's language when it has
 * one, and home opens.
 */
export function useSwitchProfile() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const mutation = trpc.profiles.switch.useMutation();

  const switchTo = async (profile: PublicProfile, pin?: string) => {
    // The previous profile's unsaved preference change goes to it, before the session moves.
    await flushPreferences().catch(() => {});
    const now = await mutation.mutateAsync({ id: profile.id, ...(pin ? { pin } : {}) });
    disconnectPreferences();
    writeJson(KEYS.profile, now);
    await queryClient.cancelQueries();
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries();
    utils.profiles.list.setData(undefined, (old) => (old ? { ...old, current: now.id } : old));
    if (user) await connectPreferences(preferencesKey(user.id, now.id), trpcRemote).catch(() => {});
    if (now.language) setPreferences({ language: now.language });
    navigate('/');
    return now;
  };
  return { switchTo, pending: mutation.isPending };
}
