import { trpc } from '../../lib/trpc';

/** Official domains and version (platform.info); they change only with a redeploy. */
export const usePlatformInfo = () =>
  trpc.platform.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });

/** The primary official domain, for contact addresses on the policy pages. */
export function usePrimaryDomain(): string | null {
  return usePlatformInfo().data?.domains[0] ?? null;
}
