import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets we hold every screen to: WCAG 2.x A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core in the page as it is now (evaluated through the DevTools protocol, so the
 * page's CSP does not stop it) and returns the violations, each with the nodes it names.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: collecting passes and incompletes roughly doubles a run.
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return results.violations;
}

/** One line per violation and node, for an assertion message a person can act on. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`,
      ),
    )
    .join('\n');
}

/** Fails with every violation listed when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violation(s) on ${where}:\n${describeViolations(violations)}`,
    );
  }
}
