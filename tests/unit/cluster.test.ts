import { describe, expect, it } from 'vitest';
import { clusterRefusal, RestartPolicy } from '../../src/server/cluster';

const policy = () =>
  new RestartPolicy({ baseDelayMs: 500, maxDelayMs: 4000, stableAfterMs: 30_000, maxStartFailures: 3 });

describe('cluster restart policy', () => {
  it('backs off exponentially while a slot keeps crashing, up to the cap', () => {
    const p = policy();
    expect([1, 2, 3, 4, 5].map(() => p.onExit(0, 1000))).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it('starts afresh after a worker served long enough, and counts slots apart', () => {
    const p = policy();
    p.onExit(0, 1000);
    p.onExit(0, 1000);
    expect(p.onExit(1, 1000)).toBe(500);
    expect(p.onExit(0, 60_000)).toBe(500);
  });

  it('gives up when a slot never manages to listen', () => {
    const p = policy();
    expect(p.onExit(0, null)).toBe(500);
    expect(p.onExit(0, null)).toBe(1000);
    expect(p.onExit(0, null)).toBeNull();
  });

  it('a worker that listened resets the count of start failures', () => {
    const p = policy();
    p.onExit(0, null);
    p.onExit(0, null);
    expect(p.onExit(0, 100)).not.toBeNull();
    expect(p.onExit(0, null)).not.toBeNull();
  });
});

describe('cluster refusal', () => {
  it('refuses several processes on the embedded database only', () => {
    expect(clusterRefusal({ WORKERS: 2, DATABASE_URL: undefined })).toMatch(/^WORKERS=2 needs DATABASE_URL/);
    expect(clusterRefusal({ WORKERS: 1, DATABASE_URL: undefined })).toBeNull();
    expect(clusterRefusal({ WORKERS: 4, DATABASE_URL: 'postgres://x/y' })).toBeNull();
  });
});
