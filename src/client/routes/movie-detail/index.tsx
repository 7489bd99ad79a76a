import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { byId, DetailRoute, useIdParam } from '../../components/media/detail/DetailRoute';
import { trpc } from '../../lib/trpc';
import { MovieView } from './MovieView';

/**
 * /movie/{id}: skeleton while loading; an invalid id or a title the server says is missing →
 * /404; a title above the profile's level → "not available on this profile"; offline or a failed load → a retry state that also recovers by itself.
 */
export default function MovieDetail() {
  const id = useIdParam();
  const movie = trpc.catalogue.movie.useQuery(...byId(id));
  useDocumentTitle(movie.data?.title ?? null);
  return (
    <DetailRoute id={id} query={movie}>
      {(data) => <MovieView movie={data} />}
    </DetailRoute>
  );
}
