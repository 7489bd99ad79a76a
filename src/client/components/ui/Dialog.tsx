import { Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { CloseIcon } from '../layout/icons';
import { cn } from './cn';
import { styled } from './styled';

/**
 * The one dialog look (radix Dialog: focus trap, Escape, outside click, scroll lock). Each
 * placement is a layout; the surface, overlay and type are shared. ConfirmDialog draws its
 * radix AlertDialog with the same classes.
 */
export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

const PLACEMENT = {
  /** Centred on every screen. */
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border p-6',
  /** A bottom sheet on phones, centred from the small breakpoint up. */
  sheet:
    'inset-x-0 bottom-0 max-h-[88dvh] overflow-y-auto rounded-t-xl border p-5 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,30rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  /** The whole screen on phones, centred from the small breakpoint up. */
  screen:
    'inset-0 flex flex-col overflow-y-auto bg-canvas sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[min(92vw,27rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:bg-surface',
  /** A panel along the left edge. */
  left: 'inset-y-0 start-0 flex w-[min(86vw,20rem)] flex-col border-e bg-canvas',
} as const;

export type DialogPlacement = keyof typeof PLACEMENT;

export const overlayClass = (className?: string) => cn('fixed inset-0 z-50 bg-black/70', className);

export const contentClass = (placement: DialogPlacement, className?: string) =>
  cn(
    'fixed z-50 border-border bg-surface text-fg shadow-2xl shadow-black/60 focus:outline-none',
    PLACEMENT[placement],
    className,
  );

/** Portal, overlay and content in one. */
export function DialogContent({
  placement = 'center',
  overlayClassName,
  className,
  ...rest
}: ComponentProps<typeof D.Content> & { placement?: DialogPlacement; overlayClassName?: string }) {
  return (
    <D.Portal>
      <D.Overlay className={overlayClass(overlayClassName)} />
      <D.Content className={contentClass(placement, className)} {...rest} />
    </D.Portal>
  );
}

export const TITLE_CLASS = 'text-lg font-semibold text-white';
export const DESCRIPTION_CLASS = 'mt-1 text-sm text-muted';

export const DialogTitle = styled(D.Title, TITLE_CLASS);
export const DialogDescription = styled(D.Description, DESCRIPTION_CLASS);

/** A dialog's title and description; `hidden` keeps them for screen readers only. */
export function DialogHeader({
  title,
  description,
  hidden = false,
  className,
  titleClassName,
  descriptionClassName,
}: {
  title: ReactNode;
  description: ReactNode;
  hidden?: boolean;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
}) {
  return (
    <div className={cn(hidden && 'sr-only', className)}>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
    </div>
  );
}

/** The ✕ in a dialog's corner. */
export function DialogCloseButton({
  className,
  'aria-label': label,
  ...rest
}: ComponentProps<typeof D.Close>) {
  const t = useT();
  return (
    <D.Close
      aria-label={label ?? t('shell.dialog.close')}
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-raised hover:text-white',
        className,
      )}
      {...rest}
    >
      <CloseIcon size={18} />
    </D.Close>
  );
}
