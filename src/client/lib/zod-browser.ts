/**
 * `zod` as the browser bundle sees it (vite.config.ts aliases the bare specifier here):
 * the same API, switched to jitless before any schema is built.
 *
 * Zod 4 compiles object parsers with `new Function` where it may, and finds out whether it
 * may by trying one when a schema is created: an eval that the Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses and reports on every page. Configuring it in
 * app code would be too late, since the bundler evaluates the shared schemas' chunk before
 * the entry's own code; every importer of `zod` evaluates this module first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
