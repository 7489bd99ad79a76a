import { parseId } from '@shared/routes';
import { Redirect, useParams } from 'wouter';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { DetailLoading, isMissingTitle } from '../../components/media/detail/DetailLoading';
import { isRestrictedTitle, NotOnProfile } from '../../components/profiles/restricted';
import { ImageBaseProvider } from '../../lib/image-base';
import { trpc } from '../../lib/trpc';
import { MovieView } from './MovieView';

/**
 * /movie/{id}: skeleton while loading; an invalid id or a title the server says is missing →
 * /404; a title above the profile's level → "not available on this profile"; offline or a failed load → a retry state that also recovers by itself.
 */
export default function MovieDetail() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const movie = trpc.catalogue.movie.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, staleTime: 10 * 60_000 },
  );
  useDocumentTitle(movie.data?.title ?? null);

  if (id === null || isMissingTitle(movie.error)) return <Redirect to="/404" replace />;
  if (isRestrictedTitle(movie.error)) return <NotOnProfile reason="title" />;
  return (
    <ImageBaseProvider>
      {movie.data === undefined ? <DetailLoading query={movie} /> : <MovieView movie={movie.data} />}
    </ImageBaseProvider>
  );
}
