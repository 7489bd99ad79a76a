import { useT } from '@client/i18n/react';
import { useEffect, useState } from 'react';
import { ShareIcon } from '../../layout/icons';
import { buttonClass } from '../../ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/DropdownMenu';
import type { MenuState } from '../../ui/LazyMenu';
import { COPIED_MS, shareLinks } from './share';

/**
 * Share: the device's share sheet where the browser has one, copy link, and social networks.
 * Loaded on first use (ShareButton); `open` comes from the stand-in button that was clicked.
 */
export default function ShareMenu({ title, ...state }: { title: string } & MenuState) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const url = typeof window === 'undefined' ? '' : window.location.href;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (err) {
      // A failed copy is logged only.
      console.error('Copy link failed', err);
    }
  };

  return (
    <DropdownMenu {...state}>
      <DropdownMenuTrigger className={buttonClass('overlay', 'lg')}>
        <ShareIcon />
        {t(copied ? 'browse.share.copied' : 'browse.share.share')}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {canShare && (
          <DropdownMenuItem
            onSelect={() => {
              navigator.share({ title, url }).catch(() => {
                // The visitor closed the share sheet: nothing to report.
              });
            }}
          >
            {t('browse.share.via')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={(e) => {
            e.preventDefault(); // keep the menu open so 'Copied!' is seen
            void copy();
          }}
        >
          <span aria-live="polite">{t(copied ? 'browse.share.copied' : 'browse.share.copyLink')}</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* The networks' own names, as everywhere. */}
        {shareLinks(url, title).map((l) => (
          <DropdownMenuItem key={l.name} asChild>
            <a href={l.href} target="_blank" rel="noopener noreferrer" data-content="">
              {l.name}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
