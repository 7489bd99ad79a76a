import type { MaturityLevel } from '@shared/profiles';
import type { CatalogueLanguage } from './language';
import type { CatalogueService } from './service';

/**
 * One answer of the catalogue for the client (a page, a listing, a search), the shape of every
 * catalogue procedure: from `svc`, for the procedure's `input`, in the reader's language, with
 * only the titles `level` allows.
 */
export type CatalogueAnswer<I, T> = (
  svc: CatalogueService,
  input: I,
  lang: CatalogueLanguage,
  level: MaturityLevel,
) => Promise<T>;
