import { useT } from '@client/i18n/react';
import type { CastMember } from '@shared/catalogue';
import { Link } from 'wouter';
import { personHref } from '../../people/PeopleLinks';
import { PersonPortrait } from '../../people/PersonPortrait';
import { TitledSection } from './TitledSection';

/** At most 20 cast members, each linking to their page; a monogram stands in for a missing photo. */
export const CAST_MAX = 20;

export function CastList({ cast }: { cast: readonly CastMember[] }) {
  const t = useT();
  if (cast.length === 0) return null;
  return (
    <TitledSection id="cast-heading" title={t('browse.detail.cast')}>
      <ul className="scrollbar-none -mx-1 flex gap-3 overflow-x-auto px-1 pb-2" data-testid="cast">
        {cast.slice(0, CAST_MAX).map((c) => (
          <li key={`${c.id}-${c.character}`} className="w-24 shrink-0 sm:w-28">
            <Link href={personHref(c.id)} className="group block rounded-md outline-offset-4">
              <PersonPortrait
                name={c.name}
                path={c.profilePath}
                sizes="112px"
                className="aspect-[2/3] rounded-md"
              />
              <p
                className="mt-2 line-clamp-2 text-sm font-medium leading-tight text-fg group-hover:text-white group-hover:underline"
                data-content=""
              >
                {c.name}
              </p>
              {c.character && (
                <p className="mt-0.5 line-clamp-2 text-xs text-muted" data-content="">
                  {c.character}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
