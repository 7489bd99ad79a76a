import { levelRank, type MaturityLevel, type PublicProfile } from '@shared/profiles';
import { type TProfileLockForm, ZProfileLockFormSchema } from '@shared/schemas/profiles';
import { useForm } from 'react-hook-form';
import { LockIcon } from '../../components/layout/icons';
import { NewPinFields, PinInput } from '../../components/profiles/PinInput';
import { ProfileAvatar } from '../../components/profiles/ProfileAvatar';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent, DialogHeader } from '../../components/ui/Dialog';
import { ErrorList, Field } from '../../components/ui/forms';
import { toast } from '../../components/ui/Toast';
import type { MessageKey } from '../../i18n';
import { formatList } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { errorOf, localizedZodResolver, setServerErrors } from '../../lib/forms';
import { errorMessage, fieldErrorsOf, httpStatusOf, trpc } from '../../lib/trpc';
import { Section } from './parts';

/**
 * Leaving a Kids profile: the account's profiles above Kids open from it in one tap unless they
 * have a PIN, so creating a Kids profile offers to lock them with one (the server then asks it
 * whenever a Kids session switches to them), and Settings › Profiles keeps saying which open
 * without one.
 */

export const LEVEL_NAME: Record<MaturityLevel, MessageKey> = {
  kids: 'profiles.level.kids',
  family: 'profiles.level.family',
  teen: 'profiles.level.teen',
  adult: 'profiles.level.adult',
};

/**
 * The profiles a Kids profile can open without a PIN that the profile in use may lock: above
 * Kids, without a PIN, not above its own level (the server refuses those).
 */
export function unlockedAboveKids(profiles: readonly PublicProfile[], current: PublicProfile | null) {
  const own = levelRank(current?.maturity ?? 'adult');
  return profiles.filter((p) => p.maturity !== 'kids' && !p.hasPin && levelRank(p.maturity) <= own);
}

/** Settings › Profiles: whether leaving a Kids profile asks for a PIN, and the way to make it. */
export function KidsLockSection({
  profiles,
  current,
  onLock,
}: {
  profiles: readonly PublicProfile[];
  current: PublicProfile | null;
  onLock(): void;
}) {
  const t = useT();
  if (!profiles.some((p) => p.maturity === 'kids')) return null;
  const open = unlockedAboveKids(profiles, current);
  return (
    <Section
      title={t('profiles.lock.sectionTitle')}
      icon={<LockIcon size={18} />}
      description={
        open.length === 0
          ? t('profiles.lock.allLocked')
          : t('profiles.lock.someOpen', {
              names: formatList(open.map((p) => p.name)),
            })
      }
    >
      {open.length > 0 && (
        <Button variant="secondary" onClick={onLock}>
          <LockIcon size={16} /> {t('profiles.lock.lockButton')}
        </Button>
      )}
    </Section>
  );
}

/**
 * The offer: one PIN, typed twice, for the chosen profiles above Kids (all of them ticked). The
 * PIN of the profile in use is asked when it has one, unless the form that led here had it.
 */
export function KidsLockDialog({
  kidName,
  candidates,
  current,
  currentPin,
  onClose,
}: {
  /** The Kids profile just created (null: opened from Settings). */
  kidName: string | null;
  candidates: readonly PublicProfile[];
  current: PublicProfile | null;
  currentPin?: string;
  onClose(): void;
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const lock = trpc.profiles.lock.useMutation();
  const askCurrentPin = !!current?.hasPin && !currentPin;
  const form = useForm<TProfileLockForm>({
    resolver: localizedZodResolver(ZProfileLockFormSchema),
    defaultValues: { ids: candidates.map((p) => p.id), pin: '', confirmPin: '', currentPin },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const chosen = form.watch('ids');

  const submit = form.handleSubmit(async (v) => {
    try {
      await lock.mutateAsync({
        ids: v.ids,
        pin: v.pin,
        ...(v.currentPin ? { currentPin: v.currentPin } : {}),
      });
      void utils.profiles.list.invalidate();
      toast({ kind: 'success', message: t('profiles.lock.done') });
      onClose();
    } catch (error) {
      const named = setServerErrors(fieldErrorsOf(error), ['pin', 'currentPin', 'ids'], form.setError);
      if (!named)
        form.setError('root', {
          message:
            httpStatusOf(error) === 429
              ? t('profiles.pin.tooMany')
              : errorMessage(error, t('profiles.form.failed')),
        });
    }
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent placement="screen" className="p-5 sm:w-[min(94vw,32rem)] sm:p-6">
        <DialogHeader
          title={kidName ? t('profiles.lock.offerTitle', { name: kidName }) : t('profiles.lock.title')}
          description={
            kidName ? t('profiles.lock.offerDescription', { name: kidName }) : t('profiles.lock.description')
          }
        />
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg-soft">{t('profiles.lock.which')}</legend>
            <ul className="space-y-2">
              {candidates.map((p) => (
                <li key={p.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-2.5 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
                    <input
                      type="checkbox"
                      checked={chosen.includes(p.id)}
                      onChange={(e) =>
                        form.setValue(
                          'ids',
                          e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id),
                        )
                      }
                      className="h-4 w-4 accent-[var(--color-accent)]"
                    />
                    <ProfileAvatar avatar={p.avatar} name={p.name} size="sm" shape="square" />
                    <span className="min-w-0 flex-1">
                      <span data-content="" className="block truncate font-medium text-fg">
                        {p.name}
                      </span>
                      <span className="block text-xs text-muted">{t(LEVEL_NAME[p.maturity])}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <ErrorList errors={[errorOf(errors, 'ids') && t('profiles.lock.noneChosen')]} />
          </fieldset>
          <NewPinFields
            pin={form.register('pin')}
            confirm={form.register('confirmPin')}
            errors={{ pin: errorOf(errors, 'pin'), confirmPin: errorOf(errors, 'confirmPin') }}
            hint={t('profiles.lock.pinHint')}
          />
          {askCurrentPin && current && (
            <Field
              className="max-w-72"
              label={t('profiles.form.currentPin')}
              error={errorOf(errors, 'currentPin')}
              hint={t('profiles.lock.currentPinHint', { name: current.name })}
            >
              {(control) => (
                <PinInput
                  {...control}
                  {...form.register('currentPin', { setValueAs: (v: string) => v || undefined })}
                />
              )}
            </Field>
          )}
          <div role="alert">{errors.root?.message && <ErrorList errors={[errors.root.message]} />}</div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-border/70 pt-5">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('profiles.lock.notNow')}
            </Button>
            <Button type="submit" disabled={lock.isPending}>
              <LockIcon size={16} /> {t('profiles.lock.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
