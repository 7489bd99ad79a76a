import { type Ref, useState } from 'react';
import { useT } from '../../i18n/react';
import { AlertIcon, EyeIcon, EyeOffIcon } from '../layout/icons';
import { Field, Input, type InputProps } from '../ui/forms';

interface FieldProps extends InputProps {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled dialog or settings input whose error sits right under it and is announced with it. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input size="lg" tone="form" {...control} {...input} />}
    </Field>
  );
}

interface PasswordFieldProps extends FieldProps {
  /** The toggle's names; "Show password" / "Hide password" in the interface language unless given. */
  showLabel?: string;
  hideLabel?: string;
}

/** Password input with a show/hide toggle that keeps its own state. */
export function PasswordField({ label, error, hint, showLabel, hideLabel, ...input }: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input
            size="lg"
            tone="form"
            {...control}
            {...input}
            type={shown ? 'text' : 'password'}
            className="pe-11"
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={
              shown
                ? (hideLabel ?? t('auth.field.hidePassword'))
                : (showLabel ?? t('auth.field.showPassword'))
            }
            aria-pressed={shown}
            aria-controls={control.id}
            className="absolute inset-y-1 end-1 flex w-9 items-center justify-center rounded-md text-muted hover:bg-surface-raised hover:text-fg"
          >
            {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** The failure of a whole form (wrong credentials, rate limit, network). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger-line/80 bg-danger-surface/60 px-3 py-2.5 text-sm text-danger-soft"
    >
      <AlertIcon size={17} className="mt-0.5 shrink-0 text-danger" />
      <span>{message}</span>
    </div>
  );
}

/** For names and addresses typed exactly: no capital first letter, no spelling fixes. */
export const VERBATIM = { autoCapitalize: 'none', spellCheck: false } as const;
