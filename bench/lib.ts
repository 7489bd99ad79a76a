/**
 * What a benchmark module (`bench/*.bench.ts`) exports, and small helpers they share.
 * `bench/index.ts` runs the modules in turn and prints one summary of their metrics.
 */
export interface Budget {
  op: '<=' | '>=' | '<' | '>';
  value: number;
}

export interface Metric {
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** How the value was obtained, e.g. 'median of 3 runs'. */
  note?: string;
}

export interface BenchModule {
  name: string;
  description: string;
  run(log: (line: string) => void): Promise<Metric[]>;
}

export function withinBudget(m: Metric): boolean | null {
  if (!m.budget) return null;
  const { op, value } = m.budget;
  return op === '<='
    ? m.value <= value
    : op === '>='
      ? m.value >= value
      : op === '<'
        ? m.value < value
        : m.value > value;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Compiles a bench child (`bench/<file>.ts` and the app code it imports) to plain
 * JavaScript in dist/bench, so the measured process runs as `npm start` runs the server:
 * compiled, with no TypeScript loader in memory.
 */
export async function compiledChild(file: string): Promise<string> {
  const { bundleServer } = await import('../scripts/build-server.mjs');
  return bundleServer(`bench/${file}`, `dist/bench/${file.replace(/\.ts$/, '.js')}`);
}
