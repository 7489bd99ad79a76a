import { ZDatabaseConfigSchema, ZPlatformInfoSchema } from '@shared/schemas/platform';
import { publicProcedure, router } from '../../trpc/init';
import { databaseConfig } from '../health/service';
import { platformInfo } from './service';

export const platformRouter = router({
  info: publicProcedure.output(ZPlatformInfoSchema).query(({ ctx }) => platformInfo(ctx.deps)),
  /** The same answer as GET /api/debug/db-config, for the client's choice of history store. */
  databaseConfig: publicProcedure.output(ZDatabaseConfigSchema).query(({ ctx }) => databaseConfig(ctx.deps)),
});
