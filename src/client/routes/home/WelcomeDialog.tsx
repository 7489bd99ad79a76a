import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/Button';
import type { MessageKey } from '../../i18n';
import { T, useT } from '../../i18n/react';

const POINTS: readonly (readonly [MessageKey, MessageKey])[] = [
  ['shell.welcome.browseTitle', 'shell.welcome.browseText'],
  ['shell.welcome.searchTitle', 'shell.welcome.searchText'],
  ['shell.welcome.watchTitle', 'shell.welcome.watchText'],
  ['shell.welcome.signUpTitle', 'shell.welcome.signUpText'],
];

/**
 * The first-visit welcome, in the dialog look of components/ui/Dialog.tsx but drawn with the
 * browser's own modal <dialog>: the page behind is inert (focus stays inside), Escape and a
 * click on the backdrop close it, and the page does not scroll under it. It opens within a
 * first visit's first seconds, so it brings no dialog library with it (radix Dialog and its
 * scroll lock are 24 kB gzip). A browser without showModal (jsdom) shows it in place.
 */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // On the way on, as before (the browser would pick the first link in the text).
    start.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  // The content fills the dialog box, so a click whose target is the dialog itself landed on
  // the backdrop around it.
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (its cancel event); the click is for pointers on the backdrop.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      onClick={onBackdrop}
      className="m-auto max-h-[90dvh] w-[min(92vw,30rem)] overflow-y-auto rounded-xl border border-border bg-surface p-0 text-fg shadow-2xl shadow-black/60 backdrop:bg-black/70 focus:outline-none"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-white">
          {t('shell.welcome.title')}
        </h2>
        <p id={textId} className="mt-2 text-sm text-fg-secondary">
          {t('shell.welcome.description')}
        </p>
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
          <button ref={start} type="button" className={buttonClass('primary')} onClick={onClose}>
            {t('shell.welcome.start')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
