import type { PersonCredit } from '@shared/schemas/people';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { detailHref } from '../../components/media/MediaCard';
import { MediaImage } from '../../components/media/MediaImage';
import { GROUP_LABEL } from '../../components/people/departments';
import { InlineSelect } from '../../components/ui/forms';
import { formatList, yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { groupFilmography, parseFilmographySort } from './filmography';

/**
 * The person's credits grouped by role, newest first or by popularity; the order is in the
 * address (?sort=popularity) so a shared or reloaded page keeps it.
 */
export function Filmography({ name, credits }: { name: string; credits: readonly PersonCredit[] }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const sort = parseFilmographySort(params.get('sort'));
  const groups = useMemo(() => groupFilmography(credits, sort), [credits, sort]);

  return (
    <section aria-labelledby="filmography-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="filmography-heading" className="text-xl font-semibold sm:text-2xl">
          {t('people.person.filmography')}
        </h2>
        {groups.length > 0 && (
          <InlineSelect
            label={t('people.person.sortBy')}
            value={sort}
            options={[
              { value: 'year', label: t('people.person.sortYear') },
              { value: 'popularity', label: t('people.person.sortPopularity') },
            ]}
            onValueChange={(picked) =>
              setParams(picked === 'popularity' ? { sort: 'popularity' } : {}, { replace: true })
            }
          />
        )}
      </div>
      {groups.length === 0 ? (
        <p className="text-fg-secondary">{t('people.person.noCredits', { name })}</p>
      ) : (
        <div className="space-y-8">
          {groups.map(({ group, credits: list }) => (
            <section key={group} aria-labelledby={`role-${group}`} data-role-group={group}>
              <h3 id={`role-${group}`} className="mb-3 flex items-baseline gap-2 text-lg font-semibold">
                {t(GROUP_LABEL[group])}
                <span className="text-sm font-normal text-muted">
                  {t('people.person.credits', { count: list.length })}
                </span>
              </h3>
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((c) => (
                  <li key={`${c.mediaType}-${c.id}`}>
                    <CreditCard credit={c} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

/** One title of the filmography: poster, title, year and kind, and the character or jobs. */
function CreditCard({ credit }: { credit: PersonCredit }) {
  const t = useT();
  const year = yearOf(credit.date);
  const roles = formatList(credit.roles);
  return (
    <Link
      href={detailHref(credit)}
      className="group flex items-center gap-3 rounded-lg border border-border bg-surface/60 p-2 hover:border-border-control hover:bg-surface"
    >
      <div className="relative aspect-[2/3] w-12 shrink-0 overflow-hidden rounded bg-surface-raised">
        <MediaImage path={credit.posterPath} kind="poster" sizes="48px" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-fg group-hover:text-white" data-content="">
          {credit.title}
        </p>
        <p className="truncate text-sm text-muted">
          {year ?? t('people.person.undated')} ·{' '}
          {t(credit.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}
          {credit.episodeCount !== null && credit.episodeCount > 0 && (
            <> · {t('people.person.episodes', { count: credit.episodeCount })}</>
          )}
        </p>
        {roles && (
          <p className="truncate text-sm text-fg-secondary" data-content="">
            {credit.group === 'acting' ? t('people.person.as', { character: roles }) : roles}
          </p>
        )}
      </div>
    </Link>
  );
}
