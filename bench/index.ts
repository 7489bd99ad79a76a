/**
 * Runs the benchmarks: every `bench/*.bench.ts` in turn, or those named on the command line
 * (`npm run bench -- catalogue`). Each module's default export is a `BenchModule`
 * (bench/lib.ts). Prints each run's progress, then one summary; exits 1 if a budget is
 * missed. Timings belong here, not in tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchModule, type Metric, withinBudget } from './lib';

const dir = import.meta.dirname;
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.slice(0, -'.bench.ts'.length))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? wanted : available;

const results: Array<{ bench: string; metric?: Metric; error?: string }> = [];
for (const name of selected) {
  const mod = (await import(pathToFileURL(path.join(dir, `${name}.bench.ts`)).href)).default as BenchModule;
  console.log(`\n▶ ${mod.name}: ${mod.description}`);
  const t0 = performance.now();
  try {
    const metrics = await mod.run((line) => console.log(`  ${line}`));
    for (const metric of metrics) results.push({ bench: mod.name, metric });
  } catch (e) {
    results.push({ bench: mod.name, error: (e as Error).stack ?? String(e) });
  }
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

console.log('\nSummary');
let missed = 0;
for (const r of results) {
  if (r.error) {
    missed++;
    console.log(`  ✗ ${r.bench}: failed\n${r.error}`);
    continue;
  }
  const m = r.metric!;
  const ok = withinBudget(m);
  if (ok === false) missed++;
  const mark = ok === null ? '·' : ok ? '✓' : '✗';
  const budget = m.budget ? ` (budget ${m.budget.op} ${m.budget.value} ${m.unit})` : '';
  const note = m.note ? `  [${m.note}]` : '';
  console.log(`  ${mark} ${r.bench}: ${m.name}: ${m.value} ${m.unit}${budget}${note}`);
}
process.exit(missed > 0 ? 1 : 0);
