import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../shared/i18n/locales';

/**
 * One lingui instance per language from the server's catalogues (JSON, compiled once at
 * start-up), keeping only the keys `keep` accepts.
 */
export function compileCatalogues(
  catalogues: Partial<Record<Locale, Record<string, string>>>,
  keep: (key: string) => boolean = () => true,
): Map<Locale, I18n> {
  return new Map(
    (Object.entries(catalogues) as [Locale, Record<string, string>][]).map(([locale, catalogue]) => {
      const compiled: Messages = {};
      for (const [key, message] of Object.entries(catalogue))
        if (keep(key)) compiled[key] = compileMessage(message);
      return [locale, setupI18n({ locale, messages: { [locale]: compiled } })];
    }),
  );
}
