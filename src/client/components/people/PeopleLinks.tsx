import type { PersonRef } from '@shared/catalogue';
import { Fragment } from 'react';
import { Link } from 'wouter';

export const personHref = (id: number) => `/person/${id}`;

/** Names, each a link to the person's page, separated by commas ("Lana Wachowski, Lilly Wachowski"). */
export function PeopleLinks({
  people,
  className = '',
}: {
  people: readonly PersonRef[];
  className?: string;
}) {
  return people.map((p, i) => (
    <Fragment key={p.id}>
      {i > 0 && ', '}
      <Link
        href={personHref(p.id)}
        data-content=""
        className={`underline decoration-fg/30 underline-offset-4 hover:text-white hover:decoration-accent ${className}`}
      >
        {p.name}
      </Link>
    </Fragment>
  ));
}
