import { useId } from 'react';
import { RegionSelect } from '../../components/people/RegionSelect';
import { Label } from '../../components/ui/forms';
import { useT } from '../../i18n/react';
import { usePreferences } from '../../lib/preferences';
import { browserRegion, regionName, useRegion } from '../../lib/region';
import { useNotice } from './parts';

/** The <select>'s value for "from this browser" (the preference's null). */
const BROWSER = '';

/**
 * The Region setting: the country whose services the title pages list under Where to watch.
 * The browser's by default; saved like every preference (this device, and the account).
 */
export function RegionSetting() {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [prefs] = usePreferences();
  const [, setRegion] = useRegion();
  const [notice, showNotice] = useNotice('mt-3');
  return (
    <div className="mt-6 max-w-sm">
      <Label htmlFor={id}>{t('people.settings.regionLabel')}</Label>
      <RegionSelect
        id={id}
        size="lg"
        tone="form"
        aria-describedby={hintId}
        value={prefs.region ?? BROWSER}
        first={{
          value: BROWSER,
          label: t('people.settings.regionDefault', { region: regionName(browserRegion()) }),
        }}
        onValueChange={(value) => {
          setRegion(value === BROWSER ? null : value);
          showNotice({ kind: 'success', message: t('people.settings.regionSaved') });
        }}
      />
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        {t('people.settings.regionHint')}
      </p>
      {notice}
    </div>
  );
}
