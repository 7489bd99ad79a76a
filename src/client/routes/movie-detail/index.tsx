import { Redirect, useParams } from 'wouter';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { parseId } from '../../components/media/detail/share';
import { DetailSkeleton } from '../../components/media/Skeletons';
import { ImageBaseProvider } from '../../lib/image-base';
import { trpc } from '../../lib/trpc';
import { MovieView } from './MovieView';

/** /movie/{id}: skeleton while loading; an invalid id, a missing or a failed title → /404 (spec 4). */
export default function MovieDetail() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const movie = trpc.catalogue.movie.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, staleTime: 10 * 60_000 },
  );
  useDocumentTitle(movie.data?.title ?? null);

  if (id === null || movie.isError) return <Redirect to="/404" replace />;
  return (
    <ImageBaseProvider>
      {movie.isPending ? <DetailSkeleton /> : <MovieView movie={movie.data} />}
    </ImageBaseProvider>
  );
}
