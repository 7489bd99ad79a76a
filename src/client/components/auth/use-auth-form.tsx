import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { MessageKey } from '../../i18n/keys';
import { T } from '../../i18n/react';
import { errorOf } from '../../lib/forms';
import { Button } from '../ui/Button';

export interface AuthFormProps {
  /** Phones get the full-screen form, an always-enabled submit and the mobile messages. */
  phone: boolean;
  onDone(): void;
  onSwitch(): void;
}

/**
 * What both auth forms share on top of react-hook-form: checked on submit (the resolver runs
 * the shared schema and focuses the first wrong field), the first field focused on open, typing
 * clears that field's error rather than re-checking it mid-word, and the form's own error
 * (wrong credentials, rate limit, network). `field(name)` gives a field component everything it
 * needs.
 */
export function useAuthForm<V extends FieldValues>(resolver: Resolver<V, unknown, V>, defaultValues: V) {
  const form = useForm<V, unknown, V>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { setFocus, clearErrors, register } = form;

  const first = Object.keys(defaultValues)[0] as Path<V>;
  useEffect(() => setFocus(first), [setFocus, first]);

  const field = (
    name: Path<V>,
    options: { onChange?(value: string): void; onBlur?(): void } = {},
  ): UseFormRegisterReturn<Path<V>> & { error?: string } => ({
    ...register(name, {
      onChange: (e: { target: { value: string } }) => {
        clearErrors(name);
        options.onChange?.(e.target.value);
      },
      onBlur: options.onBlur,
    }),
    error: errorOf(form.formState.errors, name),
  });

  /** The form's submit handler: clears the form's error, checks, then calls `valid` with the parsed values. */
  const submitWith = (valid: (values: V) => void) => (e: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(valid)(e);
  };

  return { ...form, formError, setFormError, field, submitWith };
}

/** The submit button and the sentence offering the other form. */
export function AuthFormFooter({
  busy,
  disabled,
  label,
  busyLabel,
  switchText,
  onSwitch,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  switchText: MessageKey;
  onSwitch(): void;
}) {
  return (
    <>
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy} disabled={disabled}>
        {busy ? busyLabel : label}
      </Button>
      <p className="text-center text-sm text-muted">
        <T id={switchText} components={{ 0: <SwitchButton onClick={onSwitch} /> }} />
      </p>
    </>
  );
}

/** "Sign up" / "Sign in" inside the sentence that offers the other form. */
function SwitchButton({ onClick, children }: { onClick(): void; children?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-auth-switch=""
      className="rounded font-semibold text-accent-fg underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
