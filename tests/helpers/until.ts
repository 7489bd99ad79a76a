/**
 * Polls `cond` until it holds, so a test waits on the condition it needs rather than on a
 * guessed sleep; `what` names it in the error when it never comes.
 */
export async function until(
  what: string,
  cond: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await cond())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
