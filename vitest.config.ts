import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // Message catalogues (`?lingui` imports) compiled as in the build.
  plugins: [lingui()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        // Screens rendered in jsdom against the app's own API mocked by msw: no database,
        // so no global setup.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          // Not '/': importing the app's route prefetch would otherwise start Home's data.
          environmentOptions: { jsdom: { url: 'http://marquee.test/__component-tests__' } },
          setupFiles: ['tests/setup.ts', 'tests/component/setup.ts'],
          // One jsdom and one module graph per worker instead of per file: the screens compile
          // once. Each test starts clean anyway (fresh query cache, storage cleared, unmounted).
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
