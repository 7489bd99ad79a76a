import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useT } from '../../i18n/react';
import { AlertIcon, EyeIcon, EyeOffIcon } from '../layout/icons';

const inputClass =
  'block h-11 w-full rounded-lg border bg-canvas/60 px-3 text-[15px] text-fg placeholder:text-subtle transition-colors focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent/70';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits right under it and is announced with it. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <FieldInput id={id} error={error} hint={hint} {...input} />
    </FieldShell>
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
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <FieldInput
          id={id}
          error={error}
          hint={hint}
          {...input}
          type={shown ? 'text' : 'password'}
          className="pe-11"
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={
            shown ? (hideLabel ?? t('auth.field.hidePassword')) : (showLabel ?? t('auth.field.showPassword'))
          }
          aria-pressed={shown}
          aria-controls={id}
          className="absolute inset-y-1 end-1 flex w-9 items-center justify-center rounded-md text-muted hover:bg-surface-raised hover:text-fg"
        >
          {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </FieldShell>
  );
}

/** The input itself, described by its error or hint (ids from FieldShell). */
function FieldInput({
  id,
  error,
  hint,
  value,
  onValue,
  inputRef,
  type = 'text',
  className,
  ...rest
}: Omit<FieldProps, 'label'> & { id: string }) {
  return (
    <input
      ref={inputRef}
      id={id}
      type={type}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      className={clsx(
        inputClass,
        className,
        error ? 'border-danger-solid/80' : 'border-border-strong hover:border-border-control',
      )}
      {...rest}
    />
  );
}

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg-soft">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
          <AlertIcon size={15} className="mt-0.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-subtle">
          {hint}
        </p>
      ) : null}
    </div>
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
