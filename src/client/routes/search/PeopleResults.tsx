import type { PersonResult } from '@shared/schemas/people';
import { personSearchInput } from '@shared/search-url';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '../../components/media/EmptyState';
import { LoadProblem, useLoadProblem } from '../../components/media/LoadProblem';
import { detailHref } from '../../components/media/MediaCard';
import { GridSkeleton } from '../../components/media/Skeletons';
import { GROUP_LABEL } from '../../components/people/departments';
import { ListedLinks, personHref } from '../../components/people/PeopleLinks';
import { PersonPortrait } from '../../components/people/PersonPortrait';
import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/react';
import { PAGED } from '../../lib/catalogue-pages';
import { trpc } from '../../lib/trpc';

/** The People tab of /search: people whose name matches, with the titles they are known for. */
export function PeopleResults({ query }: { query: string }) {
  const t = useT();
  const results = trpc.catalogue.searchPeople.useInfiniteQuery(personSearchInput({ q: query }), {
    ...PAGED,
    enabled: query !== '',
  });
  const people = useMemo(() => {
    const seen = new Set<number>();
    return (results.data?.pages ?? [])
      .flatMap((p) => p.results)
      .filter((p) => !seen.has(p.id) && seen.add(p.id));
  }, [results.data]);
  const problem = useLoadProblem(results, people.length > 0);

  if (problem && problem !== 'slow')
    return <LoadProblem problem={problem} what="results" onRetry={() => void results.refetch()} />;
  if (results.isPending) return <GridSkeleton label={t('browse.common.searchingLabel')} count={8} />;
  if (people.length === 0)
    return <EmptyState title={t('people.search.noPeople')} message={t('people.search.noPeopleHint')} />;
  return (
    <>
      <ul
        aria-label={t('people.search.peopleResults', { query })}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="people-results"
      >
        {people.map((p) => (
          <li key={p.id}>
            <PersonCard person={p} />
          </li>
        ))}
      </ul>
      {results.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            busy={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            {t('people.search.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A person: portrait, name (the link to their page), their department and known-for titles. */
function PersonCard({ person }: { person: PersonResult }) {
  const t = useT();
  return (
    <div className="relative flex gap-3 rounded-lg border border-border bg-surface/60 p-3 focus-within:border-border-focus hover:border-border-control">
      <PersonPortrait
        name={person.name}
        path={person.profilePath}
        sizes="64px"
        className="aspect-[2/3] w-16 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1">
        <Link
          href={personHref(person.id)}
          className="font-semibold text-fg hover:text-white hover:underline"
          data-content=""
        >
          {person.name}
        </Link>
        {person.knownForDepartment && (
          <p className="text-sm text-muted">{t(GROUP_LABEL[person.knownForDepartment])}</p>
        )}
        {person.knownFor.length > 0 && (
          <p className="mt-1 line-clamp-2 text-sm text-fg-secondary">
            <span className="sr-only">{t('people.person.knownFor')}: </span>
            <ListedLinks
              items={person.knownFor}
              name={(k) => k.title}
              href={detailHref}
              className="underline decoration-fg/30 underline-offset-2 hover:text-white"
            />
          </p>
        )}
      </div>
    </div>
  );
}
