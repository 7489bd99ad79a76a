import { ZPlatformInfoSchema } from '../../../shared/schemas/platform';
import { publicProcedure, router } from '../../trpc/init';
import { platformInfo } from './service';

export const platformRouter = router({
  info: publicProcedure.output(ZPlatformInfoSchema).query(({ ctx }) => platformInfo(ctx.deps)),
});
