/** Runs `job` over `items` with at most `concurrency` in flight; the results in the items' order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  job: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await job(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}
