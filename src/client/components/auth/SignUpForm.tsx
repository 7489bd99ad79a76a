import { type FormEvent, useRef } from 'react';
import { useT } from '../../i18n/react';
import { useRegister } from '../../lib/auth';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc';
import { FormError, PasswordField, TextField, VERBATIM } from './fields';
import { AuthFormFooter, type AuthFormProps, type FieldErrors, useAuthForm } from './use-auth-form';
import { type SignUpField, signUpIncomplete, validateSignUp } from './validation';

type Field = SignUpField;

export default function SignUpForm({ phone, onDone, onSwitch }: AuthFormProps) {
  const t = useT();
  const form = useAuthForm<Field>({ username: '', email: '', password: '', confirmPassword: '' });
  const { values } = form;
  const [register, mutation] = useRegister({
    onSuccess: onDone,
    onError: (err) => {
      // 409 (taken username or email) and server-side validation come back field by field.
      if (!form.showErrors(fieldErrorsOf(err) as FieldErrors<Field>, true))
        form.setFormError(errorMessage(err, t('auth.signUp.failed')));
    },
  });
  // Still busy once signed in, until the dialog closes.
  const busy = mutation.isPending || mutation.isSuccess;
  // Only fields the person has typed in are checked on leaving them, so tabbing past is quiet.
  const dirty = useRef(new Set<Field>());

  const edit = (field: Field) => {
    const apply = form.edit(field, (value, next) =>
      // Fixing the first password can resolve a mismatch reported on the confirmation (the
      // check, not the message's wording, tells: messages follow the language).
      field === 'password' &&
      next.confirmPassword &&
      value === values.confirmPassword &&
      !validateSignUp({ ...values, password: value }).confirmPassword
        ? { ...next, confirmPassword: undefined }
        : next,
    );
    return (value: string) => {
      dirty.current.add(field);
      apply(value);
    };
  };

  const check = (field: Field) => () => {
    if (!dirty.current.has(field)) return;
    const message = validateSignUp(values)[field];
    form.setErrors((e) => (e[field] === message ? e : { ...e, [field]: message }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    form.setFormError(null);
    if (form.showErrors(validateSignUp(values))) return;
    register({ username: values.username, email: values.email, password: values.password });
  }

  /** What every field of the form takes for its name. */
  const bind = (field: Field) => ({ ...form.bind(field, edit(field)), onBlur: check(field) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={form.formError} />
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
      <AuthFormFooter
        busy={busy}
        disabled={!phone && signUpIncomplete(values)}
        label={t('auth.signUp.submit')}
        busyLabel={t('auth.signUp.submitting')}
        switchText="auth.signUp.switch"
        onSwitch={onSwitch}
      />
    </form>
  );
}
