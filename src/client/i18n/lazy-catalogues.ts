import type { Messages } from '@lingui/core';

/**
 * The loaders of the namespaces that are not needed at start-up (every language): kept out of
 * the home's bundle, this module is fetched the first time a screen asks for one of them.
 */
export const lazyCatalogues = import.meta.glob<{ messages: Messages }>(
  ['../../shared/i18n/catalogs/*/*.json', '!**/shell.json', '!**/media.json'],
  { query: '?lingui' },
);
