import ar from '../../shared/i18n/catalogs/ar/watch.json';
import de from '../../shared/i18n/catalogs/de/watch.json';
import en from '../../shared/i18n/catalogs/en/watch.json';
import es from '../../shared/i18n/catalogs/es/watch.json';
import fr from '../../shared/i18n/catalogs/fr/watch.json';
import ja from '../../shared/i18n/catalogs/ja/watch.json';
import ptBR from '../../shared/i18n/catalogs/pt-BR/watch.json';
import type { Locale } from '../../shared/i18n/locales';
import { compileCatalogues } from './compile';

/**
 * The built-in preview player's words (its page and script), from the `watch` catalogues'
 * `watch.player.*` messages: the page is the server's, so it is translated here, in the
 * language the watch page asks for. Compiled once, at start-up.
 */
export type PlayerKey = Extract<keyof typeof en, `watch.player.${string}`>;
export type PlayerText = (key: PlayerKey, values?: Record<string, string | number>) => string;

const CATALOGUES: Record<Locale, Record<string, string>> = { en, es, fr, de, 'pt-BR': ptBR, ja, ar };

const translators = compileCatalogues(CATALOGUES, (key) => key.startsWith('watch.player.'));

export function playerText(locale: Locale): PlayerText {
  const i18n = translators.get(locale)!;
  return (key, values) => i18n._(key, values);
}
