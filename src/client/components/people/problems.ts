import type { MessageKey } from '@client/i18n/keys';
import type { Problem } from '../media/LoadProblem';

/** What the person and collection pages say when they cannot load (they are not one title). */
export const PAGE_PROBLEMS: Partial<Record<Problem, MessageKey>> = {
  offline: 'people.loadProblem.offline',
  unreachable: 'people.loadProblem.unreachable',
  failed: 'people.loadProblem.failed',
};
