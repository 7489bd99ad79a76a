import type { MediaType } from '@shared/catalogue';
import { DIARY_FIRST_DAY, type DiaryEntry, isRealDay } from '@shared/schemas/diary';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/react';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { useStarsLabel } from '../rating/StarRating';
import { Button } from '../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '../ui/Dialog';
import { ErrorList, Field, Input, Select } from '../ui/forms';
import { localToday, readerZone, refreshDiary } from './diary-data';

/** The title a viewing is logged for: a film, a show, or an episode of it. */
export interface DiaryTitle {
  mediaType: MediaType;
  mediaId: string;
  title: string;
  season?: number | null;
  episode?: number | null;
}

type Mode = { kind: 'add'; target: DiaryTitle } | { kind: 'edit'; entry: DiaryEntry; title: string };

interface Errors {
  date?: string;
  rating?: string;
  form?: string;
}

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * "I watched this on …": a date (today by default, never after today nor before 1870), an
 * optional rating of 1–10 (½ star each) and the rewatch mark, ticked when the diary already
 * holds a viewing of the title. The same form edits an entry.
 */
export function LogViewingDialog({
  mode,
  open,
  onOpenChange,
  onSaved,
}: {
  mode: Mode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (entry: DiaryEntry, message: string) => void;
}) {
  const t = useT();
  const starsLabel = useStarsLabel();
  const editing = mode.kind === 'edit' ? mode.entry : null;
  const target = mode.kind === 'add' ? mode.target : null;
  const [date, setDate] = useState(editing?.watched_on ?? localToday());
  const [rating, setRating] = useState(editing?.rating ? String(editing.rating) : '');
  const [rewatch, setRewatch] = useState(editing?.rewatch ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const touched = useRef(false);
  const today = localToday();

  // A fresh form each time it opens.
  useEffect(() => {
    if (!open) return;
    setDate(editing?.watched_on ?? localToday());
    setRating(editing?.rating ? String(editing.rating) : '');
    setRewatch(editing?.rewatch ?? false);
    setErrors({});
    touched.current = false;
  }, [open, editing]);

  const earlier = trpc.diary.forTitle.useQuery(
    {
      mediaType: target?.mediaType ?? 'movie',
      mediaId: target?.mediaId ?? '0',
      season: target?.season ?? null,
      episode: target?.episode ?? null,
    },
    { enabled: open && !!target, staleTime: 0 },
  );
  const seen = earlier.data?.length ?? 0;
  useEffect(() => {
    if (target && !touched.current) setRewatch(seen > 0);
  }, [seen, target]);

  const add = trpc.diary.add.useMutation();
  const update = trpc.diary.update.useMutation();
  const busy = add.isPending || update.isPending;

  const check = (): Errors => {
    if (!date || !isRealDay(date)) return { date: t('diary.errorDate') };
    if (date > today) return { date: t('diary.errorFuture') };
    if (date < DIARY_FIRST_DAY) return { date: t('diary.errorTooEarly') };
    return {};
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (found.date) {
      document.getElementById(dateId.current)?.focus();
      return;
    }
    const value = rating === '' ? null : Number(rating);
    const time_zone = readerZone();
    try {
      const saved = editing
        ? await update.mutateAsync({
            id: editing.id,
            changes: { watched_on: date, rating: value, rewatch, time_zone },
          })
        : await add.mutateAsync({
            media_type: target!.mediaType,
            media_id: target!.mediaId,
            season: target!.season ?? null,
            episode: target!.episode ?? null,
            watched_on: date,
            rating: value,
            rewatch,
            time_zone,
          });
      await refreshDiary();
      onOpenChange(false);
      onSaved?.(saved.entry, editing ? t('diary.updated') : t('diary.saved'));
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const dateError = fields.watched_on ?? fields['changes.watched_on'];
      const ratingError = fields.rating ?? fields['changes.rating'];
      setErrors(
        dateError || ratingError
          ? { date: dateError, rating: ratingError }
          : { form: errorMessage(err, t('diary.saveFailed')) },
      );
    }
  };

  const dateId = useRef('');
  const name = editing ? mode.kind === 'edit' && mode.title : target?.title;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="sheet">
        <DialogHeader
          title={editing ? t('diary.editTitle') : t('diary.logTitle')}
          description={
            editing
              ? t('diary.editDescription', { title: name || '' })
              : t('diary.logDescription', { title: name || '' })
          }
        />
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
          <Field label={t('diary.date')} error={errors.date}>
            {(control) => {
              dateId.current = control.id;
              return (
                <Input
                  {...control}
                  type="date"
                  tone="form"
                  required
                  min={DIARY_FIRST_DAY}
                  max={today}
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value);
                    setErrors((was) => ({ ...was, date: undefined }));
                  }}
                />
              );
            }}
          </Field>
          <Field label={t('diary.rating')} error={errors.rating}>
            {(control) => (
              <Select {...control} tone="form" value={rating} onChange={(e) => setRating(e.target.value)}>
                <option value="">{t('diary.noRating')}</option>
                {RATINGS.map((r) => (
                  <option key={r} value={String(r)}>
                    {starsLabel(r)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div>
            <label className="flex cursor-pointer items-center gap-3 text-sm text-fg-soft">
              <input
                type="checkbox"
                checked={rewatch}
                onChange={(e) => {
                  touched.current = true;
                  setRewatch(e.target.checked);
                }}
                aria-describedby={seen > 0 ? 'diary-rewatch-hint' : undefined}
                className="h-4 w-4 accent-[var(--color-accent)]"
              />
              {t('diary.rewatch')}
            </label>
            {target && seen > 0 && (
              <p id="diary-rewatch-hint" className="ms-7 mt-1 text-xs text-subtle">
                {t('diary.rewatchHint', { count: seen })}
              </p>
            )}
          </div>
          {errors.form && <ErrorList errors={[errors.form]} />}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('diary.cancel')}</Button>
            </DialogClose>
            <Button type="submit" busy={busy}>
              {t('diary.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
