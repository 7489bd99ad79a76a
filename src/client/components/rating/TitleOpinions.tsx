import type { MediaType } from '@shared/catalogue';
import { REVIEW_MAX, type ReviewItem, reviewLength, type SharedReview } from '@shared/schemas/ratings';
import { useId, useState } from 'react';
import { formatCount, formatDate } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { errorMessage, trpc } from '../../lib/trpc';
import { useAuthDialog } from '../auth/AuthDialogs';
import { Button } from '../ui/Button';
import { toast } from '../ui/Toast';
import { StarRating, StarsDisplay } from './StarRating';
import { type RatingScope, TITLE_SCOPE, type TitleRatings, useTitleRatings } from './use-ratings';

export interface ExtraScope {
  scope: RatingScope;
  /** Shown beside the stars ("Season 2", "S2 E5"). */
  short: string;
  /** The group's accessible name ("Rate season 2"). */
  label: string;
}

/**
 * A title's page section of the viewer's opinion: their rating of the title (and of the season
 * and episode in view, when given), their review, and the reviews other members shared.
 * A visitor is asked to sign in.
 */
export function TitleOpinions({
  mediaType,
  id,
  title,
  scopes = [],
}: {
  mediaType: MediaType;
  id: number;
  title: string;
  scopes?: ExtraScope[];
}) {
  const t = useT();
  const ratings = useTitleRatings(mediaType, id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="title-opinions">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('ratings.yourRating')}
      </h2>
      {ratings.restoring ? (
        <div className="h-9 w-56 animate-pulse rounded bg-surface-raised" aria-hidden="true" />
      ) : !ratings.account ? (
        <SignInToRate />
      ) : (
        <>
          <RatingRows ratings={ratings} title={title} scopes={scopes} />
          <Reviews mediaType={mediaType} id={id} />
        </>
      )}
    </section>
  );
}

export function SignInToRate() {
  const t = useT();
  const dialog = useAuthDialog();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted">{t('ratings.review.signIn')}</p>
      <Button variant="secondary" size="sm" onClick={() => dialog.open('signin')}>
        {t('ratings.signIn')}
      </Button>
    </div>
  );
}

/** The title's stars, then one compact row per extra scope (a season, an episode). */
export function RatingRows({
  ratings,
  title,
  scopes,
}: {
  ratings: TitleRatings;
  title: string;
  scopes: ExtraScope[];
}) {
  const t = useT();
  if (ratings.loading)
    return <div className="h-9 w-56 animate-pulse rounded bg-surface-raised" aria-hidden="true" />;
  return (
    <div className="space-y-2">
      <StarRating
        label={t('ratings.rateTitle', { title })}
        value={ratings.ratingOf(TITLE_SCOPE)}
        onChange={(r) => ratings.rate(TITLE_SCOPE, r)}
      />
      {scopes.map((s) => (
        <div
          key={`${s.scope.season}:${s.scope.episode}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1"
        >
          <span className="w-24 shrink-0 text-sm text-fg-secondary">{s.short}</span>
          <StarRating
            size={20}
            label={s.label}
            value={ratings.ratingOf(s.scope)}
            onChange={(r) => ratings.rate(s.scope, r)}
          />
        </div>
      ))}
      {ratings.error && (
        <p role="alert" className="text-sm text-danger">
          {t('ratings.loadFailed')}
        </p>
      )}
    </div>
  );
}

function Reviews({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const t = useT();
  const key = { mediaType, mediaId: String(id) };
  const q = trpc.reviews.forTitle.useQuery(key, { staleTime: 30_000 });
  if (q.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        <div className="h-5 w-40 animate-pulse rounded bg-surface-raised" />
        <div className="h-16 w-full animate-pulse rounded bg-surface-raised" />
      </div>
    );
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('ratings.review.loadFailed')}
      </p>
    );
  return (
    <>
      <OwnReview mediaType={mediaType} id={id} own={q.data.own} />
      <OthersReviews others={q.data.others} />
    </>
  );
}

function OwnReview({ mediaType, id, own }: { mediaType: MediaType; id: number; own: ReviewItem | null }) {
  const t = useT();
  const key = { mediaType, mediaId: String(id) };
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const done = () => void utils.reviews.forTitle.invalidate(key);
  const save = trpc.reviews.set.useMutation({
    onSuccess: (review) => {
      utils.reviews.forTitle.setData(key, (d) => (d ? { ...d, own: review } : d));
      setEditing(false);
    },
    onError: (e) => toast({ kind: 'error', message: errorMessage(e, t('ratings.review.failed')) }),
    onSettled: done,
  });
  const remove = trpc.reviews.remove.useMutation({
    onSuccess: () => utils.reviews.forTitle.setData(key, (d) => (d ? { ...d, own: null } : d)),
    onError: (e) => toast({ kind: 'error', message: errorMessage(e, t('ratings.review.failed')) }),
    onSettled: done,
  });

  if (editing)
    return (
      <ReviewForm
        initial={own}
        saving={save.isPending}
        onCancel={() => setEditing(false)}
        onSave={(v) => save.mutate({ ...key, ...v })}
      />
    );
  if (!own)
    return (
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {t('ratings.review.write')}
      </Button>
    );
  return (
    <div className="space-y-2 rounded-md border border-border bg-surface p-4" data-testid="own-review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h3 className="font-semibold">{t('ratings.review.heading')}</h3>
        {own.spoiler && <SpoilerTag />}
        <span className="text-muted">
          {own.shared ? t('ratings.review.sharedNote') : t('ratings.review.privateNote')}
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-fg-soft">{own.text}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('ratings.review.edit')}
        </Button>
        <Button
          variant="dangerGhost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(key)}
        >
          {t('ratings.review.delete')}
        </Button>
      </div>
    </div>
  );
}

function ReviewForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: ReviewItem | null;
  saving: boolean;
  onSave: (v: { text: string; spoiler: boolean; shared: boolean }) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [spoiler, setSpoiler] = useState(initial?.spoiler ?? false);
  const [shared, setShared] = useState(initial?.shared ?? false);
  const length = reviewLength(text);
  const over = length > REVIEW_MAX;
  const empty = text.trim() === '';
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!over && !empty) onSave({ text, spoiler, shared });
      }}
    >
      <label htmlFor={`${ids}-text`} className="block text-sm font-medium">
        {t('ratings.review.label')}
      </label>
      <textarea
        id={`${ids}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={6}
        aria-describedby={`${ids}-count`}
        aria-invalid={over || undefined}
        className="block w-full rounded-md border border-border-control bg-surface px-3 py-2 text-sm text-fg placeholder:text-subtle focus:border-border-focus"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={`${ids}-count`} className={over ? 'text-danger' : 'text-muted'} aria-live="polite">
          {t('ratings.review.counter', { count: formatCount(length), max: formatCount(REVIEW_MAX) })}
          {over && <> · {t('ratings.review.tooLong', { max: formatCount(REVIEW_MAX) })}</>}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" checked={spoiler} onChange={(e) => setSpoiler(e.target.checked)} />
          {t('ratings.review.spoiler')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
          {t('ratings.review.shared')}
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving || over || empty}>
          {t('ratings.review.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('ratings.review.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SpoilerTag() {
  const t = useT();
  return (
    <span className="rounded bg-warning-surface px-1.5 py-0.5 text-xs font-semibold text-warning">
      {t('ratings.review.spoilerTag')}
    </span>
  );
}

function OthersReviews({ others }: { others: SharedReview[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('ratings.review.others')}
      </h3>
      {others.length === 0 ? (
        <p className="text-sm text-muted">{t('ratings.review.noOthers')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-3">
          {others.map((r) => (
            <OtherReview key={`${r.author}:${r.updatedAt}`} review={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OtherReview({ review }: { review: SharedReview }) {
  const t = useT();
  const [shown, setShown] = useState(!review.spoiler);
  return (
    <li className="space-y-2 rounded-md border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{review.author}</span>
        {review.rating !== null && <StarsDisplay rating={review.rating} />}
        {review.spoiler && <SpoilerTag />}
        <span className="text-muted">{formatDate(review.updatedAt.slice(0, 10))}</span>
      </div>
      {shown ? (
        <p className="whitespace-pre-wrap break-words text-sm text-fg-soft">{review.text}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted">{t('ratings.review.spoilerHidden')}</span>
          <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
            {t('ratings.review.reveal')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The watch page's compact rating: the title's stars, and the episode's when one plays. */
export function WatchRating({
  mediaType,
  id,
  title,
  episode,
}: {
  mediaType: MediaType;
  id: number;
  title: string;
  episode?: ExtraScope;
}) {
  const t = useT();
  const ratings = useTitleRatings(mediaType, id);
  if (ratings.restoring) return null;
  return (
    <div className="mt-4 space-y-2" data-testid="watch-rating">
      <p className="text-sm font-semibold text-fg">{t('ratings.yourRating')}</p>
      {ratings.account ? (
        <RatingRows ratings={ratings} title={title} scopes={episode ? [episode] : []} />
      ) : (
        <SignInToRate />
      )}
    </div>
  );
}
