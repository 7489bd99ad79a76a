import { useT } from '@client/i18n/react';
import { isYoutubeKey, type Video } from '@shared/catalogue';
import { TitledSection } from './TitledSection';

/** The trailer, embedded from YouTube's no-cookie domain; nothing when the title has none. */
export function Trailer({ video }: { video: Video | null }) {
  const t = useT();
  if (video?.site !== 'YouTube' || !isYoutubeKey(video.key)) return null;
  return (
    <TitledSection id="trailer-heading" title={t('browse.detail.trailer')}>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-surface ring-1 ring-white/5">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.key}`}
          title={video.name || t('browse.detail.trailer')}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full"
        />
      </div>
    </TitledSection>
  );
}
