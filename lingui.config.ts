import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';
import { CATALOGUE_LOCALES, NAMESPACES, PSEUDO_LOCALE, SOURCE_LOCALE } from './src/shared/i18n/locales';

/**
 * Message catalogues (issue 18). Messages are addressed by key (`<namespace>.<area>.<name>`),
 * written in minimal JSON, one file per namespace and locale under src/shared/i18n/catalogs.
 * @lingui/vite-plugin compiles a catalogue when it is imported with `?lingui`, so the browser
 * gets precompiled messages and the runtime stays small; the server compiles them at start.
 * The pseudo-locale is generated from English for the hard-coded-string check.
 */
export default defineConfig({
  locales: [...CATALOGUE_LOCALES, PSEUDO_LOCALE],
  sourceLocale: SOURCE_LOCALE,
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ style: 'minimal' }),
  catalogs: NAMESPACES.map((ns) => ({
    path: `<rootDir>/src/shared/i18n/catalogs/{locale}/${ns}`,
    include: ['<rootDir>/src'],
  })),
});
