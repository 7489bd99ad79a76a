import { describe, expect, it } from 'vitest';
import { firstOfEach, notAfter } from '../../src/server/features/personal/merge';

describe('merging into a personal list', () => {
  it('keeps the first item of each key, in the order given', () => {
    const items = [
      { key: 'movie:1', n: 1 },
      { key: 'tv:2', n: 2 },
      { key: 'movie:1', n: 3 },
      { key: 'tv:3', n: 4 },
      { key: 'tv:2', n: 5 },
    ];
    const first = firstOfEach(items, (i) => i.key);
    expect([...first.values()].map((i) => i.n)).toEqual([1, 2, 4]);
    expect([...first.keys()]).toEqual(['movie:1', 'tv:2', 'tv:3']);
  });

  it('counts a time from the future, or none, as now', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(notAfter('2024-01-02T03:04:05Z', now).toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(notAfter('2030-01-01T00:00:00Z', now).getTime()).toBe(now);
    expect(notAfter(null, now).getTime()).toBe(now);
    expect(notAfter(undefined, now).getTime()).toBe(now);
  });
});
