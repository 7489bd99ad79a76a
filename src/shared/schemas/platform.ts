import { z } from 'zod';

/** What the Platform Info page shows; domains come from OFFICIAL_DOMAINS so operators can move. */
export const ZPlatformInfoSchema = z.object({
  domains: z.array(z.string()),
  version: z.string(),
  /** The community space (forum, chat) if the deployment configures one. */
  communityUrl: z.string().nullable(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfoSchema>;

/**
 * Where this server keeps watch history: the client writes a signed-in visitor's history to
 * the database when `isRemote`, and to local storage otherwise.
 */
export const ZDatabaseConfigSchema = z.object({
  isRemote: z.boolean(),
  kind: z.enum(['postgres', 'pglite']),
});
export type TDatabaseConfig = z.infer<typeof ZDatabaseConfigSchema>;
