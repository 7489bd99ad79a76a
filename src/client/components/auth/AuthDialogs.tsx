import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { withMessages } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazy-part';

export type AuthDialogKind = 'signin' | 'signup';

export interface AuthDialogApi {
  open(kind: AuthDialogKind): void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

// The dialog, its forms and their validation load the first time a dialog is asked for, keeping
// them out of the first bundle, with their messages (`auth`, and `messages` for the validation
// the forms run). Hovering or focusing Login/Sign Up warms them up.
const loadView = withMessages(['auth', 'messages'], () => import('./AuthDialogView'));
const AuthDialogView = lazyPart(loadView);
export function preloadAuthForms(): void {
  void loadView();
}

/** Holds which auth dialog is open; any screen can open one through useAuthDialog(). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthDialogKind | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { status } = useAuth();
  const api = useMemo<AuthDialogApi>(
    () => ({
      open: (k) => {
        setLoaded(true);
        setKind(k);
      },
    }),
    [],
  );
  // A dialog opened for a visitor has nothing to do once someone is signed in.
  const shown = status === 'signed-in' ? null : kind;

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <AuthDialogView shown={shown} onClose={() => setKind(null)} onSwitch={setKind} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

/** Lets any screen ask a visitor to sign in or sign up. */
export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}
