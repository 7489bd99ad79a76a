import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/react';
import { LockIcon } from '../layout/icons';
import { Button, buttonClass } from '../ui/Button';
import { MessageScreen } from '../ui/MessageScreen';
import { useAuthDialog } from './AuthDialogs';

/**
 * A signed-in screen opened signed out: the lock, why, a way away from it and Sign In, which
 * opens the sign-in dialog over it. `away`: back where the visitor came from, or Home.
 */
export function SignInRequired(props: {
  title: string;
  prompt: string;
  away: 'back' | 'home';
  icon?: ReactNode;
}) {
  const dialog = useAuthDialog();
  const t = useT();
  return (
    <MessageScreen
      icon={props.icon ?? <LockIcon size={28} />}
      title={props.title}
      actions={
        <>
          {props.away === 'back' ? <BackButton /> : <HomeLink />}
          <Button onClick={() => dialog.open('signin')}>{t('account.common.signIn')}</Button>
        </>
      }
    >
      {props.prompt}
    </MessageScreen>
  );
}

function BackButton() {
  const [, navigate] = useLocation();
  const t = useT();
  const goBack = () => {
    // A visitor who landed here directly has nowhere to go back to: Home instead.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <Button variant="secondary" onClick={goBack}>
      {t('account.settings.goBack')}
    </Button>
  );
}

function HomeLink() {
  const t = useT();
  return (
    <Link href="/" className={buttonClass('secondary')}>
      {t('account.myList.goHome')}
    </Link>
  );
}
