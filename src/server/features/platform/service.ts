import type { TPlatformInfo } from '@shared/schemas/platform';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';

// COMMUNITY_URL is read only if env.ts declares it, so this file needs no change when it does.
const communityUrlOf = (env: Env): string | null =>
  'COMMUNITY_URL' in env && typeof env.COMMUNITY_URL === 'string' && env.COMMUNITY_URL
    ? env.COMMUNITY_URL
    : null;

export const platformInfo = (deps: AppDeps): TPlatformInfo => ({
  domains: deps.env.officialDomains,
  version: deps.version,
  communityUrl: communityUrlOf(deps.env),
});
