import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { fieldErrors, type TLogin, ZLoginSchema } from '../../../shared/schemas/auth';
import { t as translate } from '../../i18n';
import { localMessage } from '../../i18n/messages';
import { T, useT } from '../../i18n/react';
import { useLogin } from '../../lib/auth';
import { errorMessage, httpStatusOf } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { FormError, PasswordField, TextField, VERBATIM } from './fields';

type Field = keyof TLogin;

export interface AuthFormProps {
  /** Phones get the full-screen form, an always-enabled submit and the mobile messages (spec 8). */
  phone: boolean;
  onDone(): void;
  onSwitch(): void;
}

/** Spec 8: desktop shows the server's message; phones show fixed wording per kind of failure. */
export function loginFailureMessage(error: unknown, phone: boolean): string {
  const status = httpStatusOf(error);
  // A throttled user needs the wait time whatever the screen size.
  if (status === 429) return errorMessage(error, translate('auth.signIn.tooManyAttempts'));
  if (!phone) return errorMessage(error, translate('auth.signIn.failed'));
  return status === 401 ? translate('auth.signIn.invalidCredentials') : translate('auth.signIn.error');
}

export default function SignInForm({ phone, onDone, onSwitch }: AuthFormProps) {
  const t = useT();
  const [values, setValues] = useState<TLogin>({ emailOrUsername: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, mutation] = useLogin({
    onSuccess: onDone,
    onError: (err) => setFormError(loginFailureMessage(err, phone)),
  });
  // Still busy once signed in, until the dialog closes.
  const busy = mutation.isPending || mutation.isSuccess;
  const refs = {
    emailOrUsername: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    refs.emailOrUsername.current?.focus();
  }, [refs.emailOrUsername]);

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = ZLoginSchema.safeParse(values);
    if (!parsed.success) {
      // The shared schema's English words, in the interface language.
      const found = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([f, m]) => [f, localMessage(m)]),
      ) as Partial<Record<Field, string>>;
      setErrors(found);
      const first = (Object.keys(refs) as Field[]).find((f) => found[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    login(parsed.data);
  }

  const incomplete = !values.emailOrUsername || !values.password;
  /** What every field of the form takes for its name. */
  const bind = (field: Field) => ({
    name: field,
    inputRef: refs[field],
    value: values[field],
    onValue: edit(field),
    error: errors[field],
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField
        label={t('auth.signIn.emailOrUsername')}
        {...bind('emailOrUsername')}
        autoComplete="username"
        {...VERBATIM}
      />
      <PasswordField
        label={t('auth.field.password')}
        showLabel={t('auth.field.showPassword')}
        hideLabel={t('auth.field.hidePassword')}
        {...bind('password')}
        autoComplete="current-password"
      />
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy} disabled={!phone && incomplete}>
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
      <p className="text-center text-sm text-zinc-400">
        <T id="auth.signIn.switch" components={{ 0: <SwitchButton onClick={onSwitch} /> }} />
      </p>
    </form>
  );
}

/** "Sign up" / "Sign in" inside the sentence that offers the other form. */
export function SwitchButton({ onClick, children }: { onClick(): void; children?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-semibold text-brand-hover underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
