import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '../../components/ui/Dialog';
import type { MessageKey } from '../../i18n';
import { T, useT } from '../../i18n/react';

const POINTS: readonly (readonly [MessageKey, MessageKey])[] = [
  ['shell.welcome.browseTitle', 'shell.welcome.browseText'],
  ['shell.welcome.searchTitle', 'shell.welcome.searchText'],
  ['shell.welcome.watchTitle', 'shell.welcome.watchText'],
  ['shell.welcome.signUpTitle', 'shell.welcome.signUpText'],
];

/** The first-visit welcome (radix Dialog: focus trap, Escape and backdrop close it). */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader
          title={t('shell.welcome.title')}
          titleClassName="text-xl font-bold"
          description={t('shell.welcome.description')}
          descriptionClassName="mt-2 text-fg-secondary"
        />
        <ul className="mt-4 space-y-3">
          {POINTS.map(([title, text]) => (
            <li key={title} className="flex gap-3 text-sm">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent" />
              <span>
                <strong className="font-semibold text-fg">
                  {t('shell.welcome.pointTitle', { title: t(title) })}
                </strong>{' '}
                <span className="text-fg-secondary">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-muted">
          <T
            id="shell.welcome.noVideo"
            components={{ 0: <Link href="/info" onClick={onClose} className="underline hover:text-white" /> }}
          />
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClass('primary')}>{t('shell.welcome.start')}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
