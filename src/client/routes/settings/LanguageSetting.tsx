import { CATALOGUE_LOCALES, isLocale, LOCALE_INFO } from '@shared/i18n/locales';
import { Field, Select } from '../../components/ui/forms';
import { browserLocale, t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { usePreferences } from '../../lib/preferences';
import { useNotice, whenLanguageReady } from './parts';

/** The <select>'s value for "follow the browser" (the preference's null). */
const BROWSER = '';

/**
 * The interface language: the browser's, or one chosen here. Saved like every
 * preference (on this device, and in the account when signed in); the runtime follows it.
 * Each language is listed by its own name, marked with its language for screen readers.
 */
export function LanguageSetting() {
  const t = useT();
  const [prefs, setPrefs] = usePreferences();
  const [notice, showNotice] = useNotice('mt-3');

  const choose = (value: string) => {
    setPrefs({ language: isLocale(value) ? value : null });
    // Said once the new language is in, so the confirmation is in the language chosen.
    whenLanguageReady(() => showNotice({ kind: 'success', message: translate('account.language.saved') }));
  };

  const browser = LOCALE_INFO[browserLocale()];
  return (
    <Field label={t('account.language.label')} className="max-w-sm">
      {(control) => (
        <>
          <Select
            {...control}
            size="lg"
            tone="form"
            value={prefs.language ?? BROWSER}
            onChange={(e) => choose(e.currentTarget.value)}
          >
            <option value={BROWSER}>
              {t('account.language.browserDefault', { language: browser.name })}
            </option>
            {CATALOGUE_LOCALES.map((code) => (
              <option key={code} value={code} lang={code} data-content="">
                {LOCALE_INFO[code].name}
              </option>
            ))}
          </Select>
          {notice}
        </>
      )}
    </Field>
  );
}
