import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { byId, DetailRoute, useIdParam } from '../../components/media/detail/DetailRoute';
import { PAGE_PROBLEMS } from '../../components/people/problems';
import { trpc } from '../../lib/trpc';
import { PersonView } from './PersonView';

/**
 * /person/{id}: as a title's page: a skeleton while loading; an invalid id or a person the
 * server says is missing → /404; offline or a failed load → a retry that also recovers by itself.
 */
export default function Person() {
  const id = useIdParam();
  const person = trpc.catalogue.person.useQuery(...byId(id));
  useDocumentTitle(person.data?.name ?? null);
  return (
    <DetailRoute id={id} query={person} messages={PAGE_PROBLEMS}>
      {(data) => <PersonView person={data} />}
    </DetailRoute>
  );
}
