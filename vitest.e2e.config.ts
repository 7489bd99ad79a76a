import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') },
  },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 90_000,
    // A polled condition gets as long as a locator's wait (the pages' default timeout): every
    // case loads the app afresh, so a state that follows a first load can take seconds.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: each has its own server (own port and DATA_DIR), browser and
    // accounts, so files share nothing but the build; a file's cases still run in order.
    maxWorkers: 2,
  },
});
