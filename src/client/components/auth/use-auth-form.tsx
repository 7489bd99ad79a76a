import { createRef, type ReactNode, type RefObject, useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/keys';
import { T } from '../../i18n/react';
import { Button } from '../ui/Button';

export interface AuthFormProps {
  /** Phones get the full-screen form, an always-enabled submit and the mobile messages (spec 8). */
  phone: boolean;
  onDone(): void;
  onSwitch(): void;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state both auth forms keep: values, per-field errors, the form's own error and one input
 * ref per field (in the form's order, the first focused on open). `bind(field)` gives a field
 * component everything it needs; `showErrors` shows a set of errors and focuses the first.
 */
export function useAuthForm<F extends string>(initial: Record<F, string>) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refs] = useState(
    () =>
      Object.fromEntries(fields.map((f) => [f, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );

  // The first field takes the focus on open.
  const first = fields[0]!;
  useEffect(() => {
    refs[first].current?.focus();
  }, [refs, first]);

  /** Typing clears that field's error; `also` may clear others the new value resolves. */
  const edit =
    (field: F, also?: (value: string, next: FieldErrors<F>) => FieldErrors<F>) => (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => {
        const next = e[field] ? { ...e, [field]: undefined } : e;
        return also ? also(value, next) : next;
      });
    };

  /** Shows these errors (added to the current ones with `merge`); true when there were any. */
  const showErrors = (found: FieldErrors<F>, merge = false): boolean => {
    const first = fields.find((f) => found[f]);
    if (!first) return false;
    setErrors((prev) => (merge ? { ...prev, ...found } : found));
    refs[first].current?.focus();
    return true;
  };

  const bind = (field: F, onValue: (value: string) => void = edit(field)) => ({
    name: field,
    inputRef: refs[field],
    value: values[field],
    onValue,
    error: errors[field],
  });

  return { values, errors, setErrors, formError, setFormError, edit, bind, showErrors };
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
      className="rounded font-semibold text-accent-fg underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
