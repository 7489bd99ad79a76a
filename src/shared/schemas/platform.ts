import { z } from 'zod';

/** What the Platform Info page shows; domains come from OFFICIAL_DOMAINS so operators can move. */
export const ZPlatformInfoSchema = z.object({
  domains: z.array(z.string()),
  version: z.string(),
  /** The community space (forum, chat) if the deployment configures one. */
  communityUrl: z.string().nullable(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;
