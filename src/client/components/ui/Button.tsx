import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';

/**
 * The button look, for buttons and for links and radix parts drawn as buttons. Joined by cva
 * rather than cn(): buttons are in the first page's code, and tailwind-merge (10 kB gzip)
 * loads with the screens that need it, so `className` adds layout (width, margins), never
 * another look: that is a variant.
 */
const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-white hover:bg-accent-hover',
        secondary: 'border border-border-strong bg-surface-raised text-fg hover:bg-surface-hover',
        /** Secondary, letting a picture behind show through (heroes). */
        overlay: 'border border-border-strong bg-surface-raised/80 text-fg hover:bg-surface-hover',
        ghost: 'bg-transparent text-fg-soft hover:bg-surface-raised',
        danger: 'bg-danger-strong text-white hover:bg-danger-strong-hover',
        dangerGhost: 'bg-transparent text-danger hover:bg-danger-surface/60 hover:text-danger-soft',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonLook = VariantProps<typeof buttonVariants>;
type Variant = NonNullable<ButtonLook['variant']>;
type Size = NonNullable<ButtonLook['size']>;

/** buttonVariants by position, for the many links that only pick a look and a size. */
export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  buttonVariants({ variant, size, className: extra });

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
});

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}
