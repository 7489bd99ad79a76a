import { m } from '@shared/i18n/message';
import { AppError, toAppError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';
import type { TitleLookup } from './service';

interface RawTitle {
  title?: string;
  name?: string;
  poster_path?: string | null;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
}

/**
 * What a list's card shows of a title added by id alone (the REST facade), from the
 * catalogue's cache. A title the catalogue does not know is a 404; a catalogue that cannot
 * answer now leaves the card to show the id.
 */
export const catalogueLookup =
  (catalogue: CatalogueService): TitleLookup =>
  async (type, id) => {
    try {
      const raw = (await catalogue.get(`${type}/${id}`, {})) as RawTitle;
      const date = raw.release_date || raw.first_air_date || null;
      return {
        title: raw.title ?? raw.name ?? null,
        posterPath: raw.poster_path ?? null,
        date: date && /^\d{4}(-\d{2}-\d{2})?$/.test(date) ? date : null,
        voteAverage: typeof raw.vote_average === 'number' ? raw.vote_average : null,
      };
    } catch (e) {
      if (toAppError(e)?.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', m('messages.lists.unknownTitle'));
      return { title: null, posterPath: null, date: null, voteAverage: null };
    }
  };
