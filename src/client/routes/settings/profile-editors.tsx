import { TRPCClientError } from '@trpc/client';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
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
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { useAuth } from '../../lib/auth';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useNotice } from './parts';

type UpdateOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Spec 8 wording: the server's message, else 'Update failed'; a call that never reached the
 * server 'Update failed. Please try again.'; no token at all 'Authentication required'.
 */
function useProfileUpdate(): (input: TUpdateProfile) => Promise<UpdateOutcome> {
  const { token, setUser, refresh } = useAuth();
  const mutation = trpc.auth.updateProfile.useMutation();
  return async (input) => {
    if (!token) return { ok: false, message: 'Authentication required', fields: {} };
    try {
      const r = await mutation.mutateAsync(input);
      // The header and menus read the user from the auth store: they show the change at once.
      setUser(r.user);
      return { ok: true, message: r.message };
    } catch (e) {
      if (!(e instanceof TRPCClientError) || !e.shape) {
        return { ok: false, message: 'Update failed. Please try again.', fields: {} };
      }
      // An ended session (e.g. the password was changed elsewhere) signs this tab out.
      if (e.data?.httpStatus === 401) void refresh().catch(() => {});
      return { ok: false, message: e.message || 'Update failed', fields: fieldErrorsOf(e) };
    }
  };
}

const rowClass = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-2';

/** Username or email: view with Edit; edit with Save and Cancel; the error under the input. */
export function FieldEditor({
  field,
  label,
  value,
  type = 'text',
  autoComplete,
}: {
  field: 'username' | 'email';
  label: string;
  value: string;
  type?: 'text' | 'email';
  autoComplete: string;
}) {
  const update = useProfileUpdate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, showNotice, closeNotice] = useNotice();
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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const r = await update(field === 'username' ? { username: next } : { email: next });
    setBusy(false);
    if (r.ok) leave();
    else setError(r.fields[field]);
    // One message per failure: under the field when it names one, else in the notice.
    if (r.ok || !r.fields[field]) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  };

  return (
    <div className="py-4 first:pt-0 last:pb-0">
      {editing ? (
        <form onSubmit={save} onKeyDown={escapeCancels(cancel)} noValidate className="max-w-xl space-y-3">
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
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={busy} disabled={draft.trim() === value}>
              Save
            </Button>
            <Button variant="secondary" size="sm" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={rowClass}>
          <div className="min-w-0">
            <p className="text-sm font-medium text-zinc-400">{label}</p>
            <p className="truncate text-base text-zinc-100" data-testid={`profile-${field}`}>
              {value}
            </p>
          </div>
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => {
              setDraft(value);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        </div>
      )}
      <InlineNotice notice={notice} onClose={closeNotice} />
    </div>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordKey = keyof typeof EMPTY_PASSWORDS;

/** Current, new and confirm (each with a show/hide toggle); Save clears all three. */
export function PasswordEditor() {
  const update = useProfileUpdate();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, showNotice, closeNotice] = useNotice();
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
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const r = await update({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    setBusy(false);
    if (r.ok) leave();
    else setErrors(r.fields);
    // A wrong current password shows under its field only, not a second time in a banner.
    const underField = !r.ok && Object.keys(EMPTY_PASSWORDS).some((k) => r.fields[k]);
    if (!underField) showNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
  };

  return (
    <div className="py-4 first:pt-0 last:pb-0">
      {editing ? (
        <form onSubmit={save} onKeyDown={escapeCancels(leave)} noValidate className="max-w-xl space-y-3">
          <PasswordField
            label="Current password"
            value={values.currentPassword}
            onValue={set('currentPassword')}
            error={errors.currentPassword}
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField
            label="New password"
            value={values.newPassword}
            onValue={set('newPassword')}
            error={errors.newPassword}
            hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
            autoComplete="new-password"
          />
          <PasswordField
            label="Confirm new password"
            value={values.confirmPassword}
            onValue={set('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
          <p className="text-xs text-zinc-500">Changing your password signs you out on your other devices.</p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={busy}>
              Save
            </Button>
            <Button variant="secondary" size="sm" onClick={leave} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={rowClass}>
          <div>
            <p className="text-sm font-medium text-zinc-400">Password</p>
            <p className="text-base tracking-widest text-zinc-100">
              <span aria-hidden="true">••••••••</span>
              <span className="sr-only">Hidden</span>
            </p>
          </div>
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            aria-label="Edit password"
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        </div>
      )}
      <InlineNotice notice={notice} onClose={closeNotice} />
    </div>
  );
}

function InlineNotice({ notice, onClose }: { notice: NoticeValue | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <div className="mt-3">
      <Notice notice={notice} onClose={onClose} />
    </div>
  );
}

const escapeCancels = (cancel: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Escape') {
    e.preventDefault();
    cancel();
  }
};
