import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazy-part';
import { preloadAuthForms, useAuthDialog } from '../auth/AuthDialogs';
import { AuthButton, Logo, SearchLink } from './Header';
import { PRIMARY_NAV, usePath } from './nav';
import { MenuIcon } from './shell-icons';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazyPart(loadMenu);

/** Phone top bar with the hamburger panel (below md). */
export function MobileTopBar() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const dialog = useAuthDialog();
  const { status } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-canvas/90 backdrop-blur-md md:hidden">
      <div className="flex h-14 items-center gap-2 px-2">
        <button
          type="button"
          aria-label={t('shell.mobileMenu.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerDown={() => void loadMenu()}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
            preloadAuthForms();
          }}
          className="flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-raised"
        >
          <MenuIcon size={22} />
        </button>
        {loaded && (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} onAuth={dialog.open} />
          </Suspense>
        )}
        <Logo />
        <SearchLink
          iconSize={21}
          className="ms-auto flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-raised"
        />
        {/* Visitors reach Sign In in one tap, not only inside the menu. */}
        {status === 'signed-out' && (
          <AuthButton
            form="signin"
            className="h-9 shrink-0 rounded-md px-3 text-sm font-medium text-white hover:bg-surface-raised"
          >
            {t('shell.auth.signIn')}
          </AuthButton>
        )}
      </div>
    </header>
  );
}

/** Phone bottom tab bar with the four primary links; Layout pads content so nothing hides under it. */
export function MobileTabBar() {
  const t = useT();
  const path = usePath();
  return (
    <nav
      aria-label={t('shell.nav.primary')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/80 bg-canvas/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        {PRIMARY_NAV.map((item) => {
          const active = item.matches(path);
          const Icon = item.icon;
          return (
            <li key={item.href} className="flex">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`relative flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors ${
                  active ? 'text-white' : 'text-muted hover:text-fg-soft'
                }`}
              >
                {active && (
                  <span aria-hidden="true" className="absolute top-0 h-0.5 w-10 rounded-full bg-accent" />
                )}
                <span className={active ? 'text-accent-fg' : undefined}>
                  <Icon size={22} />
                </span>
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
