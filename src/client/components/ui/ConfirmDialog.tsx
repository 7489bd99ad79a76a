import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/react';
import { buttonClass } from './Button';
import { cn } from './cn';
import { contentClass, DESCRIPTION_CLASS, overlayClass, TITLE_CLASS } from './Dialog';

/** An accessible confirmation (radix AlertDialog, drawn like the kit's Dialog), never window.confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass()} />
        <AlertDialog.Content className={contentClass('center', 'w-[min(92vw,28rem)]')}>
          <AlertDialog.Title className={TITLE_CLASS}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={cn(DESCRIPTION_CLASS, 'mt-2 text-fg-secondary')}>
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {cancelLabel ?? t('shell.confirm.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(danger ? 'danger' : 'primary')} onClick={onConfirm}>
              {confirmLabel ?? t('shell.confirm.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A screen's several confirmations held in one state, so at most one is open: `ask(kind)` opens
 * one, and `dialog(kind)` is that one's `open` and `onOpenChange` for its ConfirmDialog.
 */
export function useConfirmChoice<K extends string>() {
  const [asked, setAsked] = useState<K | null>(null);
  return {
    ask: (kind: K) => setAsked(kind),
    dialog: (kind: K) => ({
      open: asked === kind,
      onOpenChange: (open: boolean) => {
        if (!open) setAsked(null);
      },
    }),
  };
}
