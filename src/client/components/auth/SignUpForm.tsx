import type { TSignUpForm } from '@shared/schemas/auth';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { useRegister } from '../../lib/auth';
import { setServerErrors } from '../../lib/forms';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc';
import { mergeVisitorMarks } from '../../lib/use-marks';
import { toast } from '../ui/Toast';
import { FormError, PasswordField, TextField, VERBATIM } from './fields';
import { AuthFormFooter, type AuthFormProps, useAuthForm } from './use-auth-form';
import { SIGN_UP_FIELDS, type SignUpField, signUpIncomplete, signUpResolver } from './validation';

type Field = SignUpField;

export default function SignUpForm({ phone, onDone, onSwitch }: AuthFormProps) {
  const t = useT();
  const form = useAuthForm<TSignUpForm>(signUpResolver, {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const values = useWatch({ control: form.control });
  const [register, mutation] = useRegister({
    onSuccess: () => {
      // A visitor's watched marks join the account (as Watch Later's list does in lib/auth).
      void mergeVisitorMarks();
      toast({ kind: 'success', message: translate('auth.signUp.done') });
      onDone();
    },
    onError: (err) => {
      // 409 (taken username or email) and server-side validation come back field by field.
      if (!setServerErrors(fieldErrorsOf(err), SIGN_UP_FIELDS, form.setError))
        form.setFormError(errorMessage(err, t('auth.signUp.failed')));
    },
  });
  // Still busy once signed in, until the dialog closes.
  const busy = mutation.isPending || mutation.isSuccess;
  // Only fields the person has typed in are checked on leaving them, so tabbing past is quiet.
  const typed = useRef(new Set<Field>());

  const submit = form.submitWith((v) => {
    if (!busy) register({ username: v.username, email: v.email, password: v.password });
  });

  /** What every field of the form takes for its name. */
  const bind = (name: Field) =>
    form.field(name, {
      onChange: (value) => {
        typed.current.add(name);
        // Fixing the first password can resolve a mismatch reported on the confirmation.
        if (name === 'password' && value && value === form.getValues('confirmPassword'))
          form.clearErrors('confirmPassword');
      },
      onBlur: () => {
        if (typed.current.has(name)) void form.trigger(name);
      },
    });

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
