import { describe, expect, it } from 'vitest';
import { formatBytes, formatMegabytes, formatUptime } from '../../src/shared/format-size';

describe('formatBytes (Bytes/KB/MB/GB)', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1 MB'],
    [5_767_168, '5.5 MB'],
    [1_234_567, '1.18 MB'],
    [1_073_741_824, '1 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatMegabytes (memory in MB, one decimal)', () => {
  it.each([
    [0, '0.0 MB'],
    [12.345, '12.3 MB'],
    [12.35, '12.4 MB'],
    [64, '64.0 MB'],
    [Number.POSITIVE_INFINITY, '0.0 MB'],
    [-1, '0.0 MB'],
  ])('%d → %s', (mb, text) => {
    expect(formatMegabytes(mb)).toBe(text);
  });
});

describe('formatUptime', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1m'],
    [3725, '1h 2m'],
    [86_400, '1d 0h 0m'],
    [90_061, '1d 1h 1m'],
  ])('%d s → %s', (s, text) => {
    expect(formatUptime(s)).toBe(text);
  });
});
