import type { TvDetail } from '../../../shared/catalogue';
import { formatDate, formatRuntime, plural, yearOf } from '../../../shared/format';
import { DetailPage, WatchNowLink } from '../../components/media/detail/DetailPage';
import { Facts } from '../../components/media/detail/Facts';
import { watchHref } from '../../components/media/Hero';
import { RatingBadge } from '../../components/media/RatingBadge';
import { Episodes } from './Episodes';

/** Spec 9: creators shown: 2. */
const CREATORS = 2;

export function TvView({
  show,
  season,
  episode,
  chosen,
}: {
  show: TvDetail;
  season: number;
  episode: number;
  /** The URL names a season and episode (highlight it in the list). */
  chosen: boolean;
}) {
  const year = yearOf(show.date);
  return (
    <DetailPage
      media={show}
      meta={
        <>
          {year && <span>{year}</span>}
          {show.numberOfSeasons > 0 && <span>{plural(show.numberOfSeasons, 'season')}</span>}
          {show.numberOfEpisodes > 0 && <span>{plural(show.numberOfEpisodes, 'episode')}</span>}
          <RatingBadge vote={show.voteAverage} />
        </>
      }
      watch={
        // Nowrap is inherited: on a phone the named episode moves Share to its own line
        // rather than breaking "Watch Now" and "S1 E6" over two lines each.
        <span className="flex whitespace-nowrap [&>a]:flex-1">
          <WatchNowLink
            href={watchHref(show, season, episode)}
            label={chosen ? `Watch Now: season ${season}, episode ${episode}` : undefined}
          >
            {chosen && (
              <span aria-hidden="true" className="font-normal opacity-85">
                · S{season} E{episode}
              </span>
            )}
          </WatchNowLink>
        </span>
      }
      beforeTrailer={
        show.seasons.length > 0 && (
          <Episodes
            showId={show.id}
            seasons={show.seasons}
            season={season}
            episode={chosen ? episode : null}
          />
        )
      }
      facts={
        <>
          <Facts
            title="Show details"
            facts={[
              ['Status', show.status],
              ['First aired', formatDate(show.date)],
              ['Seasons', show.numberOfSeasons > 0 ? String(show.numberOfSeasons) : null],
              ['Episodes', show.numberOfEpisodes > 0 ? String(show.numberOfEpisodes) : null],
              ['Episode runtime', formatRuntime(show.episodeRunTime)],
              ['Languages', show.languages.join(', ')],
              ['Genres', show.genres.map((g) => g.name).join(', ')],
            ]}
          />
          <Facts
            title="Production"
            facts={[
              ['Created by', show.createdBy.slice(0, CREATORS).join(', ')],
              ['Networks', show.networks.join(', ')],
            ]}
          />
        </>
      }
    />
  );
}
