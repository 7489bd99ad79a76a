import { Toast as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/react';
import { CloseIcon } from '../layout/icons';
import { cn } from './cn';
import { styled } from './styled';

/**
 * The one toast look (radix Toast: a labelled region reached with F8, announced through its
 * own live region, timers paused while hovered or focused, swipe to dismiss toward the edge
 * they sit at: the end of the line, the left in right-to-left reading).
 */
export function ToastProvider(props: ComponentProps<typeof T.Provider>) {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return <T.Provider swipeDirection={rtl ? 'left' : 'right'} {...props} />;
}

/** Bottom centre on phones (above the tab bar), bottom right from md up. */
export const ToastViewport = styled(
  T.Viewport,
  'fixed inset-x-3 bottom-20 z-[60] flex flex-col items-center gap-2 outline-none md:inset-x-auto md:end-6 md:bottom-6 md:items-end',
);

export const ToastRoot = styled(
  T.Root,
  'flex w-full max-w-sm items-center gap-3 rounded-md border border-border-strong bg-surface px-4 py-3 text-sm text-fg shadow-xl data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
);

export const ToastTitle = styled(T.Title, 'min-w-0 flex-1');

export const ToastAction = T.Action;

/** The ✕ that dismisses a toast. */
export function ToastClose({ className, ...rest }: ComponentProps<typeof T.Close>) {
  const t = useT();
  return (
    <T.Close
      aria-label={t('shell.notice.dismiss')}
      className={cn(
        'flex h-7 w-7 shrink-0 items-center justify-center rounded-md opacity-80 hover:bg-black/20 hover:opacity-100',
        className,
      )}
      {...rest}
    >
      <CloseIcon size={16} />
    </T.Close>
  );
}
