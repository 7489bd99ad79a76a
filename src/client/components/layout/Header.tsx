import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../lib/auth';
import { type AuthDialogKind, preloadAuthForms, useAuthDialog } from '../auth/AuthDialogs';
import { buttonClass } from '../ui/Button';
import { AccountChip } from './account';
import { LogoMark, SearchIcon } from './icons';
import { PRIMARY_NAV, usePath } from './nav';

const UserMenu = lazy(() => import('./UserMenu'));

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md" aria-label="Marquee, home">
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-white">Marquee</span>
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
      onPointerEnter={preloadAuthForms}
      onFocus={preloadAuthForms}
      onClick={() => dialog.open(form)}
    >
      {children}
    </button>
  );
}

/** Login and Sign Up for visitors, the account menu for a signed-in user. */
export function AuthArea() {
  const { status, user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<AccountChip user={user} />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  if (status === 'restoring') return <span className="h-8 w-28 animate-pulse rounded-full bg-zinc-800" />;
  return (
    <div className="flex items-center gap-2">
      <AuthButton form="signin" className={buttonClass('ghost', 'sm')}>
        Login
      </AuthButton>
      <AuthButton form="signup" className={buttonClass('primary', 'sm')}>
        Sign Up
      </AuthButton>
    </div>
  );
}

/** Desktop top bar (md and up); phones get MobileNav instead. */
export function Header() {
  const path = usePath();
  return (
    <header className="sticky top-0 z-40 hidden border-b border-zinc-800/70 bg-zinc-950/85 backdrop-blur-md md:block">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1">
          {PRIMARY_NAV.map((item) => {
            const active = item.matches(path);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`relative rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active ? 'text-white' : 'text-zinc-400 hover:text-zinc-100'
                }`}
              >
                {item.label}
                {active && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-brand"
                  />
                )}
              </Link>
            );
          })}
        </nav>
        <div className="ms-auto flex items-center gap-3">
          <Link
            href="/search"
            aria-label="Search"
            aria-current={path === '/search' ? 'page' : undefined}
            className={`flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-zinc-800 ${
              path === '/search' ? 'bg-zinc-800 text-white' : 'text-zinc-300'
            }`}
          >
            <SearchIcon />
          </Link>
          <AuthArea />
        </div>
      </div>
    </header>
  );
}
