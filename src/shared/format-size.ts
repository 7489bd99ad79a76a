/**
 * Sizes as the admin panel shows them: cache size in Bytes, KB, MB or GB;
 * memory in MB with one decimal. Binary units (1 KB = 1024 bytes), as the cache counts.
 */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 → '0 Bytes'; 512 → '512 Bytes'; 1536 → '1.5 KB'; 5_242_880 → '5 MB'; beyond GB stays in GB. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  // Whole bytes are never fractional; larger units drop trailing zeros (1.50 → 1.5).
  const shown = i === 0 ? Math.round(value) : Number.parseFloat(value.toFixed(decimals));
  return `${shown} ${UNITS[i]}`;
}

/** 12.345 → '12.3 MB'; 0 → '0.0 MB'; not a number → '0.0 MB'. */
export function formatMegabytes(mb: number): string {
  const v = Number.isFinite(mb) && mb > 0 ? mb : 0;
  return `${(Math.round(v * 10) / 10).toFixed(1)} MB`;
}

/** 3725 → '1h 2m'; 90061 → '1d 1h 1m'; 42 → '42s' (uptime in seconds). */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  if (s < 60) return `${s}s`;
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return [d ? `${d}d` : '', d || h ? `${h}h` : '', `${m}m`].filter(Boolean).join(' ');
}
