import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { styled } from './styled';

/** The one menu look (radix DropdownMenu: roving focus, typeahead, Escape). */
export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

/** Portal and content in one; opens 8 px from its trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...rest
}: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-52 rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 shadow-2xl shadow-black/50',
          className,
        )}
        {...rest}
      />
    </M.Portal>
  );
}

export const DropdownMenuItem = styled(
  M.Item,
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-zinc-200 outline-none select-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white',
);

export const DropdownMenuSeparator = styled(M.Separator, 'my-1 h-px bg-zinc-800');
