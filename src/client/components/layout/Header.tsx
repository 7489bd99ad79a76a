import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazy-part';
import { type AuthDialogKind, preloadAuthForms, useAuthDialog } from '../auth/AuthDialogs';
import { buttonClass } from '../ui/Button';
import { LazyMenu } from '../ui/LazyMenu';
import { PRIMARY_NAV, UPCOMING_NAV, usePath } from './nav';
import { requestSearchFocus } from './search-focus';
import { GlobeIcon, LogoMark, SearchIcon } from './shell-icons';

const UserMenu = lazyPart(() => import('./UserMenu'));
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazyPart(loadLanguageMenu);

export function Logo() {
  const t = useT();
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md" aria-label={t('shell.header.homeLink')}>
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-white">Marquee</span>
    </Link>
  );
}

/**
 * The search button of the header and the phone top bar: opens the search page with its box
 * focused (search-focus.ts), by click, tap, Enter or Space.
 */
export function SearchLink({
  className,
  iconSize,
  current,
}: {
  className: string;
  iconSize?: number;
  current?: 'page';
}) {
  const t = useT();
  return (
    <Link
      href="/search"
      aria-label={t('shell.nav.search')}
      aria-current={current}
      onClick={(e) => requestSearchFocus(e.currentTarget)}
      onKeyDown={(e) => {
        // It acts as a button too: Space, like Enter, opens it.
        if (e.key !== ' ') return;
        e.preventDefault();
        e.currentTarget.click();
      }}
      className={className}
    >
      <SearchIcon size={iconSize} />
    </Link>
  );
}

/** Opens the sign-in or sign-up dialog; the forms' code is fetched as a pointer or focus nears. */
export function AuthButton({
  form,
  className,
  children,
}: {
  form: AuthDialogKind;
  className: string;
  children: ReactNode;
}) {
  const dialog = useAuthDialog();
  return (
    <button
      type="button"
      className={className}
      data-auth-open={form}
      onPointerEnter={preloadAuthForms}
      onFocus={preloadAuthForms}
      onClick={() => dialog.open(form)}
    >
      {children}
    </button>
  );
}

/** Sign In and Sign Up for visitors, the account menu for a signed-in user. */
export function AuthArea() {
  const t = useT();
  const { status, user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<span className="h-8 w-28 animate-pulse rounded-full bg-surface-raised" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  if (status === 'restoring')
    return <span className="h-8 w-28 animate-pulse rounded-full bg-surface-raised" />;
  return (
    <div className="flex items-center gap-2">
      <LanguageButton />
      <AuthButton form="signin" className={buttonClass('ghost', 'sm')}>
        {t('shell.auth.signIn')}
      </AuthButton>
      <AuthButton form="signup" className={buttonClass('primary', 'sm')}>
        {t('shell.auth.signUp')}
      </AuthButton>
    </div>
  );
}

const GLOBE_BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-full text-fg-secondary transition-colors hover:bg-surface-raised hover:text-white data-[state=open]:bg-surface-raised';

/**
 * The visitors' language picker: a globe that opens the language list. The list (and the
 * dropdown code) is fetched when a pointer or focus nears it, so the first page stays small.
 */
function LanguageButton() {
  const t = useT();
  return (
    <LazyMenu
      load={loadLanguageMenu}
      button={(props) => (
        <button {...props} aria-label={t('shell.language.label')} className={GLOBE_BUTTON}>
          <GlobeIcon size={19} />
        </button>
      )}
      menu={(state) => <LanguageMenu trigger="icon" className={GLOBE_BUTTON} {...state} />}
    />
  );
}

/** Desktop top bar (md and up); phones get MobileNav instead. */
export function Header() {
  const t = useT();
  const path = usePath();
  return (
    <header className="sticky top-0 z-40 hidden border-b border-border/70 bg-canvas/85 backdrop-blur-md md:block">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-6">
        <Logo />
        <nav aria-label={t('shell.nav.main')} className="flex items-center gap-1">
          {[...PRIMARY_NAV, UPCOMING_NAV].map((item) => {
            const active = item.matches(path);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`relative rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active ? 'text-white' : 'text-muted hover:text-fg'
                }`}
              >
                {t(item.label)}
                {active && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-accent"
                  />
                )}
              </Link>
            );
          })}
        </nav>
        <div className="ms-auto flex items-center gap-3">
          <SearchLink
            current={path === '/search' ? 'page' : undefined}
            className={`flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-surface-raised ${
              path === '/search' ? 'bg-surface-raised text-white' : 'text-fg-secondary'
            }`}
          />
          <AuthArea />
        </div>
      </div>
    </header>
  );
}
