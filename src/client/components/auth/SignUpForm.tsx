import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TSignUpForm } from '../../../shared/schemas/auth';
import { T, useT } from '../../i18n/react';
import { useRegister } from '../../lib/auth';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { FormError, PasswordField, TextField, VERBATIM } from './fields';
import { type AuthFormProps, SwitchButton } from './SignInForm';
import {
  SIGN_UP_FIELDS,
  type SignUpErrors,
  type SignUpField,
  signUpIncomplete,
  validateSignUp,
} from './validation';

type Field = SignUpField;
type Errors = SignUpErrors;
const FIELDS = SIGN_UP_FIELDS;

export default function SignUpForm({ phone, onDone, onSwitch }: AuthFormProps) {
  const t = useT();
  const [values, setValues] = useState<TSignUpForm>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [register, mutation] = useRegister({
    onSuccess: onDone,
    onError: (err) => {
      // 409 (taken username or email) and server-side validation come back field by field.
      const server = fieldErrorsOf(err) as Errors;
      const mapped = FIELDS.filter((f) => server[f]);
      if (mapped.length > 0) {
        setErrors((prev) => ({ ...prev, ...server }));
        refs[mapped[0]!].current?.focus();
      } else {
        setFormError(errorMessage(err, t('auth.signUp.failed')));
      }
    },
  });
  // Still busy once signed in, until the dialog closes.
  const busy = mutation.isPending || mutation.isSuccess;
  // Only fields the person has typed in are checked on leaving them, so tabbing past is quiet.
  const dirty = useRef(new Set<Field>());
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    refs.username.current?.focus();
  }, [refs.username]);

  const edit = (field: Field) => (value: string) => {
    dirty.current.add(field);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      const next = e[field] ? { ...e, [field]: undefined } : e;
      // Fixing the first password can resolve a mismatch reported on the confirmation (the
      // check, not the message's wording, tells: messages follow the language).
      if (
        field === 'password' &&
        next.confirmPassword &&
        value === values.confirmPassword &&
        !validateSignUp({ ...values, password: value }).confirmPassword
      )
        return { ...next, confirmPassword: undefined };
      return next;
    });
  };

  const check = (field: Field) => () => {
    if (!dirty.current.has(field)) return;
    const message = validateSignUp(values)[field];
    setErrors((e) => (e[field] === message ? e : { ...e, [field]: message }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validateSignUp(values);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      setErrors(found);
      refs[first].current?.focus();
      return;
    }
    register({ username: values.username, email: values.email, password: values.password });
  }

  const incomplete = signUpIncomplete(values);
  /** What every field of the form takes for its name. */
  const bind = (field: Field) => ({
    name: field,
    inputRef: refs[field],
    value: values[field],
    onValue: edit(field),
    onBlur: check(field),
    error: errors[field],
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField
        label={t('auth.signUp.username')}
        {...bind('username')}
        autoComplete="username"
        {...VERBATIM}
      />
      <TextField
        label={t('auth.signUp.email')}
        {...bind('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...VERBATIM}
      />
      <PasswordField
        label={t('auth.field.password')}
        showLabel={t('auth.field.showPassword')}
        hideLabel={t('auth.field.hidePassword')}
        {...bind('password')}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint')}
      />
      <PasswordField
        label={t('auth.signUp.confirmPassword')}
        showLabel={t('auth.signUp.showConfirmPassword')}
        hideLabel={t('auth.signUp.hideConfirmPassword')}
        {...bind('confirmPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy} disabled={!phone && incomplete}>
        {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
      <p className="text-center text-sm text-zinc-400">
        <T id="auth.signUp.switch" components={{ 0: <SwitchButton onClick={onSwitch} /> }} />
      </p>
    </form>
  );
}
