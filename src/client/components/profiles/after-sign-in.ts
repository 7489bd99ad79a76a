import { getQueryKey } from '@trpc/react-query';
import { navigate } from 'wouter/use-browser-location';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';

/**
 * Right after a sign-in: an account with more than one profile is asked who is watching (the
 * new session opened its main profile). Part of the sign-in form's code, not the first page's.
 */
export async function askWhoIsWatching(): Promise<void> {
  try {
    const answer = await trpcClient.profiles.list.query();
    queryClient.setQueryData(getQueryKey(trpc.profiles.list, undefined, 'query'), answer);
    if (answer.profiles.length > 1 && window.location.pathname !== '/profiles') navigate('/profiles');
  } catch {
    // The header asks again; the picker stays reachable from the account menu.
  }
}
