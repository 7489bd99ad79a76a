import { isMessage, messageOf } from '@shared/i18n/message';
import { type TOpinionsFile, ZOpinionsFileSchema } from '@shared/schemas/opinions-file';
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  SETTINGS_FILE_VERSION,
  type SettingsFile,
  ZSettingsFileSchema,
} from '@shared/schemas/preferences';
import type { WatchedMarkItem } from '@shared/tracking';
import type { WatchLaterItem } from '@shared/watch-later';
import type { z } from 'zod';
import { t } from '../../i18n';
import { formatList } from '../../i18n/format';
import { localMessage } from '../../i18n/messages';

/**
 * Larger than any settings file could be (preferences, a full My List, and the ratings,
 * reviews, diary and lists the file carries, each bounded by OPINIONS_FILE_MAX): refuse before
 * parsing someone's video by mistake.
 */
export const MAX_SETTINGS_FILE_BYTES = 32 * 1024 * 1024;

/** The file as this screen writes and reads it: the account's ratings, reviews, diary and lists too. */
const ZFileSchema = ZSettingsFileSchema.extend({ opinions: ZOpinionsFileSchema.optional() });
type FullSettingsFile = SettingsFile & { opinions?: TOpinionsFile };

/** `marquee-settings-YYYY-MM-DD.json`, dated in the user's own time zone. */
export function settingsFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `marquee-settings-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function buildSettingsFile(
  preferences: Preferences,
  now: Date = new Date(),
  watchLater?: readonly WatchLaterItem[],
  watched?: readonly WatchedMarkItem[],
  opinions?: TOpinionsFile,
): FullSettingsFile {
  return {
    preferences: { ...preferences },
    exportDate: now.toISOString(),
    version: SETTINGS_FILE_VERSION,
    ...(watchLater ? { watchLater: [...watchLater] } : {}),
    ...(watched ? { watched: [...watched] } : {}),
    ...(opinions ? { opinions } : {}),
  };
}

export type ImportResult =
  | {
      ok: true;
      preferences: Preferences;
      watchLater?: WatchLaterItem[];
      watched?: WatchedMarkItem[];
      opinions?: TOpinionsFile;
    }
  | { ok: false; message: string };

/**
 * Reads an exported settings file. Anything but a version 1.0 file of the exported shape is
 * refused with a message saying why (in the interface's language; field names and values as
 * the file writes them), so a bad file never changes the user's preferences. A 1.0 file from
 * before a preference existed (e.g. `language`) imports with that preference's default.
 */
export function parseSettingsFile(text: string): ImportResult {
  if (text.length > MAX_SETTINGS_FILE_BYTES) {
    return { ok: false, message: t('account.import.tooLarge') };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: t('account.import.notJson') };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('version' in data)) {
    return { ok: false, message: t('account.import.notSettings') };
  }
  const version = (data as { version: unknown }).version;
  if (version !== SETTINGS_FILE_VERSION) {
    const shown =
      typeof version === 'string' || typeof version === 'number'
        ? String(version)
        : t('account.import.unknownVersion');
    return {
      ok: false,
      message: t('account.import.badVersion', { version: shown, supported: SETTINGS_FILE_VERSION }),
    };
  }
  const r = ZFileSchema.safeParse(data);
  if (!r.success)
    return { ok: false, message: t('account.import.invalid', { problem: describe(r.error, data) }) };
  return {
    ok: true,
    preferences: { ...DEFAULT_PREFERENCES, ...r.data.preferences },
    watchLater: r.data.watchLater?.map((i) => ({
      mediaType: i.mediaType,
      mediaId: i.mediaId,
      title: i.title ?? null,
      posterPath: i.posterPath ?? null,
      date: i.date ?? null,
      voteAverage: i.voteAverage ?? null,
      addedAt: i.addedAt ?? (r.data.exportDate as string),
    })),
    watched: r.data.watched?.map((i) => ({ ...i, markedAt: i.markedAt ?? (r.data.exportDate as string) })),
    // As written: the server validates each part again when it merges it.
    opinions: r.data.opinions ? (data as unknown as { opinions: TOpinionsFile }).opinions : undefined,
  };
}

/** The first problem, in words: which field and what is wrong with it. */
function describe(error: z.ZodError, data: unknown): string {
  const issue = error.issues[0];
  if (!issue) return t('account.import.unknownProblem');
  if (issue.code === 'unrecognized_keys') {
    const values = { count: issue.keys.length, fields: formatList(issue.keys) };
    return issue.path.length
      ? t('account.import.unknownFieldsIn', { ...values, where: issue.path.join('.') })
      : t('account.import.unknownFields', values);
  }
  const field = issue.path.join('.') || t('account.import.theFile');
  if (valueAt(data, issue.path) === undefined) return t('account.import.missing', { field });
  // zod's generic wording ("Invalid input: expected boolean, received string") said plainly.
  const said = messageOf(issue.message);
  if (issue.code === 'invalid_type' && isMessage(said) && said.key === 'messages.validation.invalidType')
    return t('account.import.mustBeType', { field, type: issue.expected });
  if (issue.code === 'invalid_value')
    return t('account.import.mustBeOneOf', {
      field,
      values: formatList(issue.values.map(String), 'disjunction'),
    });
  return t('account.import.fieldProblem', { field, problem: localMessage(issue.message) });
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}
