import { parseId } from '@shared/routes';
import { Redirect, useParams } from 'wouter';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { DetailLoading, isMissingTitle } from '../../components/media/detail/DetailLoading';
import { PAGE_PROBLEMS } from '../../components/people/problems';
import { ImageBaseProvider } from '../../lib/image-base';
import { trpc } from '../../lib/trpc';
import { PersonView } from './PersonView';

/**
 * /person/{id}: as a title's page: a skeleton while loading; an invalid id or a person the
 * server says is missing → /404; offline or a failed load → a retry that also recovers by itself.
 */
export default function Person() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const person = trpc.catalogue.person.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, staleTime: 10 * 60_000 },
  );
  useDocumentTitle(person.data?.name ?? null);

  if (id === null || isMissingTitle(person.error)) return <Redirect to="/404" replace />;
  return (
    <ImageBaseProvider>
      {person.data === undefined ? (
        <DetailLoading query={person} messages={PAGE_PROBLEMS} />
      ) : (
        <PersonView person={person.data} />
      )}
    </ImageBaseProvider>
  );
}
