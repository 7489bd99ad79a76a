import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The axe walks first. Without timings from an earlier run (a fresh clone), vitest starts the
 * largest files first; the walks' files are a few lines (tests/e2e/axe-walk.ts does the work)
 * but are among the longest, and started last they would run on alone at the end.
 */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const walk = (f: TestSpecification) => /[\\/]axe-\w+\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(walk), ...sorted.filter((f) => !walk(f))];
  }
}

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
    // accounts, so files share nothing but the build; a file's cases still run in order. A file
    // keeps less than half a core busy on average, but at four files the scroll-restoring
    // cases of listing-state and home-rows (Back and reload deep in a listing) lost their place
    // on a quiet two-core machine, and passed alone. E2E_WORKERS overrides the count.
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    sequence: { sequencer: WalksFirst },
  },
});
