import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection, in
 * percent. V8 picks a factor of up to 4× on its own when a program allocates fast, which a
 * proxy answering many distinct requests does: its live heap stays near 30 MB but the heap
 * it keeps grew to 150 MB (bench/catalogue.bench.ts, RSS after 10,000 distinct requests:
 * 263 MB by default, 190 MB at 30%, with cached hits as fast as before). Smaller young
 * generations (--max-semi-space-size) saved more memory but halved cached-hit throughput.
 */
export const HEAP_GROWING_PERCENT = 30;

/**
 * How much a WebAssembly function runs (V8 counts roughly bytes of code executed) before V8
 * compiles it again with its optimising compiler; V8's default is 1,800,000. The embedded
 * database (PGlite) is PostgreSQL compiled to WebAssembly: with the default, its start-up and
 * migrations alone made enough of it "hot" that the optimised code kept 50 MB resident for
 * good, a fifth of the server's RSS, while the app's queries are small and its writes cost
 * the same either way (bench/memory.bench.ts: CPU per write and per bulk transaction). At this
 * budget only code that runs for long, such as a large sort, is still optimised.
 */
export const WASM_TIERING_BUDGET = 1_000_000_000;

/** Applies the server's V8 settings, except those the process was started with. */
export function tuneHeap(): void {
  const given = (flag: string) => process.execArgv.some((a) => a.startsWith(flag));
  if (!given('--heap-growing-percent'))
    v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  if (!given('--wasm-tiering-budget')) v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}
