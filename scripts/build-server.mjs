// Compiles the server (src/server/index.ts and what it imports from src/) into one ES
// module, dist/server/index.js, that plain `node` runs. npm packages stay external and load
// from node_modules. Running compiled code instead of the TypeScript sources through tsx
// keeps no compiler or source maps in the serving process: about 50 MB less resident
// memory and a faster start.
//
//   node scripts/build-server.mjs            (also part of `npm run build`)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Bundles one TypeScript entry (a path from the project root) into `outfile`. */
export async function bundleServer(entry, outfile) {
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return path.join(root, outfile);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await bundleServer('src/server/index.ts', 'dist/server/index.js');
}
