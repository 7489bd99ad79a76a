/** A round axis maximum at or above `v`: 1, 2 or 5 × 10^k (at least 4, so a quiet month still has a scale). */
export function niceMax(v: number): number {
  if (!Number.isFinite(v) || v <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(v));
  const m = [1, 2, 5, 10].find((k) => k * p >= v) ?? 10;
  return m * p;
}
