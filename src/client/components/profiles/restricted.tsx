import { RESTRICTED_STATUS } from '@shared/profiles';
import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n';
import { httpStatusOf } from '../../lib/trpc-errors';

const NotOnProfileScreen = lazy(withMessages(['profiles'], () => import('./NotOnProfile')));

/** The server refused a title for this profile's maturity level (it exists: not a 404). */
export const isRestrictedTitle = (error: unknown): boolean => httpStatusOf(error) === RESTRICTED_STATUS;

/** "Not available on this profile", its words loaded with it. */
export function NotOnProfile({ reason }: { reason: 'title' | 'kids' }) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
      <NotOnProfileScreen reason={reason} />
    </Suspense>
  );
}
