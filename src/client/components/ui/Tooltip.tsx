import { Tooltip as RadixTooltip } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from './cn';

/** A tap-opened tooltip closes itself after this long. */
const TAP_OPEN_MS = 2500;

/**
 * A tooltip that also opens on tap. Radix opens tooltips on hover and keyboard focus only,
 * which leaves a phone with no way to read one; a tap (or click) on the trigger opens it
 * too, and a tap elsewhere or the timeout closes it. Needs a Tooltip.Provider above it.
 */
export function Tooltip({
  content,
  children,
  className,
}: {
  content: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (!tapped) return;
    const t = setTimeout(() => {
      setOpen(false);
      setTapped(false);
    }, TAP_OPEN_MS);
    return () => clearTimeout(t);
  }, [tapped]);

  return (
    <RadixTooltip.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTapped(false);
      }}
    >
      <RadixTooltip.Trigger
        asChild
        onClick={(e) => {
          // Radix closes a tooltip on click; a tap is how a touch screen asks for it.
          e.preventDefault();
          setOpen(true);
          setTapped(true);
        }}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side="bottom"
          sideOffset={6}
          className={cn(
            'z-50 rounded-md bg-surface-raised px-2.5 py-1.5 text-xs text-fg shadow-lg',
            className,
          )}
        >
          {content}
          <RadixTooltip.Arrow className="fill-surface-raised" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

export const TooltipProvider = RadixTooltip.Provider;
