/**
 * The old home of `AppDeps`, now in `deps.ts` beside `buildDeps`. Kept while the catalogue
 * feature, the tRPC context and the REST helpers still import it from here.
 */
export type { AppDeps, AppServices } from './deps';
