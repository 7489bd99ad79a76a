import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { dialogAlreadyOpen, recordWelcomeShown, shouldShowWelcome, WELCOME_DELAY_MS } from './welcome';

// The dialog's code loads only for the visitors who will see it, after the page is up.
const WelcomeDialog = lazyPart(() => import('./WelcomeDialog'));

/** Opens the welcome dialog 2 s after load on a first visit, unless another dialog is open; closing records it. */
export function Welcome() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!shouldShowWelcome()) return;
    const t = setTimeout(() => setOpen(shouldShowWelcome() && !dialogAlreadyOpen()), WELCOME_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog
        open={open}
        onClose={() => {
          recordWelcomeShown();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
