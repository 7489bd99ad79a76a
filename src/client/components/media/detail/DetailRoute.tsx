import { parseId } from '@shared/routes';
import type { ComponentProps, ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { ImageBaseProvider } from '../../../lib/image-base';
import { isRestrictedTitle, NotOnProfile } from '../../profiles/restricted';
import { DetailLoading, isMissingTitle } from './DetailLoading';

/** The page's id from its path (`/movie/{id}`…), null when it is not one. */
export function useIdParam(): number | null {
  return parseId(useParams<{ id: string }>().id);
}

/** A detail query's input and options for an id from the path: none is asked for a bad id. */
export const byId = (id: number | null) =>
  [{ id: id ?? 0 }, { enabled: id !== null, staleTime: 10 * 60_000 }] as const;

type DetailQuery<T> = ComponentProps<typeof DetailLoading>['query'] & { data: T | undefined };

/**
 * A catalogue page by id (a film, a person, a collection): a skeleton while loading; an
 * invalid id or a page the server says is missing → /404; a title above the profile's level →
 * "not available on this profile"; offline or a failed load → a retry that also recovers by
 * itself. `children` draws the page from its data.
 */
export function DetailRoute<T>({
  id,
  query,
  messages,
  children,
}: {
  id: number | null;
  query: DetailQuery<T>;
  messages?: ComponentProps<typeof DetailLoading>['messages'];
  children: (data: T) => ReactNode;
}) {
  if (id === null || isMissingTitle(query.error)) return <Redirect to="/404" replace />;
  if (isRestrictedTitle(query.error)) return <NotOnProfile reason="title" />;
  return (
    <ImageBaseProvider>
      {query.data === undefined ? <DetailLoading query={query} messages={messages} /> : children(query.data)}
    </ImageBaseProvider>
  );
}
