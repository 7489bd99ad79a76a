import { type ButtonHTMLAttributes, type ReactNode, Suspense, useState } from 'react';

export interface MenuState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A menu whose code (radix DropdownMenu and the menu's own module) is not in the page's first
 * load: a look-alike button stands in, starts the download when a pointer or focus nears it,
 * and a click opens the menu as soon as it has arrived. Keeps what a page needs to draw free
 * of what only a click needs (the detail page's largest paint used to wait on the Share
 * menu's code).
 *
 * `button` draws the stand-in from the props given; `menu` draws the real menu (a
 * `lazy()` component) with the open state the stand-in started.
 */
export function LazyMenu({
  load,
  button,
  menu,
}: {
  load: () => Promise<unknown>;
  button: (props: ButtonHTMLAttributes<HTMLButtonElement>) => ReactNode;
  menu: (state: MenuState) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const placeholder = button({
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  });
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{menu({ open, onOpenChange: setOpen })}</Suspense>;
}
