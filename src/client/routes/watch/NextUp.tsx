import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';

export const NEXT_UP_SECONDS = 10;

/**
 * Beyond the spec: when the player reports the end of an episode and autoNext is on, the
 * next episode starts after a visible countdown that can be cancelled or skipped. With every
 * episode watched (`finished`) there is no countdown: it offers the show's page instead.
 */
export function NextUp({
  label,
  finished,
  onPlay,
  onCancel,
}: {
  label: string;
  finished?: boolean;
  onPlay: () => void;
  onCancel: () => void;
}) {
  return finished ? (
    <AllWatched label={label} onOpen={onPlay} onCancel={onCancel} />
  ) : (
    <Countdown label={label} onPlay={onPlay} onCancel={onCancel} />
  );
}

function AllWatched({
  label,
  onOpen,
  onCancel,
}: {
  label: string;
  onOpen: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border-strong bg-surface px-4 py-3"
    >
      <p className="text-sm">{t('watch.nextUp.allWatched')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('watch.nextUp.cancel')}
        </Button>
        <Button size="sm" onClick={onOpen}>
          {label}
        </Button>
      </div>
    </div>
  );
}

function Countdown({ label, onPlay, onCancel }: { label: string; onPlay: () => void; onCancel: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(NEXT_UP_SECONDS);
  const play = useRef(onPlay);
  play.current = onPlay;

  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) play.current();
  }, [left]);

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border-strong bg-surface px-4 py-3"
    >
      <p className="text-sm">
        <span className="text-muted">{t('watch.nextUp.label')}</span>{' '}
        <span className="font-medium">{label}</span>{' '}
        <span className="text-muted">
          {t('watch.nextUp.countdown', { seconds: formatNumber(Math.max(0, left)) })}
        </span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('watch.nextUp.cancel')}
        </Button>
        <Button size="sm" onClick={onPlay}>
          {t('watch.nextUp.playNow')}
        </Button>
      </div>
    </div>
  );
}
