import type { PersonRef } from '@shared/catalogue';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { listFormat } from '../../i18n/format';

export const personHref = (id: number) => `/person/${id}`;

/**
 * Names, each a link, listed as the language lists them ("A, B, and C", "A、B、C", "A وB وC"):
 * Intl.ListFormat's separators between the links.
 */
export function ListedLinks<T>({
  items,
  name,
  href,
  className,
}: {
  items: readonly T[];
  name: (item: T) => string;
  href: (item: T) => string;
  className: string;
}) {
  let i = 0;
  return listFormat()
    .formatToParts(items.map(name))
    .map((part) => {
      // A separator follows the i-th name.
      if (part.type === 'literal') return <Fragment key={`after-${i}`}>{part.value}</Fragment>;
      const item = items[i++]!;
      return (
        <Link key={`${i}-${href(item)}`} href={href(item)} data-content="" className={className}>
          {part.value}
        </Link>
      );
    });
}

/** People's names, each a link to their page ("Lana Wachowski and Lilly Wachowski"). */
export function PeopleLinks({
  people,
  className = '',
}: {
  people: readonly PersonRef[];
  className?: string;
}) {
  return (
    <ListedLinks
      items={people}
      name={(p) => p.name}
      href={(p) => personHref(p.id)}
      className={`underline decoration-fg/30 underline-offset-4 hover:text-white hover:decoration-accent ${className}`}
    />
  );
}
