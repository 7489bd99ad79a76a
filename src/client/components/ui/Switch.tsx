import { Switch as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * An on/off switch (radix Switch: role="switch", aria-checked, Space and Enter): a track
 * with its thumb, then the children as the visible label inside the same button.
 */
export function Switch({
  className,
  trackClassName,
  children,
  ...rest
}: ComponentProps<typeof S.Root> & { trackClassName?: string }) {
  return (
    <S.Root
      className={cn(
        'group inline-flex items-center gap-2 rounded-full text-sm font-medium text-fg-secondary transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...rest}
    >
      <span
        className={cn(
          'inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-surface-hover p-0.5 transition-colors group-data-[state=checked]:bg-accent',
          trackClassName,
        )}
      >
        <S.Thumb className="block h-4 w-4 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4" />
      </span>
      {children}
    </S.Root>
  );
}
