import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './vite.pwa.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  // lingui(): message catalogues imported with `?lingui` arrive compiled (src/client/i18n).
  plugins: [react(), lingui(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: [
      // The browser's zod runs jitless: its eval probe breaks the CSP (src/client/lib/zod-browser.ts).
      { find: /^zod$/, replacement: r('./src/client/lib/zod-browser.ts') },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: r('./src/client/lib/sync-external-store.ts'),
      },
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@client', replacement: r('./src/client') },
    ],
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each screen starts with, for the server's per-page preload links
    // (src/server/http/route-preloads.ts).
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // @trpc/client does not say its modules are free of side effects, so its index kept the
        // WebSocket link and its client (unused here: every call is HTTP) in the first page's JS.
        moduleSideEffects: (id: string) => !id.includes('/node_modules/@trpc/client/'),
      },
      output: {
        // Everything the first page runs (rolldown's $initial tag: the entry's static imports,
        // recursively) goes in one chunk: one request and one gzip stream instead of a dozen
        // small shared chunks the automatic splitting made from it (each a round trip, and
        // re-split whenever a lazy import moved). Lazy screens and menus import from it.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
        // A catalogue chunk is named for its language and namespace (i18n-ar-admin-<hash>.js),
        // so the service worker can keep the chosen language's files (vite.pwa.ts).
        chunkFileNames: (chunk) => {
          const m = /\/i18n\/catalogs\/([^/]+)\/([^/.]+)\.json/.exec(chunk.facadeModuleId ?? '');
          return m ? `assets/i18n-${m[1]}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
