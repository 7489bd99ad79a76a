import { WATCH_REGIONS } from '@shared/region';
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n/react';
import { sortedRegions } from '../../lib/region';
import { Select, type SelectProps } from '../ui/forms';

/**
 * A native select of countries, named in the interface language (Intl.DisplayNames) and
 * sorted by those names. With `offered`, the countries where the title has an offer come
 * first in their own group, so a viewer abroad finds one that has it.
 */
export function RegionSelect({
  value,
  onValueChange,
  offered,
  first,
  ...rest
}: Omit<SelectProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (region: string) => void;
  offered?: readonly string[];
  /** An option before the countries (Settings: "from this browser"). */
  first?: { value: string; label: string };
}) {
  const t = useT();
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the interface language
  const [withOffers, all] = useMemo(() => {
    const some = new Set(offered ?? []);
    return [sortedRegions(some), sortedRegions(WATCH_REGIONS)];
  }, [offered, locale]);
  const options = (list: { code: string; name: string }[]) =>
    list.map((r) => (
      <option key={r.code} value={r.code}>
        {r.name}
      </option>
    ));
  return (
    <Select value={value} onChange={(e) => onValueChange(e.currentTarget.value)} {...rest}>
      {first && <option value={first.value}>{first.label}</option>}
      {withOffers.length > 0 ? (
        <>
          <optgroup label={t('people.watch.offeredIn')}>{options(withOffers)}</optgroup>
          <optgroup label={t('people.watch.allRegions')}>{options(all)}</optgroup>
        </>
      ) : (
        options(all)
      )}
    </Select>
  );
}
