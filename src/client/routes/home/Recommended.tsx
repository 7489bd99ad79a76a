import { MediaRow } from '../../components/media/MediaRow';
import { RowSkeleton } from '../../components/media/Skeletons';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';

/**
 * Recommended for You, for signed-in visitors only. The query starts while the session is
 * still being restored so it rides in the same batched request as the home data; the row
 * shows only once the session is confirmed, and a failure simply leaves it out. While it
 * loads, a placeholder row holds its place, so the rows below do not jump down under the
 * reader's pointer when it arrives.
 */
export function Recommended() {
  const t = useT();
  const { status } = useAuth();
  const q = trpc.recommendations.forMe.useQuery(undefined, {
    enabled: status !== 'signed-out',
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (status !== 'signed-out' && q.isPending) return <RowSkeleton />;
  if (status !== 'signed-in' || !q.data || q.data.length === 0) return null;
  return <MediaRow title={t('shell.home.recommended')} items={q.data} />;
}
