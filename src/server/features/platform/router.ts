import { z } from 'zod';
import type { Env } from '../../env';
import { publicProcedure, router } from '../../trpc/init';

/** What the Platform Info page shows; domains come from OFFICIAL_DOMAINS so operators can move. */
export const ZPlatformInfoSchema = z.object({
  domains: z.array(z.string()),
  version: z.string(),
  /** The community space (forum, chat) if the deployment configures one. */
  communityUrl: z.string().nullable(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;

// COMMUNITY_URL is read only if env.ts declares it, so this file needs no change when it does.
const communityUrlOf = (env: Env): string | null =>
  'COMMUNITY_URL' in env && typeof env.COMMUNITY_URL === 'string' && env.COMMUNITY_URL
    ? env.COMMUNITY_URL
    : null;

export const platformRouter = router({
  info: publicProcedure.output(ZPlatformInfoSchema).query(({ ctx }) => ({
    domains: ctx.deps.env.officialDomains,
    version: ctx.deps.version,
    communityUrl: communityUrlOf(ctx.deps.env),
  })),
});
