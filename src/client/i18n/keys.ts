import type account from '../../shared/i18n/catalogs/en/account.json';
import type admin from '../../shared/i18n/catalogs/en/admin.json';
import type auth from '../../shared/i18n/catalogs/en/auth.json';
import type browse from '../../shared/i18n/catalogs/en/browse.json';
import type diary from '../../shared/i18n/catalogs/en/diary.json';
import type lists from '../../shared/i18n/catalogs/en/lists.json';
import type media from '../../shared/i18n/catalogs/en/media.json';
import type messages from '../../shared/i18n/catalogs/en/messages.json';
import type pages from '../../shared/i18n/catalogs/en/pages.json';
import type people from '../../shared/i18n/catalogs/en/people.json';
import type profiles from '../../shared/i18n/catalogs/en/profiles.json';
import type ratings from '../../shared/i18n/catalogs/en/ratings.json';
import type shell from '../../shared/i18n/catalogs/en/shell.json';
import type upcoming from '../../shared/i18n/catalogs/en/upcoming.json';
import type watch from '../../shared/i18n/catalogs/en/watch.json';

/**
 * Every message key, from the English catalogues: a key that is not in them does not compile.
 * (tests/unit/i18n-catalogues.test.ts checks the other languages have each key, and that each
 * key is used.)
 */
export type MessageKey =
  | keyof typeof shell
  | keyof typeof media
  | keyof typeof browse
  | keyof typeof auth
  | keyof typeof account
  | keyof typeof admin
  | keyof typeof watch
  | keyof typeof pages
  | keyof typeof people
  | keyof typeof upcoming
  | keyof typeof profiles
  | keyof typeof ratings
  | keyof typeof diary
  | keyof typeof lists
  | keyof typeof messages;

/** Values for a message's placeholders: `{count}`, `{name}`… */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
