import { t as translate } from '../../i18n';
import { useUndoableRemoval } from '../ui/useUndoableRemoval';
import { continueTitle } from './ContinueCard';
import type { ContinueItem } from './useContinueList';

export const continueKey = (i: Pick<ContinueItem, 'mediaType' | 'mediaId'>) => `${i.mediaType}:${i.mediaId}`;

const removedMessage = (item: ContinueItem) =>
  translate(item.recorded ? 'account.continue.removed' : 'account.continue.hidden', {
    title: continueTitle(item) ?? translate('account.continue.untitled'),
  });

/**
 * Continue Watching's remove with Undo: My List and Home's row share it, so both behave
 * alike (the history is removed only when the toast closes without Undo).
 */
export function useContinueRemoval(remove: (item: ContinueItem) => Promise<void>, onFailure: () => void) {
  return useUndoableRemoval({ keyOf: continueKey, message: removedMessage, remove, onFailure });
}
