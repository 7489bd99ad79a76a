import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { styled } from './styled';

/** The one menu look (radix DropdownMenu: roving focus, typeahead, Escape). */
export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

const CONTENT_CLASS =
  'z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/50';

/** Portal and content in one; opens 8 px from its trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...rest
}: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content sideOffset={sideOffset} className={cn(CONTENT_CLASS, className)} {...rest} />
    </M.Portal>
  );
}

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg-soft outline-none select-none data-[highlighted]:bg-surface-raised data-[highlighted]:text-white';

export const DropdownMenuItem = styled(M.Item, ITEM_CLASS);

export const DropdownMenuSeparator = styled(M.Separator, 'my-1 h-px bg-surface-raised');

/** One choice among several (role="menuitemradio"); the check goes in DropdownMenuItemIndicator. */
export const DropdownMenuRadioGroup = M.RadioGroup;
export const DropdownMenuRadioItem = styled(M.RadioItem, cn(ITEM_CLASS, 'relative ps-9'));
/** An on/off choice (role="menuitemcheckbox"); the check goes in DropdownMenuItemIndicator. */
export const DropdownMenuCheckboxItem = styled(M.CheckboxItem, cn(ITEM_CLASS, 'relative ps-9'));
export const DropdownMenuItemIndicator = styled(
  M.ItemIndicator,
  'absolute start-3 flex items-center text-accent-fg',
);

/** A menu inside a menu: its item opens it to the side (the reading direction's end). */
export const DropdownMenuSub = M.Sub;
export const DropdownMenuSubTrigger = styled(
  M.SubTrigger,
  cn(ITEM_CLASS, 'data-[state=open]:bg-surface-raised'),
);

export function DropdownMenuSubContent({ className, ...rest }: ComponentProps<typeof M.SubContent>) {
  return (
    <M.Portal>
      <M.SubContent className={cn(CONTENT_CLASS, 'min-w-44', className)} {...rest} />
    </M.Portal>
  );
}
