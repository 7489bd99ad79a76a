import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/shared/relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * MIN, 'Just now'],
    [HOUR, '1h ago'],
    [5 * HOUR + 30 * MIN, '5h ago'],
    [24 * HOUR - 1, '23h ago'],
    [24 * HOUR, 'Yesterday'],
    [47 * HOUR + 59 * MIN, 'Yesterday'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('shows a date from 48 hours on', () => {
    expect(relativeTime(ago(48 * HOUR), now)).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        ago(48 * HOUR),
      ),
    );
    expect(relativeTime('2025-01-05T12:00:00Z', now)).toMatch(/^Jan [45], 2025$/);
  });

  it('accepts ISO strings and epoch numbers, reads the future as Just now, and an invalid date as empty', () => {
    expect(relativeTime(ago(3 * HOUR).toISOString(), now)).toBe('3h ago');
    expect(relativeTime(ago(3 * HOUR).getTime(), now.getTime())).toBe('3h ago');
    expect(relativeTime(new Date(now.getTime() + HOUR), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
