/**
 * The languages of the interface. English is the source: its catalogue keeps the
 * product's exact wording, and every other catalogue has every one of its keys.
 */
export const SOURCE_LOCALE = 'en';
export const CATALOGUE_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ar'] as const;
export type Locale = (typeof CATALOGUE_LOCALES)[number];

/** Every English message with its letters accented and padded: text left in English stands out. */
export const PSEUDO_LOCALE = 'pseudo';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/**
 * Catalogue namespaces. `shell` and `media` load with the app (the header, the home and the
 * cards on it); the others load with the screen or dialog that uses them. `messages` holds
 * what the server says (errors, validation) and is shared by the browser's own checks.
 */
export const NAMESPACES = [
  'shell',
  'media',
  'browse',
  'auth',
  'account',
  'admin',
  'watch',
  'pages',
  'people',
  'upcoming',
  'profiles',
  'ratings',
  'diary',
  'lists',
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const STARTUP_NAMESPACES = ['shell', 'media'] as const satisfies readonly Namespace[];

/** Each language by its own name, and which way it reads. */
export const LOCALE_INFO: Record<Locale, { name: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  'pt-BR': { name: 'Português (Brasil)', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (CATALOGUE_LOCALES as readonly string[]).includes(value);
}

export function dirOf(locale: AnyLocale): 'ltr' | 'rtl' {
  return locale === PSEUDO_LOCALE ? 'ltr' : LOCALE_INFO[locale].dir;
}

/**
 * The best catalogue for a list of BCP 47 tags in order of preference (the browser's
 * languages, or an Accept-Language header): an exact match, then the same language
 * (`pt-PT` → `pt-BR`, `es-MX` → `es`), else null.
 */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = CATALOGUE_LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const lang = tag.split('-')[0];
    const same = CATALOGUE_LOCALES.find((l) => l.toLowerCase().split('-')[0] === lang);
    if (same) return same;
  }
  return null;
}

/**
 * The region of a list of language tags: the first two-letter region subtag (`en-GB` → GB,
 * `pt-BR` → BR), else null. Regions decide the watch-provider rows.
 */
export function regionOf(tags: readonly string[]): string | null {
  for (const raw of tags) {
    const m = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(raw.trim());
    if (m) return m[1]!.toUpperCase();
  }
  return null;
}

/** An Accept-Language header as tags, best first (q=0 dropped; at most 16 read). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .slice(0, 16)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i.test(e.tag) && e.q > 0 && e.q <= 1)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag);
}
