import { type AdminUser, ROLE_VALUES } from '@shared/schemas/admin';
import type { PublicUser, Role } from '@shared/user';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RoleBadge } from '../../components/layout/account';
import { TrashIcon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field, Input, MessageOptions, Select } from '../../components/ui/forms';
import { Switch } from '../../components/ui/Switch';
import type { MessageKey } from '../../i18n';
import { T, useT } from '../../i18n/react';
import { errorOf, setServerErrors } from '../../lib/forms';
import { fieldErrorsOf } from '../../lib/trpc';
import { formatDay, PencilIcon, StarIcon } from './parts';
import { UserProfiles } from './UserProfiles';
import { type Draft, type UserActions, useUserActions } from './useUserActions';

/** Roles as people read them; the values stay the server's. */
const ROLE_LABEL: Record<Role, MessageKey> = {
  user: 'admin.role.user',
  admin: 'admin.role.admin',
  owner: 'admin.role.owner',
};

/** A row of the desktop table. In edit mode the whole row becomes the form. */
export function UserTableRow({ user }: { user: AdminUser }) {
  const a = useUserActions(user);
  if (a.editing) {
    return (
      <tr className="bg-surface/80">
        <td colSpan={6} className="px-4 py-4">
          <EditForm user={user} a={a} />
        </td>
      </tr>
    );
  }
  return (
    <tr className="hover:bg-surface/50" data-testid={`user-row-${user.username}`}>
      <td className="max-w-56 px-4 py-3">
        <UserName user={user} isMe={a.isMe} className="font-medium" />
        <UserProfiles user={user} profileCount={user.profileCount} owner={a.canChangeRole} />
      </td>
      <td className="max-w-64 truncate px-4 py-3 text-fg-secondary" data-content="">
        {user.email}
      </td>
      <td className="px-4 py-3">
        <RoleControl user={user} a={a} />
      </td>
      <td className="px-4 py-3">
        <PremiumToggle user={user} a={a} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-muted">
        <time dateTime={user.created_at}>{formatDay(user.created_at)}</time>
      </td>
      <td className="px-4 py-3">
        <RowButtons user={user} a={a} />
      </td>
    </tr>
  );
}

/** The username, marked "You" on the signed-in staff member's own row. */
function UserName({ user, isMe, className }: { user: PublicUser; isMe: boolean; className: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className={`truncate text-fg ${className}`} data-content="">
        {user.username}
      </span>
      {isMe && <YouBadge />}
    </span>
  );
}

/** A card of the phone list: the same facts and actions, stacked. */
export function UserCard({ user }: { user: AdminUser }) {
  const a = useUserActions(user);
  return (
    <li
      className="rounded-xl border border-border bg-surface/60 p-4"
      data-testid={`user-card-${user.username}`}
    >
      {a.editing ? (
        <EditForm user={user} a={a} />
      ) : (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <UserName user={user} isMe={a.isMe} className="font-semibold" />
              <p className="truncate text-sm text-muted" data-content="">
                {user.email}
              </p>
              <UserProfiles user={user} profileCount={user.profileCount} owner={a.canChangeRole} />
            </div>
            <RoleControl user={user} a={a} />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
            <PremiumToggle user={user} a={a} />
            <span className="text-subtle">
              <T
                id="admin.user.joined"
                values={{ date: formatDay(user.created_at) }}
                components={{ 0: <time dateTime={user.created_at} /> }}
              />
            </span>
          </div>
          <div className="mt-3 border-t border-border pt-3">
            <RowButtons user={user} a={a} />
          </div>
        </>
      )}
    </li>
  );
}

function YouBadge() {
  const t = useT();
  return (
    <span className="shrink-0 rounded bg-surface-raised px-1.5 py-0.5 text-[11px] font-semibold text-fg-secondary">
      {t('admin.user.you')}
    </span>
  );
}

/** Owners get a selector; admins see the role only. */
function RoleControl({ user, a }: { user: PublicUser; a: UserActions }) {
  const id = useId();
  const t = useT();
  if (!a.canChangeRole) return <RoleBadge role={user.role} />;
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('admin.user.roleOf', { username: user.username })}
      </label>
      <Select
        id={id}
        size="sm"
        tone="raised"
        fit
        value={user.role}
        disabled={a.busy === 'role'}
        aria-busy={a.busy === 'role' || undefined}
        onChange={(e) => a.setRole(e.target.value as Role)}
      >
        <MessageOptions options={ROLE_VALUES} label={(r) => ROLE_LABEL[r]} />
      </Select>
    </span>
  );
}

function PremiumToggle({ user, a }: { user: PublicUser; a: UserActions }) {
  const t = useT();
  return (
    <Switch
      checked={user.isPremium}
      onCheckedChange={a.togglePremium}
      aria-label={t('admin.user.premiumFor', { username: user.username })}
      title={a.canEdit ? t('admin.user.togglePremium') : t('admin.user.ownerOnly')}
      disabled={!a.canEdit || a.busy === 'premium'}
      aria-busy={a.busy === 'premium' || undefined}
      className="text-xs font-semibold text-muted data-[state=checked]:text-warning"
      trackClassName="group-data-[state=checked]:bg-warning-solid"
    >
      <StarIcon size={13} />
      {user.isPremium ? t('admin.user.premium') : t('admin.user.standard')}
    </Switch>
  );
}

function RowButtons({ user, a }: { user: PublicUser; a: UserActions }) {
  const [confirm, setConfirm] = useState(false);
  const t = useT();
  return (
    <div className="flex items-center gap-2 md:justify-end">
      <Button
        size="sm"
        variant="secondary"
        onClick={a.startEdit}
        disabled={!a.canEdit || a.busy !== null}
        title={a.canEdit ? undefined : t('admin.user.ownerOnly')}
        aria-label={t('admin.user.editUser', { username: user.username })}
      >
        <PencilIcon size={14} /> {t('admin.user.edit')}
      </Button>
      {a.canDelete && (
        <Button
          size="sm"
          variant="dangerGhost"
          onClick={() => setConfirm(true)}
          busy={a.busy === 'delete'}
          aria-label={t('admin.user.deleteUser', { username: user.username })}
        >
          {a.busy !== 'delete' && <TrashIcon size={14} />} {t('admin.user.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('admin.user.deleteTitle', { username: user.username })}
        description={
          <T
            id="admin.user.deleteDescription"
            values={{ username: user.username, email: user.email }}
            components={{ 0: <span data-content="" />, 1: <span data-content="" /> }}
          />
        }
        confirmLabel={t('admin.user.deleteConfirm')}
        danger
        onConfirm={a.remove}
      />
    </div>
  );
}

const DRAFT_FIELDS = ['username', 'email', 'password'] as const;

function EditForm({ user, a }: { user: PublicUser; a: UserActions }) {
  const t = useT();
  // No client-side validation in the admin edit; the server's answer is shown, each
  // field error under its field.
  const form = useForm<Draft>({
    defaultValues: { username: user.username, email: user.email, password: '' },
  });
  const save = form.handleSubmit(async (draft) => {
    try {
      await a.save(draft);
    } catch (e) {
      setServerErrors(fieldErrorsOf(e), DRAFT_FIELDS, form.setError);
    }
  });
  const field = (name: (typeof DRAFT_FIELDS)[number], label: string, type: string, placeholder?: string) => (
    <Field label={label} error={errorOf(form.formState.errors, name)} size="sm" className="min-w-0">
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          type={type}
          placeholder={placeholder}
          autoComplete={name === 'password' ? 'new-password' : 'off'}
          size="sm"
          tone="canvas"
        />
      )}
    </Field>
  );
  return (
    <form
      aria-label={t('admin.user.editUser', { username: user.username })}
      noValidate
      onSubmit={save}
      className="space-y-3"
    >
      <div className="grid gap-3 md:grid-cols-3">
        {field('username', t('admin.user.fieldUsername'), 'text')}
        {field('email', t('admin.user.fieldEmail'), 'email')}
        {field('password', t('admin.user.fieldPassword'), 'password', t('admin.user.passwordPlaceholder'))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={a.cancelEdit} disabled={a.busy === 'edit'}>
          {t('admin.user.cancel')}
        </Button>
        <Button size="sm" type="submit" busy={a.busy === 'edit'}>
          {t('admin.user.save')}
        </Button>
      </div>
    </form>
  );
}
