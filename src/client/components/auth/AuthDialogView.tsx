import { Dialog } from 'radix-ui';
import { ChevronLeftIcon, CloseIcon, LogoMark } from '../layout/icons';
import { useIsPhone } from '../layout/useMediaQuery';
import type { AuthDialogKind } from './AuthDialogs';
import SignInForm from './SignInForm';
import SignUpForm from './SignUpForm';

const COPY: Record<AuthDialogKind, { title: string; description: string }> = {
  signin: { title: 'Sign In', description: 'Welcome back. Sign in to pick up where you left off.' },
  signup: {
    title: 'Create Account',
    description: 'Join Marquee to sync your watch history and preferences across devices.',
  },
};

/** Sign-in and sign-up: a modal on desktop, a full-screen sheet on phones (spec 2). */
export default function AuthDialogView({
  shown,
  onClose,
  onSwitch,
}: {
  shown: AuthDialogKind | null;
  onClose(): void;
  onSwitch(kind: AuthDialogKind): void;
}) {
  const phone = useIsPhone();
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 hidden bg-black/75 backdrop-blur-sm sm:block" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-zinc-950 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[min(92vw,27rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-zinc-800 sm:bg-zinc-900 sm:shadow-2xl sm:shadow-black/60">
          {shown && (
            <>
              <div className="flex items-center justify-between border-b border-zinc-800/80 px-3 py-2.5 sm:hidden">
                <Dialog.Close className="flex h-10 items-center gap-1 rounded-md px-2 text-sm text-zinc-300 hover:bg-zinc-800">
                  <ChevronLeftIcon size={18} />
                  Back
                </Dialog.Close>
                <span className="flex items-center gap-2 pr-2 font-bold tracking-tight">
                  <LogoMark size={22} /> Marquee
                </span>
              </div>
              <div className="mx-auto flex w-full max-w-md flex-1 flex-col px-5 pt-8 pb-10 sm:px-7 sm:pt-7 sm:pb-7">
                <div className="mb-6">
                  <Dialog.Title className="text-2xl font-bold tracking-tight">
                    {COPY[shown].title}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
                    {COPY[shown].description}
                  </Dialog.Description>
                </div>
                {shown === 'signin' ? (
                  <SignInForm phone={phone} onDone={onClose} onSwitch={() => onSwitch('signup')} />
                ) : (
                  <SignUpForm phone={phone} onDone={onClose} onSwitch={() => onSwitch('signin')} />
                )}
              </div>
              <Dialog.Close
                aria-label="Close"
                className="absolute top-3.5 right-3.5 hidden h-9 w-9 items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 sm:flex"
              >
                <CloseIcon size={18} />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
