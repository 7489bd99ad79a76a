import { useT } from '@client/i18n/react';
import { lazyPart } from '../../../lib/lazy-part';
import { ShareIcon } from '../../layout/icons';
import { buttonClass } from '../../ui/Button';
import { LazyMenu } from '../../ui/LazyMenu';

const loadShareMenu = () => import('./ShareMenu');
const ShareMenu = lazyPart(loadShareMenu);

/**
 * The detail hero's Share button. The menu behind it (radix DropdownMenu, about 45 kB) loads
 * when a pointer or focus nears the button, not with the page: the page's largest paint no
 * longer waits for it.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  return (
    <LazyMenu
      load={loadShareMenu}
      button={(props) => (
        <button {...props} className={buttonClass('overlay', 'lg')}>
          <ShareIcon />
          {t('browse.share.share')}
        </button>
      )}
      menu={(state) => <ShareMenu title={title} {...state} />}
    />
  );
}
