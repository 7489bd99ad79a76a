import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { ChevronLeftIcon, LogoMark } from '../layout/icons';
import { useIsPhone } from '../layout/useMediaQuery';
import { Dialog, DialogClose, DialogCloseButton, DialogContent, DialogHeader } from '../ui/Dialog';
import type { AuthDialogKind } from './AuthDialogs';
import SignInForm from './SignInForm';
import SignUpForm from './SignUpForm';

const COPY: Record<AuthDialogKind, { title: MessageKey; description: MessageKey }> = {
  signin: { title: 'auth.dialog.signInTitle', description: 'auth.dialog.signInDescription' },
  signup: { title: 'auth.dialog.signUpTitle', description: 'auth.dialog.signUpDescription' },
};

/** Sign-in and sign-up: a modal on desktop, a full-screen sheet on phones. */
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
  const t = useT();
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent placement="screen" overlayClassName="hidden bg-black/75 backdrop-blur-sm sm:block">
        {shown && (
          <>
            <div className="flex items-center justify-between border-b border-border/80 px-3 py-2.5 sm:hidden">
              <DialogClose className="flex h-10 items-center gap-1 rounded-md px-2 text-sm text-fg-secondary hover:bg-surface-raised">
                <ChevronLeftIcon size={18} className="rtl:-scale-x-100" />
                {t('auth.dialog.back')}
              </DialogClose>
              <span className="flex items-center gap-2 pe-2 font-bold tracking-tight">
                <LogoMark size={22} /> {t('auth.dialog.brand')}
              </span>
            </div>
            <div className="mx-auto flex w-full max-w-md flex-1 flex-col px-5 pt-8 pb-10 sm:px-7 sm:pt-7 sm:pb-7">
              <DialogHeader
                className="mb-6"
                title={t(COPY[shown].title)}
                titleClassName="text-2xl font-bold tracking-tight"
                description={t(COPY[shown].description)}
                descriptionClassName="mt-1.5"
              />
              {shown === 'signin' ? (
                <SignInForm phone={phone} onDone={onClose} onSwitch={() => onSwitch('signup')} />
              ) : (
                <SignUpForm phone={phone} onDone={onClose} onSwitch={() => onSwitch('signin')} />
              )}
            </div>
            <DialogCloseButton className="absolute top-3.5 end-3.5 hidden sm:flex" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
