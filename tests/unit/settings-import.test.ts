// @vitest-environment jsdom
// (switching the language sets <html lang dir>, as in the browser)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadMessages } from '../../src/client/i18n';
import {
  buildSettingsFile,
  MAX_SETTINGS_FILE_BYTES,
  parseSettingsFile,
  settingsFileName,
} from '../../src/client/routes/settings/settings-file';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/shared/schemas/preferences';

// The messages are the interface's: English here, as a visitor reads them.
// The settings screen loads `messages` too: the shared schemas' messages are said through it.
beforeAll(async () => {
  await activateLocale('en');
  await loadMessages('account', 'messages');
});

const custom: Preferences = { ...DEFAULT_PREFERENCES, volume: 35, defaultServer: 2, theme: 'light' };
const file = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...buildSettingsFile(custom, new Date('2025-03-04T10:00:00Z')), ...over });

function refused(text: string): string {
  const r = parseSettingsFile(text);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.message;
}

describe('export', () => {
  it('names the file marquee-settings-YYYY-MM-DD.json with a zero-padded local date', () => {
    expect(settingsFileName(new Date(2025, 0, 5, 23, 59))).toBe('marquee-settings-2025-01-05.json');
    expect(settingsFileName(new Date(2024, 11, 31, 0, 1))).toBe('marquee-settings-2024-12-31.json');
  });

  it('writes preferences, the export date and version 1.0', () => {
    const f = buildSettingsFile(custom, new Date('2025-03-04T10:00:00Z'));
    expect(f).toEqual({ preferences: custom, exportDate: '2025-03-04T10:00:00.000Z', version: '1.0' });
  });

  it('includes the interface language, chosen or null (follow the browser)', () => {
    expect(buildSettingsFile({ ...custom, language: 'ar' }).preferences.language).toBe('ar');
    const f = JSON.parse(JSON.stringify(buildSettingsFile(custom)));
    expect(f.preferences).toHaveProperty('language', null);
  });
});

describe('import', () => {
  it('reads back what export wrote', () => {
    expect(parseSettingsFile(file())).toEqual({ ok: true, preferences: custom });
  });

  it('fills preferences a 1.0 file lacks with their defaults', () => {
    const r = parseSettingsFile(file({ preferences: { volume: 10 } }));
    expect(r).toEqual({ ok: true, preferences: { ...DEFAULT_PREFERENCES, volume: 10 } });
  });

  it.each([...CATALOGUE_LOCALES, null])('reads back the interface language %s', (language) => {
    const prefs: Preferences = { ...custom, language };
    const text = JSON.stringify(buildSettingsFile(prefs));
    expect(parseSettingsFile(text)).toEqual({ ok: true, preferences: prefs });
  });

  it('imports a 1.0 file written before the language preference existed, following the browser', () => {
    const { language: _l, ...older } = custom;
    const r = parseSettingsFile(file({ preferences: older }));
    expect(r).toEqual({ ok: true, preferences: { ...custom, language: null } });
  });

  it('refuses a language that has no catalogue, naming the field and the choices', () => {
    expect(refused(file({ preferences: { ...custom, language: 'xx' } }))).toBe(
      'This settings file is invalid: preferences.language must be one of en, es, fr, de, pt-BR, ja, or ar.',
    );
    expect(refused(file({ preferences: { ...custom, language: 'pt' } }))).toMatch(/preferences\.language/);
  });

  it('carries the Region both ways, uppercased; a file from before it follows the browser', () => {
    const prefs: Preferences = { ...custom, region: 'BR' };
    expect(parseSettingsFile(JSON.stringify(buildSettingsFile(prefs)))).toEqual({
      ok: true,
      preferences: prefs,
    });
    expect(parseSettingsFile(file({ preferences: { ...custom, region: 'jp' } }))).toEqual({
      ok: true,
      preferences: { ...custom, region: 'JP' },
    });
    const { region: _r, ...older } = custom;
    expect(parseSettingsFile(file({ preferences: older }))).toEqual({ ok: true, preferences: custom });
    expect(refused(file({ preferences: { ...custom, region: 'Atlantis' } }))).toMatch(/preferences\.region/);
  });

  it('refuses text that is not JSON', () => {
    expect(refused('hello')).toMatch(/not valid JSON/);
  });

  it.each([['[]'], ['null'], ['42'], ['{"preferences":{}}']])('refuses %s as not a settings file', (t) => {
    expect(refused(t)).toMatch(/not a Marquee settings file/);
  });

  it.each([
    ['2.0', 'Settings file version 2.0 is not supported. Only version 1.0 files can be imported.'],
    [1, 'Settings file version 1 is not supported. Only version 1.0 files can be imported.'],
    [{ major: 1 }, 'Settings file version unknown is not supported. Only version 1.0 files can be imported.'],
  ])('refuses version %j', (version, message) => {
    expect(refused(file({ version }))).toBe(message);
  });

  it('refuses a value out of range, naming the field', () => {
    expect(refused(file({ preferences: { ...custom, volume: 150 } }))).toBe(
      'This settings file is invalid: preferences.volume: Volume must be a whole number from 0 to 100.',
    );
  });

  it('refuses a wrongly typed value', () => {
    expect(refused(file({ preferences: { ...custom, autoPlay: 'yes' } }))).toBe(
      'This settings file is invalid: preferences.autoPlay must be a boolean.',
    );
    expect(refused(file({ preferences: { ...custom, quality: '4k' } }))).toBe(
      'This settings file is invalid: preferences.quality must be one of auto, 1080p, 720p, 480p, or 360p.',
    );
  });

  it('refuses unknown preference and file fields', () => {
    expect(refused(file({ preferences: { ...custom, hack: 1 } }))).toBe(
      'This settings file is invalid: preferences has unknown field hack.',
    );
    expect(refused(file({ token: 'x' }))).toBe('This settings file is invalid: unknown field token.');
  });

  it('refuses a file without preferences or with a bad export date', () => {
    expect(refused(file({ preferences: undefined }))).toBe(
      'This settings file is invalid: preferences is missing.',
    );
    expect(refused(file({ exportDate: 'yesterday' }))).toBe(
      'This settings file is invalid: exportDate: exportDate must be an ISO date and time.',
    );
  });

  it('refuses an oversized file before parsing it', () => {
    expect(refused(' '.repeat(MAX_SETTINGS_FILE_BYTES + 1))).toMatch(/too large/);
  });
});

describe('in another language', () => {
  beforeAll(async () => {
    await activateLocale('de');
  });
  afterAll(async () => {
    await activateLocale('en');
  });

  it('says why in the interface language, with field names and values as the file has them', () => {
    expect(refused('hello')).toBe(
      'Diese Datei ist kein gültiges JSON. Wähle eine Datei, die mit „Einstellungen exportieren“ erstellt wurde.',
    );
    expect(refused(file({ preferences: { ...custom, language: 'xx' } }))).toBe(
      'Diese Einstellungsdatei ist ungültig: preferences.language muss einer dieser Werte sein: en, es, fr, de, pt-BR, ja oder ar.',
    );
    expect(refused(file({ preferences: { ...custom, a: 1, b: 2 } }))).toBe(
      'Diese Einstellungsdatei ist ungültig: preferences enthält unbekannte Felder: a und b.',
    );
  });
});
