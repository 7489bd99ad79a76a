import type { PublicUser, Role } from '@shared/user';
import { useState } from 'react';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { failure, useAdminNotice } from './notice';

export type Draft = { username: string; email: string; password: string };
export type RowAction = 'edit' | 'premium' | 'role' | 'delete';

/**
 * One user row's actions: inline edit (username, email, optional new password; no
 * client-side validation, the server's answer is shown), premium toggle, role change and
 * delete, each with its notice and a busy marker for the action in progress.
 * What the viewer may do mirrors the server's rules; the server still decides.
 */
export function useUserActions(user: PublicUser) {
  const { user: me, refresh: refreshMe } = useAuth();
  const notice = useAdminNotice();
  const t = useT();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);

  const refreshLists = () =>
    Promise.all([
      utils.admin.usersPaginated.invalidate(),
      utils.admin.stats.invalidate(),
      utils.admin.analytics.invalidate(),
    ]);
  const isMe = me?.id === user.id;
  const afterSelfChange = () => (isMe ? refreshMe().catch(() => {}) : undefined);

  const update = trpc.admin.updateUser.useMutation({
    onSuccess: async (r) => {
      notice.success(r.message);
      setEditing(false);
      await Promise.all([refreshLists(), afterSelfChange()]);
    },
    // The edit form puts the field errors under its fields (it awaits `save`).
    onError: (e) => notice.error(failure(t('admin.user.updateFailed'), e)),
  });
  const premium = trpc.admin.togglePremium.useMutation({
    onSuccess: async (r) => {
      notice.success(r.message);
      await Promise.all([refreshLists(), afterSelfChange()]);
    },
    onError: (e) => notice.error(failure(t('admin.user.premiumFailed'), e)),
  });
  const role = trpc.admin.setRole.useMutation({
    onSuccess: async (r) => {
      notice.success(r.message);
      await Promise.all([refreshLists(), afterSelfChange()]);
    },
    // The server's message, else the generic one.
    onError: (e) => notice.error(errorMessage(e, t('admin.user.roleFailed'))),
  });
  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: async (r) => {
      notice.success(r.message);
      await refreshLists();
    },
    onError: (e) => notice.error(failure(t('admin.user.deleteFailed'), e)),
  });

  const busy: RowAction | null = update.isPending
    ? 'edit'
    : premium.isPending
      ? 'premium'
      : role.isPending
        ? 'role'
        : remove.isPending
          ? 'delete'
          : null;

  const viewerIsOwner = me?.role === 'owner';
  return {
    me,
    isMe,
    busy,
    editing,
    /** An admin may not change an owner (server rule); owners may change anyone. */
    canEdit: viewerIsOwner || user.role !== 'owner',
    canChangeRole: viewerIsOwner,
    canDelete: viewerIsOwner && !isMe,
    startEdit: () => setEditing(true),
    cancelEdit: () => setEditing(false),
    /** Rejects with the server's error, whose field errors the form shows. */
    save: (draft: Draft) => update.mutateAsync({ id: user.id, ...draft }),
    togglePremium: () => premium.mutate({ id: user.id }),
    setRole: (next: Role) => next !== user.role && role.mutate({ id: user.id, role: next }),
    remove: () => remove.mutate({ id: user.id }),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
