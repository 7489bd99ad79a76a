import { type TLogin, ZLoginSchema } from '@shared/schemas/auth';
import { useWatch } from 'react-hook-form';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { useLogin } from '../../lib/auth';
import { localizedZodResolver } from '../../lib/forms';
import { errorMessage, httpStatusOf } from '../../lib/trpc';
import { mergeVisitorMarks } from '../../lib/use-marks';
import { askWhoIsWatching } from '../profiles/after-sign-in';
import { toast } from '../ui/Toast';
import { FormError, PasswordField, TextField, VERBATIM } from './fields';
import { AuthFormFooter, type AuthFormProps, useAuthForm } from './use-auth-form';

const resolver = localizedZodResolver(ZLoginSchema);

export type { AuthFormProps } from './use-auth-form';

/** Desktop shows the server's message; phones show fixed wording per kind of failure. */
export function loginFailureMessage(error: unknown, phone: boolean): string {
  const status = httpStatusOf(error);
  // A throttled user needs the wait time whatever the screen size.
  if (status === 429) return errorMessage(error, translate('auth.signIn.tooManyAttempts'));
  if (!phone) return errorMessage(error, translate('auth.signIn.failed'));
  return status === 401 ? translate('auth.signIn.invalidCredentials') : translate('auth.signIn.error');
}

export default function SignInForm({ phone, onDone, onSwitch }: AuthFormProps) {
  const t = useT();
  const form = useAuthForm<TLogin>(resolver, { emailOrUsername: '', password: '' });
  const values = useWatch({ control: form.control });
  const [login, mutation] = useLogin({
    // The dialog closes at once: the toast says it worked (on a phone, the full-screen form
    // vanishing is otherwise all one sees).
    onSuccess: () => {
      // A visitor's watched marks join the account (as Watch Later's list does in lib/auth).
      void mergeVisitorMarks();
      void askWhoIsWatching();
      toast({ kind: 'success', message: translate('auth.signIn.done') });
      onDone();
    },
    onError: (err) => form.setFormError(loginFailureMessage(err, phone)),
  });
  // Still busy once signed in, until the dialog closes.
  const busy = mutation.isPending || mutation.isSuccess;

  const submit = form.submitWith((parsed) => {
    if (!busy) login(parsed);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={form.formError} />
      <TextField
        label={t('auth.signIn.emailOrUsername')}
        {...form.field('emailOrUsername')}
        autoComplete="username"
        {...VERBATIM}
      />
      <PasswordField
        label={t('auth.field.password')}
        {...form.field('password')}
        autoComplete="current-password"
      />
      <AuthFormFooter
        busy={busy}
        disabled={!phone && (!values.emailOrUsername || !values.password)}
        label={t('auth.signIn.submit')}
        busyLabel={t('auth.signIn.submitting')}
        switchText="auth.signIn.switch"
        onSwitch={onSwitch}
      />
    </form>
  );
}
