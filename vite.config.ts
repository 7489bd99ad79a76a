import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './vite.pwa.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: [
      // The browser's zod runs jitless: its eval probe breaks the CSP (src/client/lib/zod-browser.ts).
      { find: /^zod$/, replacement: r('./src/client/lib/zod-browser.ts') },
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@client', replacement: r('./src/client') },
    ],
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
