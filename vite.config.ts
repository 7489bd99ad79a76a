import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './vite.pwa.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The start-up watchdog (public/watchdog.js) is a plain script outside the bundle (it must run
 * when the bundle cannot), counted in the first page's JS: the build writes it minified over
 * the copy of the public folder.
 */
function minifiedWatchdog(): Plugin {
  return {
    name: 'marquee-watchdog',
    apply: 'build',
    async generateBundle() {
      const source = readFileSync(r('./public/watchdog.js'), 'utf8');
      const { code } = await transform(source, { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: 'watchdog.js', source: code });
    },
  };
}

/**
 * The first paint is the start-up frame (#boot), drawn by the page's own inline styles
 * (index.html): nothing the page fetches is needed for it. So the built page asks for its
 * stylesheet as a preload (main.tsx applies it before the first render) and nothing holds the
 * first paint for it. The main script keeps its default (high) priority: at low priority it
 * shared the line with the page's own chunks and the search page's largest paint came later
 * (Lighthouse 89 -> 85); its modulepreloads (the runtime) are asked at low priority.
 */
function firstPaintFirst(): Plugin {
  return {
    name: 'marquee-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
            '<link rel="preload" as="style" crossorigin fetchpriority="low" href="$1" data-app-css>',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  // lingui(): message catalogues imported with `?lingui` arrive compiled (src/client/i18n).
  plugins: [react(), lingui(), tailwindcss(), minifiedWatchdog(), firstPaintFirst(), VitePWA(pwaOptions)],
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
    // Every browser the app supports has modulepreload: the polyfill would only add to the first page.
    modulePreload: { polyfill: false },
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
