import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  fieldErrors,
  type TUpdateProfile,
  ZEmailSchema,
  ZPasswordFormSchema,
  ZUsernameSchema,
} from '../../../shared/schemas/auth';
import { PasswordField, TextField } from '../../components/auth/fields';
import { Button } from '../../components/ui/Button';
import { type MessageKey, t as translate } from '../../i18n';
import { localMessage } from '../../i18n/messages';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { fieldErrorsOf, isAppClientError, trpc } from '../../lib/trpc';
import { useNotice } from './parts';

type UpdateOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Spec 8 wording: the server's message, else 'Update failed'; a call that never reached the
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
        <p className="text-sm font-medium text-zinc-400">{label}</p>
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
  onSave: (e: FormEvent) => void;
  onCancel: () => void;
  busy: boolean;
  unchanged?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={onSave} onKeyDown={escapeCancels(onCancel)} noValidate className="max-w-xl space-y-3">
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
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const [notice, showNotice] = useNotice('mt-3');
  const editButton = useRef<HTMLButtonElement>(null);
  const schema: z.ZodType<string> = field === 'username' ? ZUsernameSchema : ZEmailSchema;

  const leave = () => {
    setEditing(false);
    setError(undefined);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const cancel = () => {
    setDraft(value);
    leave();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    const parsed = schema.safeParse(next);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && localMessage(message));
      return;
    }
    const r = await update(field === 'username' ? { username: next } : { email: next });
    if (r.ok) leave();
    else setError(r.fields[field]);
    // One message per failure: under the field when it names one, else in the notice.
    if (r.ok || !r.fields[field]) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  };

  return (
    <div className="py-4 first:pt-0 last:pb-0">
      {editing ? (
        <EditForm onSave={save} onCancel={cancel} busy={isPending} unchanged={draft.trim() === value}>
          <TextField
            label={label}
            type={type}
            value={draft}
            onValue={(v) => {
              setDraft(v);
              setError(undefined);
            }}
            error={error}
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
            setDraft(value);
            setEditing(true);
          }}
        >
          <p className="truncate text-base text-zinc-100" data-testid={`profile-${field}`} data-content="">
            {value}
          </p>
        </SavedRow>
      )}
      {notice}
    </div>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordKey = keyof typeof EMPTY_PASSWORDS;

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
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordKey, string>>>({});
  const [notice, showNotice] = useNotice('mt-3');
  const editButton = useRef<HTMLButtonElement>(null);

  const leave = () => {
    setValues(EMPTY_PASSWORDS);
    setErrors({});
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const set = (k: PasswordKey) => (v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((s) => ({ ...s, [k]: undefined }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      // The shared schema's messages, in the interface language.
      const found = Object.entries(fieldErrors(parsed.error)).map(([k, m]) => [k, localMessage(m)]);
      setErrors(Object.fromEntries(found));
      return;
    }
    const r = await update({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (r.ok) leave();
    else setErrors(r.fields);
    // A wrong current password shows under its field only, not a second time in a banner.
    const underField = !r.ok && Object.keys(EMPTY_PASSWORDS).some((k) => r.fields[k]);
    if (!underField) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  };

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
              value={values[f.key]}
              onValue={set(f.key)}
              error={errors[f.key]}
              hint={f.hint && t(f.hint)}
              autoComplete={f.autoComplete}
              autoFocus={i === 0}
            />
          ))}
          <p className="text-xs text-zinc-500">{t('account.password.signsOutOthers')}</p>
        </EditForm>
      ) : (
        <SavedRow
          label={t('account.password.label')}
          editLabel={t('account.password.edit')}
          buttonRef={editButton}
          onEdit={() => setEditing(true)}
        >
          <p className="text-base tracking-widest text-zinc-100">
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
