import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';

/** What the Platform Info page shows; domains come from OFFICIAL_DOMAINS so operators can move. */
export const ZPlatformInfoSchema = z.object({
  domains: z.array(z.string()),
  version: z.string(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;

export const platformRouter = router({
  info: publicProcedure
    .output(ZPlatformInfoSchema)
    .query(({ ctx }) => ({ domains: ctx.deps.env.officialDomains, version: ctx.deps.version })),
});
