import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../ui/Button';
import { COPIED_MS, shareLinks } from './share';

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white';

/** Share: the device's share sheet where the browser has one, copy link, and social networks. */
export function ShareMenu({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const url = typeof window === 'undefined' ? '' : window.location.href;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (err) {
      // Spec 8: a failed copy is logged only.
      console.error('Copy link failed', err);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'lg', 'bg-zinc-800/80')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none">
          <path
            d="M12 3v12m0-12-4 4m4-4 4 4M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {copied ? 'Copied!' : 'Share'}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-52 rounded-lg border border-zinc-800 bg-zinc-900 p-1 shadow-2xl"
        >
          {canShare && (
            <DropdownMenu.Item
              className={item}
              onSelect={() => {
                navigator.share({ title, url }).catch(() => {
                  // The visitor closed the share sheet: nothing to report.
                });
              }}
            >
              Share via…
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={item}
            onSelect={(e) => {
              e.preventDefault(); // keep the menu open so 'Copied!' is seen
              void copy();
            }}
          >
            <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          {shareLinks(url, title).map((l) => (
            <DropdownMenu.Item key={l.name} asChild className={item}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.name}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
