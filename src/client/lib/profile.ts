import type { PublicProfile } from '../../shared/profiles';
import { useAuth } from './auth';
import { KEYS, readJson, writeJson } from './storage';
import { trpc } from './trpc';

/**
 * The session's profile, for the header and for what a Kids profile may open. Read from the
 * server's list once per page load (batched with the page's first calls), drawn meanwhile from
 * the copy kept at the last answer. The server decides what each request may see; this only
 * shapes the interface.
 */
export function useProfiles() {
  const { user } = useAuth();
  return trpc.profiles.list.useQuery(undefined, {
    enabled: !!user,
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => {
      const current = answer.profiles.find((p) => p.id === answer.current) ?? null;
      if (current) writeJson(KEYS.profile, current);
      return { ...answer, currentProfile: current };
    },
  });
}

/** The profile in use (null for a visitor, or until it is known). */
export function useCurrentProfile(): PublicProfile | null {
  const { user } = useAuth();
  const list = useProfiles();
  if (!user) return null;
  const known = list.data?.currentProfile ?? readJson<PublicProfile | null>(KEYS.profile, null);
  return known;
}

/** Whether the profile in use is a Kids one: the account's own areas are closed to it. */
export function useIsKids(): boolean {
  return useCurrentProfile()?.maturity === 'kids';
}
