import { Link } from 'wouter';
import { useT } from '../../i18n/react';
import { HomeIcon, LockIcon, UsersIcon } from '../layout/icons';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { buttonClass } from '../ui/Button';
import { MessageScreen } from '../ui/MessageScreen';

/**
 * What this profile cannot open: a title above its maturity level (the server answered 403),
 * or, on a Kids profile, the account's own areas. Not the 404 page: the title exists.
 */
export default function NotOnProfile({ reason }: { reason: 'title' | 'kids' }) {
  const t = useT();
  const title = t(reason === 'title' ? 'profiles.restricted.title' : 'profiles.kids.title');
  useDocumentTitle(title);
  return (
    <MessageScreen
      icon={<LockIcon size={28} />}
      title={title}
      actions={
        <>
          <Link href="/profiles" className={buttonClass('primary')}>
            <UsersIcon size={18} /> {t('profiles.action.switch')}
          </Link>
          <Link href="/" className={buttonClass('secondary')}>
            <HomeIcon size={18} /> {t('profiles.action.home')}
          </Link>
        </>
      }
    >
      {t(reason === 'title' ? 'profiles.restricted.text' : 'profiles.kids.text')}
    </MessageScreen>
  );
}
