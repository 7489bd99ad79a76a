import { m } from '@shared/i18n/message';
import { AppError, toAppError } from '../../errors';
import { titleCard } from '../catalogue/details';
import type { CatalogueService } from '../catalogue/service';
import type { TitleLookup } from './service';

/**
 * What a list's card shows of a title added by id alone (the REST facade), from the
 * catalogue's cache. A title the catalogue does not know is a 404; a catalogue that cannot
 * answer now leaves the card to show the id.
 */
export const catalogueLookup =
  (catalogue: CatalogueService): TitleLookup =>
  async (type, id) => {
    try {
      return await titleCard(catalogue, type, Number(id));
    } catch (e) {
      if (toAppError(e)?.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', m('messages.lists.unknownTitle'));
      return { title: null, posterPath: null, date: null, voteAverage: null };
    }
  };
