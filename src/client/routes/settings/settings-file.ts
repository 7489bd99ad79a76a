import type { z } from 'zod';
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  SETTINGS_FILE_VERSION,
  type SettingsFile,
  ZSettingsFileSchema,
} from '../../../shared/schemas/preferences';

/** Larger than any settings file could be: refuse before parsing someone's video by mistake. */
export const MAX_SETTINGS_FILE_BYTES = 64 * 1024;

const NOT_SETTINGS = 'This is not a Marquee settings file. Choose a file made with Export Settings.';

/** `marquee-settings-YYYY-MM-DD.json`, dated in the user's own time zone. */
export function settingsFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `marquee-settings-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function buildSettingsFile(preferences: Preferences, now: Date = new Date()): SettingsFile {
  return { preferences: { ...preferences }, exportDate: now.toISOString(), version: SETTINGS_FILE_VERSION };
}

export type ImportResult = { ok: true; preferences: Preferences } | { ok: false; message: string };

/**
 * Reads an exported settings file. Anything but a version 1.0 file of the exported shape is
 * refused with a message saying why, so a bad file never changes the user's preferences.
 */
export function parseSettingsFile(text: string): ImportResult {
  if (text.length > MAX_SETTINGS_FILE_BYTES) {
    return { ok: false, message: 'This file is too large to be a settings file.' };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not valid JSON. Choose a file made with Export Settings.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('version' in data)) {
    return { ok: false, message: NOT_SETTINGS };
  }
  const version = (data as { version: unknown }).version;
  if (version !== SETTINGS_FILE_VERSION) {
    const shown = typeof version === 'string' || typeof version === 'number' ? String(version) : 'unknown';
    return {
      ok: false,
      message: `Settings file version ${shown} is not supported. Only version ${SETTINGS_FILE_VERSION} files can be imported.`,
    };
  }
  const r = ZSettingsFileSchema.safeParse(data);
  if (!r.success) return { ok: false, message: `This settings file is invalid: ${describe(r.error, data)}.` };
  return { ok: true, preferences: { ...DEFAULT_PREFERENCES, ...r.data.preferences } };
}

/** The first problem, in words: which field and what is wrong with it. */
function describe(error: z.ZodError, data: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? `${issue.path.join('.')} has ` : '';
    return `${where}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  }
  const field = issue.path.join('.') || 'file';
  if (valueAt(data, issue.path) === undefined) return `${field} is missing`;
  // zod's generic wording ("Invalid input: expected boolean, received string") said plainly.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input'))
    return `${field} must be a ${issue.expected}`;
  if (issue.code === 'invalid_value') return `${field} must be one of ${issue.values.join(', ')}`;
  return `${field}: ${issue.message}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}
