import type { PublicUser } from '@shared/user';
import { useState } from 'react';
import { ProfileAvatar } from '../../components/profiles/ProfileAvatar';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCloseButton, DialogContent, DialogHeader } from '../../components/ui/Dialog';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { failure, useAdminNotice } from './notice';

/**
 * A user's profile count and, for the owner, the account's profiles with a Reset PIN for each
 * locked one (a forgotten PIN). The server answers the list and the reset to the owner only.
 */
export function UserProfiles({
  user,
  profileCount,
  owner,
}: {
  user: PublicUser;
  profileCount: number;
  owner: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = t('admin.user.profileCount', { count: profileCount });
  if (!owner) return <span className="text-xs text-muted">{count}</span>;
  return (
    <>
      <button
        type="button"
        className="min-h-6 text-xs text-muted underline decoration-dotted underline-offset-2 hover:text-fg"
        onClick={() => setOpen(true)}
      >
        {/* The name starts with the words shown (axe: label-content-name-mismatch). */}
        {count}
        <span className="sr-only"> {t('admin.user.profilesOf', { username: user.username })}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[min(92vw,28rem)] rounded-xl border p-5">
          <div className="flex items-start justify-between gap-3">
            <DialogHeader
              title={t('admin.user.profilesTitle', { username: user.username })}
              description={t('admin.user.profilesDescription')}
            />
            <DialogCloseButton />
          </div>
          {open && <ProfileList user={user} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ProfileList({ user }: { user: PublicUser }) {
  const t = useT();
  const notice = useAdminNotice();
  const list = trpc.admin.userProfiles.useQuery({ id: user.id });
  const reset = trpc.admin.resetProfilePin.useMutation({
    onSuccess: (r) => {
      notice.success(r.message);
      void list.refetch();
    },
    onError: (e) => notice.error(failure(t('admin.user.resetPinFailed'), e)),
  });
  if (list.isPending) return <p className="mt-4 text-sm text-muted">{t('admin.user.profilesLoading')}</p>;
  if (list.isError)
    return (
      <div className="mt-4 flex items-center gap-3 text-sm">
        <p role="alert">{t('admin.user.profilesFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t('admin.user.retry')}
        </Button>
      </div>
    );
  return (
    <ul className="mt-4 space-y-2">
      {list.data.map((p) => (
        <li key={p.id} className="flex items-center gap-3 rounded-lg bg-surface-raised/60 p-2">
          <ProfileAvatar avatar={p.avatar} name={p.name} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium" data-content="">
              {p.name}
            </span>
            <span className="text-xs text-muted">{t(`profiles.level.${p.maturity}`)}</span>
          </span>
          {p.hasPin ? (
            <Button
              size="sm"
              variant="secondary"
              busy={reset.isPending && reset.variables?.profileId === p.id}
              aria-label={t('admin.user.resetPinOf', { name: p.name })}
              onClick={() => reset.mutate({ userId: user.id, profileId: p.id })}
            >
              {t('admin.user.resetPin')}
            </Button>
          ) : (
            <span className="text-xs text-muted">{t('admin.user.noPin')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
