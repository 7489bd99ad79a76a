import { CATALOGUE_LOCALES, isLocale, LOCALE_INFO } from '@shared/i18n/locales';
import { useLocale, useT } from '../../i18n/react';
import { setPreferences } from '../../lib/preferences';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItemIndicator,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon, GlobeIcon } from './icons';

/**
 * The language picker: each language by its own name, the active one checked.
 * Choosing one saves it as the `language` preference; the i18n runtime follows the
 * preference (loads that language's messages, then switches and sets <html lang dir>).
 * One list, shown three ways: a submenu of the account menu, a menu of its own opened by the
 * visitors' globe in the header, and a row of the phone menu panel.
 */
function choose(code: string) {
  if (isLocale(code)) setPreferences({ language: code });
}

/** The languages as radio items; goes inside any menu's content. */
export function LanguageItems() {
  const locale = useLocale();
  return (
    <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
      {CATALOGUE_LOCALES.map((code) => (
        <DropdownMenuRadioItem key={code} value={code} lang={code}>
          <DropdownMenuItemIndicator>
            <CheckIcon size={16} />
          </DropdownMenuItemIndicator>
          {LOCALE_INFO[code].name}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The active language's own name, read in that language. */
function CurrentLanguage({ className }: { className: string }) {
  const locale = useLocale();
  if (!isLocale(locale)) return null;
  return (
    <span lang={locale} aria-hidden="true" className={className}>
      {LOCALE_INFO[locale].name}
    </span>
  );
}

/** "Language ›" inside the account menu. */
export function LanguageSubmenu() {
  const t = useT();
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger aria-label={t('shell.language.label')}>
        <GlobeIcon size={17} />
        {t('shell.language.label')}
        <CurrentLanguage className="ms-auto truncate text-xs text-muted" />
        <ChevronRightIcon size={15} className="shrink-0 text-muted" />
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent sideOffset={6}>
        <LanguageItems />
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}

/**
 * The list as a menu of its own: `icon` is the header's globe (visitors on a wide screen),
 * `row` a full-width row showing the active language (the phone menu panel).
 */
export default function LanguageMenu({
  trigger,
  className,
  open,
  onOpenChange,
}: {
  trigger: 'icon' | 'row';
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={trigger === 'row'}>
      <DropdownMenuTrigger aria-label={t('shell.language.label')} className={className}>
        {trigger === 'icon' ? (
          <GlobeIcon size={19} />
        ) : (
          <>
            <GlobeIcon size={19} />
            <span>{t('shell.language.label')}</span>
            <CurrentLanguage className="ms-auto truncate text-sm text-muted" />
            <ChevronDownIcon size={16} className="shrink-0 text-muted" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={trigger === 'icon' ? 'end' : 'start'} className="min-w-44">
        <LanguageItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
