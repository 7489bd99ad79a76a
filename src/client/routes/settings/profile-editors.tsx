import {
  type TUpdateProfile,
  ZEmailSchema,
  ZPasswordFormSchema,
  ZUsernameSchema,
} from '@shared/schemas/auth';
import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField, TextField } from '../../components/auth/fields';
import { Button } from '../../components/ui/Button';
import { type MessageKey, t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { storedDeviceToken, useAuth } from '../../lib/auth';
import { errorOf, localizedZodResolver, setServerErrors } from '../../lib/forms';
import { fieldErrorsOf, isAppClientError, trpc } from '../../lib/trpc';
import { useNotice } from './parts';

type UpdateOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Failure wording: the server's message, else 'Update failed'; a call that never reached the
 * server 'Update failed. Please try again.'; no token at all 'Authentication required'.
 * `isPending` while the call is out.
 */
function useProfileUpdate() {
  const { token, setUser, refresh } = useAuth();
  const mutation = trpc.auth.updateProfile.useMutation();
  const update = async (input: TUpdateProfile): Promise<UpdateOutcome> => {
    if (!token) return { ok: false, message: translate('account.profile.authRequired'), fields: {} };
    try {
      const r = await mutation.mutateAsync(input);
      // The header and menus read the user from the auth store: they show the change at once.
      setUser(r.user);
      return { ok: true, message: r.message };
    } catch (e) {
      if (!isAppClientError(e) || !e.shape) {
        return { ok: false, message: translate('account.profile.updateFailedRetry'), fields: {} };
      }
      // An ended session (e.g. the password was changed elsewhere) signs this tab out.
      if (e.data?.httpStatus === 401) void refresh().catch(() => {});
      return {
        ok: false,
        message: e.message || translate('account.profile.updateFailed'),
        fields: fieldErrorsOf(e),
      };
    }
  };
  return { update, isPending: mutation.isPending };
}

/** The editor at rest: what is saved, and the Edit button that opens the form. */
function SavedRow({
  label,
  editLabel,
  buttonRef,
  onEdit,
  children,
}: {
  label: string;
  editLabel: string;
  buttonRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted">{label}</p>
        {children}
      </div>
      <Button ref={buttonRef} variant="secondary" size="sm" aria-label={editLabel} onClick={onEdit}>
        {t('account.profile.edit')}
      </Button>
    </div>
  );
}

/** An open editor: its fields, then Save and Cancel; Escape cancels too. */
function EditForm({
  onSave,
  onCancel,
  busy,
  unchanged = false,
  children,
}: {
  onSave: (e?: FormEvent) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  unchanged?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      onSubmit={(e) => void onSave(e)}
      onKeyDown={escapeCancels(onCancel)}
      noValidate
      className="max-w-xl space-y-3"
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={busy} disabled={unchanged}>
          {t('account.profile.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          {t('account.profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Username or email: view with Edit; edit with Save and Cancel; the error under the input. */
export function FieldEditor({
  field,
  label,
  editLabel,
  value,
  type = 'text',
  autoComplete,
}: {
  field: 'username' | 'email';
  label: string;
  /** The Edit button's name: "Edit username". */
  editLabel: string;
  value: string;
  type?: 'text' | 'email';
  autoComplete: string;
}) {
  const { update, isPending } = useProfileUpdate();
  const [editing, setEditing] = useState(false);
  const form = useForm<Record<string, string>>({
    resolver: EDIT_RESOLVERS[field],
    defaultValues: { [field]: value },
    reValidateMode: 'onSubmit',
  });
  const [notice, showNotice] = useNotice('mt-3');
  const editButton = useRef<HTMLButtonElement>(null);

  const leave = () => {
    setEditing(false);
    form.reset({ [field]: value });
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = form.handleSubmit(async (parsed) => {
    const next = parsed[field] ?? '';
    const r = await update(field === 'username' ? { username: next } : { email: next });
    if (r.ok) leave();
    else setServerErrors(r.fields, [field], form.setError);
    // One message per failure: under the field when it names one, else in the notice.
    if (r.ok || !r.fields[field]) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  });

  const draft = form.watch(field) ?? '';
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      {editing ? (
        <EditForm onSave={save} onCancel={leave} busy={isPending} unchanged={draft.trim() === value}>
          <TextField
            label={label}
            type={type}
            {...form.register(field, { onChange: () => form.clearErrors(field) })}
            error={errorOf(form.formState.errors, field)}
            autoComplete={autoComplete}
            autoFocus
            spellCheck={false}
            autoCapitalize="none"
          />
        </EditForm>
      ) : (
        <SavedRow
          label={label}
          editLabel={editLabel}
          buttonRef={editButton}
          onEdit={() => {
            form.reset({ [field]: value });
            setEditing(true);
          }}
        >
          <p className="truncate text-base text-fg" data-testid={`profile-${field}`} data-content="">
            {value}
          </p>
        </SavedRow>
      )}
      {notice}
    </div>
  );
}

/** Each editor checks its one field with the shared schema; a name is saved without its spaces. */
const EDIT_SCHEMAS: Record<
  'username' | 'email',
  z.ZodType<Record<string, string>, Record<string, string>>
> = {
  username: z.object({ username: z.string().trim().pipe(ZUsernameSchema) }),
  email: z.object({ email: ZEmailSchema }),
};
const EDIT_RESOLVERS = {
  username: localizedZodResolver(EDIT_SCHEMAS.username),
  email: localizedZodResolver(EDIT_SCHEMAS.email),
};

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordKey = keyof typeof EMPTY_PASSWORDS;
const PASSWORD_KEYS = Object.keys(EMPTY_PASSWORDS) as PasswordKey[];
const passwordResolver = localizedZodResolver(ZPasswordFormSchema);

const PASSWORD_FIELDS: {
  key: PasswordKey;
  label: MessageKey;
  show: MessageKey;
  hide: MessageKey;
  autoComplete: string;
  hint?: MessageKey;
}[] = [
  {
    key: 'currentPassword',
    label: 'account.password.current',
    show: 'account.password.showCurrent',
    hide: 'account.password.hideCurrent',
    autoComplete: 'current-password',
  },
  {
    key: 'newPassword',
    label: 'account.password.new',
    show: 'account.password.showNew',
    hide: 'account.password.hideNew',
    autoComplete: 'new-password',
    hint: 'account.password.hint',
  },
  {
    key: 'confirmPassword',
    label: 'account.password.confirm',
    show: 'account.password.showConfirm',
    hide: 'account.password.hideConfirm',
    autoComplete: 'new-password',
  },
];

/** Current, new and confirm (each with a show/hide toggle); Save clears all three. */
export function PasswordEditor() {
  const t = useT();
  const { update, isPending } = useProfileUpdate();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    resolver: passwordResolver,
    defaultValues: EMPTY_PASSWORDS,
    reValidateMode: 'onSubmit',
  });
  const [notice, showNotice] = useNotice('mt-3');
  const editButton = useRef<HTMLButtonElement>(null);

  const leave = () => {
    form.reset(EMPTY_PASSWORDS);
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = form.handleSubmit(async (v) => {
    // This browser's device token stays trusted; the others are revoked with the old password.
    const r = await update({
      currentPassword: v.currentPassword,
      newPassword: v.newPassword,
      deviceToken: storedDeviceToken(),
    });
    if (r.ok) leave();
    // A wrong current password shows under its field only, not a second time in a banner.
    const underField = !r.ok && setServerErrors(r.fields, PASSWORD_KEYS, form.setError);
    if (!underField) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  });

  return (
    <div className="py-4 first:pt-0 last:pb-0">
      {editing ? (
        <EditForm onSave={save} onCancel={leave} busy={isPending}>
          {PASSWORD_FIELDS.map((f, i) => (
            <PasswordField
              key={f.key}
              label={t(f.label)}
              showLabel={t(f.show)}
              hideLabel={t(f.hide)}
              {...form.register(f.key, { onChange: () => form.clearErrors(f.key) })}
              error={errorOf(form.formState.errors, f.key)}
              hint={f.hint && t(f.hint)}
              autoComplete={f.autoComplete}
              autoFocus={i === 0}
            />
          ))}
          <p className="text-xs text-subtle">{t('account.password.signsOutOthers')}</p>
        </EditForm>
      ) : (
        <SavedRow
          label={t('account.password.label')}
          editLabel={t('account.password.edit')}
          buttonRef={editButton}
          onEdit={() => setEditing(true)}
        >
          <p className="text-base tracking-widest text-fg">
            <span aria-hidden="true">••••••••</span>
            <span className="sr-only">{t('account.password.hidden')}</span>
          </p>
        </SavedRow>
      )}
      {notice}
    </div>
  );
}

const escapeCancels = (cancel: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Escape') {
    e.preventDefault();
    cancel();
  }
};
