import { parseId } from '@shared/routes';
import { Redirect, useParams, useSearchParams } from 'wouter';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { DetailLoading, isMissingTitle } from '../../components/media/detail/DetailLoading';
import { byId } from '../../components/media/detail/DetailRoute';
import { parseNumber } from '../../components/media/detail/share';
import { isRestrictedTitle, NotOnProfile } from '../../components/profiles/restricted';
import { ImageBaseProvider } from '../../lib/image-base';
import { trpc } from '../../lib/trpc';
import { resolveSelection } from './selection';
import { TvView } from './TvView';

/**
 * /tv/{id}, /tv/{id}?season={n} (a season chosen to look at) and /tv/{id}/{season}/{episode}
 * (an episode chosen): skeleton while loading; an invalid id or season, or a show the server
 * says is missing → /404; offline or a failed load → a retry state. A `season` the show lacks
 * is ignored.
 */
export default function TvDetail() {
  const params = useParams<{ id: string; season?: string; episode?: string }>();
  const [search] = useSearchParams();
  const id = parseId(params.id);
  const show = trpc.catalogue.tvShow.useQuery(...byId(id));
  useDocumentTitle(show.data?.title ?? null);

  const hasEpisodePath = params.season !== undefined;
  // Season 0 is the specials.
  const urlSeason = hasEpisodePath ? parseNumber(params.season, 0) : undefined;
  const urlEpisode = hasEpisodePath ? parseNumber(params.episode, 1) : undefined;
  if (id === null || isMissingTitle(show.error) || urlSeason === null || urlEpisode === null)
    return <Redirect to="/404" replace />;
  if (isRestrictedTitle(show.error)) return <NotOnProfile reason="title" />;
  if (show.data === undefined)
    return (
      <ImageBaseProvider>
        <DetailLoading query={show} />
      </ImageBaseProvider>
    );
  const looking = parseNumber(search.get('season') ?? undefined, 0);
  const sel = resolveSelection(
    show.data.seasons,
    urlSeason ?? (show.data.seasons.some((s) => s.seasonNumber === looking) ? looking : undefined),
    urlEpisode ?? 1,
  );
  if (!sel.valid) return <Redirect to="/404" replace />;
  return (
    <ImageBaseProvider>
      <TvView show={show.data} season={sel.season} episode={sel.episode} chosen={hasEpisodePath} />
    </ImageBaseProvider>
  );
}
