import type { TvDetail } from '@shared/catalogue';
import { airedSeasons, nextUp } from '@shared/episodes';
import { useQuery } from '@tanstack/react-query';
import { LogViewingButton } from '../../components/diary/LogViewingButton';
import { DetailPage, WatchNowLink } from '../../components/media/detail/DetailPage';
import { Facts, useContentFacts, useStatusFact } from '../../components/media/detail/Facts';
import { WhereToWatch } from '../../components/media/detail/WhereToWatch';
import { watchHref } from '../../components/media/Hero';
import { RatingBadge } from '../../components/media/RatingBadge';
import { PeopleLinks } from '../../components/people/PeopleLinks';
import { TitleOpinions } from '../../components/rating/TitleOpinions';
import { formatCount, formatDate, formatList, formatRuntime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { inProgressEpisode } from '../../lib/in-progress';
import { trpc } from '../../lib/trpc';
import { useShowMarks } from '../../lib/use-marks';
import { useAirings } from '../watch/airing';
import { Episodes } from './Episodes';
import { FollowButton } from './FollowButton';
import { resolveSelection } from './selection';
import { MarkUndoToasts } from './Tracking';

/** Creators shown: 2. */
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
  /** The URL names an episode (the viewer chose it: Watch Now plays it, the list highlights it); a season alone is not a choice of episode. */
  chosen: boolean;
}) {
  const t = useT();
  const status = useStatusFact(show.status);
  const content = useContentFacts(show);
  const marks = useShowMarks(show.id, show.seasons, t('browse.marks.failed'));
  // A chosen episode still to come is not what Watch Now plays (its card says when it airs).
  const seasonQ = trpc.catalogue.season.useQuery(
    { id: show.id, season },
    { enabled: chosen, staleTime: 10 * 60_000 },
  );
  const airings = useAirings(show.lastAired);
  const chosenEp = seasonQ.data?.episodes.find((e) => e.episodeNumber === episode);
  const picked = chosen && !(chosenEp && airings(chosenEp).unaired);
  const record = useQuery({
    queryKey: ['in-progress', show.id],
    queryFn: () => inProgressEpisode(String(show.id)),
    enabled: !picked,
  });
  // Without a chosen episode, Watch Now opens what is next for this viewer (the shared rule);
  // everything watched, or still loading, it opens the first episode.
  const next = picked
    ? null
    : nextUp(airedSeasons(show.seasons, show.lastAired), marks.watched, {
        specials: marks.specials,
        inProgress: record.data ?? null,
      });
  const watchAt =
    next ?? (picked || !chosen ? { season, episode } : resolveSelection(show.seasons, undefined, undefined));
  const named = picked || (next !== null && (marks.watched.size > 0 || !!record.data));
  return (
    <>
      <DetailPage
        media={show}
        actions={
          <>
            <FollowButton showId={show.id} marksFollowed={marks.followed} />
            <LogViewingButton target={{ mediaType: 'tv', mediaId: String(show.id), title: show.title }} />
          </>
        }
        meta={
          <>
            {show.numberOfSeasons > 0 && (
              <span>{t('browse.detail.seasons', { count: show.numberOfSeasons })}</span>
            )}
            {show.numberOfEpisodes > 0 && (
              <span>{t('browse.detail.episodes', { count: show.numberOfEpisodes })}</span>
            )}
            <RatingBadge vote={show.voteAverage} />
            {show.creators.length > 0 && (
              <span className="basis-full">
                {t('people.credit.createdBy')} <PeopleLinks people={show.creators} className="text-fg" />
              </span>
            )}
          </>
        }
        watch={
          // Nowrap is inherited: on a phone the named episode moves Share to its own line
          // rather than breaking "Watch Now" and "S1 E6" over two lines each.
          <span className="flex whitespace-nowrap [&>a]:flex-1">
            {/* Named by what it shows (Watch Now · S1 E6): a spoken name that differs from the
              visible words fails people who say what they see to voice control. */}
            <WatchNowLink href={watchHref(show, watchAt.season, watchAt.episode)}>
              {named && (
                <span className="font-normal">
                  <span aria-hidden="true">· </span>
                  {t('browse.detail.episodeShort', {
                    season: formatCount(watchAt.season),
                    episode: formatCount(watchAt.episode),
                  })}
                </span>
              )}
            </WatchNowLink>
          </span>
        }
        beforeTrailer={
          <>
            <WhereToWatch type="tv" id={show.id} />
            {show.seasons.length > 0 && (
              <Episodes
                showId={show.id}
                seasons={show.seasons}
                season={season}
                episode={chosen ? episode : null}
                marks={marks}
                lastAired={show.lastAired}
              />
            )}
            <TitleOpinions
              mediaType="tv"
              id={show.id}
              title={show.title}
              scopes={[
                ...(show.seasons.some((s) => s.seasonNumber === season)
                  ? [
                      {
                        scope: { season, episode: 0 },
                        short: t('ratings.seasonShort', { season: formatCount(season) }),
                        label: t('ratings.rateSeason', { season: formatCount(season) }),
                      },
                    ]
                  : []),
                ...(chosen && episode > 0
                  ? [
                      {
                        scope: { season, episode },
                        short: t('ratings.episodeShort', {
                          season: formatCount(season),
                          episode: formatCount(episode),
                        }),
                        label: t('ratings.rateEpisode', {
                          season: formatCount(season),
                          episode: formatCount(episode),
                        }),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        }
        facts={
          <>
            <Facts
              title={t('browse.facts.showDetails')}
              facts={[
                status,
                [t('browse.facts.firstAired'), formatDate(show.date)],
                [
                  t('browse.facts.seasons'),
                  show.numberOfSeasons > 0 ? formatCount(show.numberOfSeasons) : null,
                ],
                [
                  t('browse.facts.episodes'),
                  show.numberOfEpisodes > 0 ? formatCount(show.numberOfEpisodes) : null,
                ],
                [t('browse.facts.episodeRuntime'), formatRuntime(show.episodeRunTime)],
                ...content,
              ]}
            />
            <Facts
              title={t('browse.facts.production')}
              facts={[
                [
                  t('browse.facts.createdBy'),
                  show.creators.length > 0 ? (
                    <PeopleLinks key="creators" people={show.creators.slice(0, CREATORS)} />
                  ) : (
                    formatList(show.createdBy.slice(0, CREATORS))
                  ),
                  'content',
                ],
                [t('browse.facts.networks'), formatList(show.networks), 'content'],
              ]}
            />
          </>
        }
      />
      <MarkUndoToasts />
    </>
  );
}
