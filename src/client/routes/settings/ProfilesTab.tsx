import { CATALOGUE_LOCALES, isLocale, LOCALE_INFO } from '@shared/i18n/locales';
import {
  AVATAR_COLOURS,
  AVATAR_PICTURES,
  AVATARS,
  type Avatar,
  levelRank,
  MATURITY_LEVELS,
  type MaturityLevel,
  PIN_PATTERN,
  PROFILE_NAME_MAX,
  PROFILES_MAX,
  type PublicProfile,
} from '@shared/profiles';
import { ZNewPinFormSchema } from '@shared/schemas/profiles';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { LockIcon, TrashIcon, UsersIcon } from '../../components/layout/icons';
import { NewPinFields, PinInput } from '../../components/profiles/PinInput';
import { ProfileAvatar } from '../../components/profiles/ProfileAvatar';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogContent, DialogHeader } from '../../components/ui/Dialog';
import { ErrorList, Field, Input, Select } from '../../components/ui/forms';
import { toast } from '../../components/ui/Toast';
import type { MessageKey } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { localFieldErrors } from '../../i18n/messages';
import { useT } from '../../i18n/react';
import { setPreferences } from '../../lib/preferences';
import { useProfiles } from '../../lib/profile';
import { errorMessage, fieldErrorsOf, httpStatusOf, trpc } from '../../lib/trpc';
import { KidsLockDialog, KidsLockSection, LEVEL_NAME, unlockedAboveKids } from './KidsLock';
import { Section, Skeleton, TabPage } from './parts';

const LEVEL_HELP: Record<MaturityLevel, MessageKey> = {
  kids: 'profiles.level.kidsHelp',
  family: 'profiles.level.familyHelp',
  teen: 'profiles.level.teenHelp',
  adult: 'profiles.level.adultHelp',
};
const AVATAR_NAME: Record<Avatar, MessageKey> = {
  red: 'profiles.avatar.red',
  orange: 'profiles.avatar.orange',
  amber: 'profiles.avatar.amber',
  green: 'profiles.avatar.green',
  teal: 'profiles.avatar.teal',
  blue: 'profiles.avatar.blue',
  violet: 'profiles.avatar.violet',
  pink: 'profiles.avatar.pink',
  popcorn: 'profiles.avatar.popcorn',
  rocket: 'profiles.avatar.rocket',
  star: 'profiles.avatar.star',
  ghost: 'profiles.avatar.ghost',
  cat: 'profiles.avatar.cat',
  robot: 'profiles.avatar.robot',
};

/** A failed call in words: too many PIN guesses said as such, else the server's own message. */
function failure(t: ReturnType<typeof useT>, error: unknown, fallback: MessageKey): string {
  if (httpStatusOf(error) === 429) return t('profiles.pin.tooMany');
  return errorMessage(error, t(fallback));
}

/** Settings › Profiles: the account's profiles, each editable; add up to PROFILES_MAX. */
export function ProfilesTab() {
  const t = useT();
  const list = useProfiles();
  const [editing, setEditing] = useState<PublicProfile | 'new' | null>(null);
  const [locking, setLocking] = useState<{
    kidName: string | null;
    candidates: PublicProfile[];
    currentPin?: string;
  } | null>(null);
  const fullId = useId();

  const profiles = list.data?.profiles ?? [];
  const current = list.data?.currentProfile ?? null;
  const full = profiles.length >= PROFILES_MAX;
  const max = formatNumber(PROFILES_MAX);

  return (
    <TabPage title={t('profiles.settings.tab')} description={t('profiles.settings.description', { max })}>
      <Section
        title={t('profiles.settings.listTitle')}
        icon={<UsersIcon size={18} />}
        aside={
          list.data && (
            <span className="text-sm text-muted">
              {t('profiles.settings.count', { count: formatNumber(profiles.length), max })}
            </span>
          )
        }
      >
        {list.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <div>
            <p className="text-sm text-muted">{t('profiles.picker.loadFailed')}</p>
            <Button className="mt-3" variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('profiles.picker.retry')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-border/70">
              {profiles.map((p) => (
                <li key={p.id} className="flex items-center gap-3 py-3 first:pt-0">
                  <ProfileAvatar avatar={p.avatar} name={p.name} size="md" shape="square" />
                  <div className="min-w-0 flex-1">
                    <p data-content="" className="truncate font-medium text-fg">
                      {p.name}
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                      <span>{t(LEVEL_NAME[p.maturity])}</span>
                      {p.main && <Badge>{t('profiles.settings.main')}</Badge>}
                      {p.id === current?.id && <Badge>{t('profiles.settings.current')}</Badge>}
                      {p.hasPin && (
                        <span className="inline-flex items-center gap-1">
                          <LockIcon size={12} /> {t('profiles.settings.locked')}
                        </span>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('profiles.settings.editLabel', { name: p.name })}
                    onClick={() => setEditing(p)}
                  >
                    {t('profiles.settings.edit')}
                  </Button>
                </li>
              ))}
            </ul>
            <div className="mt-4 border-t border-border/70 pt-4">
              <Button
                onClick={() => setEditing('new')}
                disabled={full}
                aria-describedby={full ? fullId : undefined}
              >
                {t('profiles.settings.add')}
              </Button>
              {full && (
                <p id={fullId} className="mt-2 text-sm text-muted">
                  {t('profiles.settings.full', { max })}
                </p>
              )}
            </div>
          </>
        )}
      </Section>
      {list.data && (
        <KidsLockSection
          profiles={profiles}
          current={current}
          onLock={() => setLocking({ kidName: null, candidates: unlockedAboveKids(profiles, current) })}
        />
      )}
      {editing && (
        <ProfileDialog
          profile={editing === 'new' ? null : editing}
          current={current}
          onClose={() => setEditing(null)}
          onKidsCreated={(kid, currentPin) => {
            // Its way out: the profiles above it that open without a PIN, offered a lock.
            const candidates = unlockedAboveKids(profiles, current);
            if (candidates.length > 0) setLocking({ kidName: kid.name, candidates, currentPin });
          }}
        />
      )}
      {locking && (
        <KidsLockDialog
          kidName={locking.kidName}
          candidates={locking.candidates}
          current={current}
          currentPin={locking.currentPin}
          onClose={() => setLocking(null)}
        />
      )}
    </TabPage>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded bg-surface-raised px-1.5 py-0.5 text-[11px] font-semibold text-fg-secondary ring-1 ring-border ring-inset">
      {children}
    </span>
  );
}

type PinChoice = 'none' | 'keep' | 'set' | 'remove';

/** Adding a profile (profile null) or editing one, in a dialog. */
function ProfileDialog({
  profile,
  current,
  onClose,
  onKidsCreated,
}: {
  profile: PublicProfile | null;
  current: PublicProfile | null;
  onClose(): void;
  /** A Kids profile was created (with the PIN of the profile in use, when it was asked). */
  onKidsCreated(kid: PublicProfile, currentPin?: string): void;
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const create = trpc.profiles.create.useMutation();
  const update = trpc.profiles.update.useMutation();
  const remove = trpc.profiles.remove.useMutation();
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<Avatar>(profile?.avatar ?? AVATAR_COLOURS[0]);
  const [language, setLanguage] = useState<string>(profile?.language ?? '');
  const [maturity, setMaturity] = useState<MaturityLevel>(profile?.maturity ?? 'family');
  const [pinChoice, setPinChoice] = useState<PinChoice>(profile?.hasPin ? 'keep' : 'none');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [currentPin, setCurrentPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = { avatar: useId(), level: useId(), pin: useId() };

  const main = profile?.main ?? false;
  const kids = maturity === 'kids';
  const levelChanged = profile ? maturity !== profile.maturity : true;
  // The profile in use must say its PIN to change a level (or add a profile), when it has one.
  const askCurrentPin = !!current?.hasPin && (levelChanged || !profile);
  const ownRank = current ? levelRank(current.maturity) : levelRank('adult');
  // Levels above the profile in use's own stay out of its reach.
  const above = (level: MaturityLevel) => levelRank(level) > ownRank;
  const busy = create.isPending || update.isPending || remove.isPending;

  const validate = () => {
    const next: Record<string, string> = {};
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > PROFILE_NAME_MAX)
      next.name = t('messages.validation.profileName');
    if (!kids && pinChoice === 'set') {
      const checked = ZNewPinFormSchema.safeParse({ pin, confirmPin });
      if (!checked.success) Object.assign(next, localFieldErrors(checked.error));
    }
    if (askCurrentPin && !PIN_PATTERN.test(currentPin)) next.currentPin = t('profiles.pin.format');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const done = (saved: PublicProfile, message: MessageKey) => {
    void utils.profiles.list.invalidate();
    if (saved.id === current?.id && saved.language && saved.language !== profile?.language)
      setPreferences({ language: saved.language });
    toast({ kind: 'success', message: t(message) });
    onClose();
  };
  const failed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setFormError(failure(t, error, 'profiles.form.failed'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!validate()) return;
    const lang = isLocale(language) ? language : null;
    const cp = askCurrentPin ? { currentPin } : {};
    try {
      if (!profile) {
        const saved = await create.mutateAsync({
          name: name.trim(),
          avatar,
          language: lang,
          maturity,
          pin: !kids && pinChoice === 'set' ? pin : null,
          ...cp,
        });
        done(saved, 'profiles.form.created');
        if (saved.maturity === 'kids') onKidsCreated(saved, askCurrentPin ? currentPin : undefined);
      } else {
        const saved = await update.mutateAsync({
          id: profile.id,
          name: name.trim(),
          avatar,
          language: lang,
          ...(levelChanged ? { maturity } : {}),
          ...(kids || pinChoice === 'remove'
            ? profile.hasPin
              ? { pin: null }
              : {}
            : pinChoice === 'set'
              ? { pin }
              : {}),
          ...cp,
        });
        done(saved, 'profiles.form.saved');
      }
    } catch (error) {
      failed(error);
    }
  };

  const deleteProfile = async () => {
    if (!profile) return;
    try {
      await remove.mutateAsync({
        id: profile.id,
        ...(current?.hasPin && PIN_PATTERN.test(currentPin) ? { currentPin } : {}),
      });
      void utils.profiles.list.invalidate();
      toast({ kind: 'success', message: t('profiles.delete.done') });
      onClose();
    } catch (error) {
      setFormError(failure(t, error, 'profiles.delete.failed'));
    }
  };

  const pinChoices: PinChoice[] = profile?.hasPin ? ['keep', 'set', 'remove'] : ['none', 'set'];
  const pinLabel: Record<PinChoice, MessageKey> = {
    none: 'profiles.form.pinNone',
    keep: 'profiles.form.pinKeep',
    set: profile?.hasPin ? 'profiles.form.pinChange' : 'profiles.form.pinSet',
    remove: 'profiles.form.pinRemove',
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent placement="screen" className="p-5 sm:w-[min(94vw,36rem)] sm:p-6">
        <DialogHeader
          title={profile ? t('profiles.settings.editTitle') : t('profiles.settings.newTitle')}
          description={t('profiles.settings.formDescription')}
        />
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-6">
          <Field label={t('profiles.form.name')} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                tone="form"
                size="lg"
                autoComplete="off"
                maxLength={PROFILE_NAME_MAX}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>

          <fieldset>
            <legend id={ids.avatar} className="mb-2 text-sm font-medium text-fg-soft">
              {t('profiles.form.avatar')}
            </legend>
            <RadioChoices
              className="flex flex-wrap gap-2"
              name="avatar"
              choices={AVATARS}
              value={avatar}
              onChange={setAvatar}
              labelClass="cursor-pointer rounded-[24%]"
              inputLabel={(a) => t(AVATAR_NAME[a])}
              inputClass="peer sr-only"
            >
              {(a) => (
                <ProfileAvatar
                  avatar={a}
                  name={(AVATAR_PICTURES as readonly string[]).includes(a) ? '' : name || '?'}
                  size="md"
                  shape="square"
                  className="ring-2 ring-transparent ring-offset-2 ring-offset-surface peer-checked:ring-white peer-focus-visible:ring-accent"
                />
              )}
            </RadioChoices>
          </fieldset>

          <Field label={t('profiles.form.language')}>
            {(control) => (
              <Select {...control} tone="form" value={language} onChange={(e) => setLanguage(e.target.value)}>
                <option value="">{t('profiles.form.browserLanguage')}</option>
                {CATALOGUE_LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_INFO[code].name}
                  </option>
                ))}
              </Select>
            )}
          </Field>

          <fieldset aria-describedby={main ? ids.level : undefined}>
            <legend className="mb-2 text-sm font-medium text-fg-soft">{t('profiles.form.maturity')}</legend>
            <RadioChoices
              className="grid gap-2 sm:grid-cols-2"
              name="maturity"
              choices={MATURITY_LEVELS.filter((l) => !(main && l === 'kids'))}
              value={maturity}
              onChange={setMaturity}
              disabled={above}
              labelClass={(level) =>
                cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                  above(level) && 'cursor-not-allowed opacity-60',
                )
              }
              inputClass="mt-1 accent-[var(--color-accent)]"
            >
              {(level) => (
                <span>
                  <span className="block font-medium text-fg">{t(LEVEL_NAME[level])}</span>
                  <span className="mt-0.5 block text-xs text-muted">{t(LEVEL_HELP[level])}</span>
                </span>
              )}
            </RadioChoices>
            {main && (
              <p id={ids.level} className="mt-2 text-xs text-subtle">
                {t('profiles.form.mainNoKids')}
              </p>
            )}
            {ownRank < levelRank('adult') && (
              <p className="mt-2 text-xs text-subtle">{t('profiles.form.levelAbove')}</p>
            )}
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg-soft">{t('profiles.form.pin')}</legend>
            {kids ? (
              <p className="text-sm text-muted">{t('profiles.form.kidsNoPin')}</p>
            ) : (
              <>
                <RadioChoices
                  className="flex flex-wrap gap-x-5 gap-y-2"
                  name="pinChoice"
                  choices={pinChoices}
                  value={pinChoice}
                  onChange={setPinChoice}
                  labelClass="flex cursor-pointer items-center gap-2 text-sm text-fg"
                  inputClass="accent-[var(--color-accent)]"
                >
                  {(choice) => t(pinLabel[choice])}
                </RadioChoices>
                {pinChoice === 'set' && (
                  <NewPinFields
                    className="mt-3 sm:max-w-96"
                    pin={{ value: pin, onChange: (e) => setPin(e.target.value) }}
                    confirm={{ value: confirmPin, onChange: (e) => setConfirmPin(e.target.value) }}
                    errors={errors}
                    hint={t('profiles.form.pinHint')}
                  />
                )}
              </>
            )}
          </fieldset>

          {askCurrentPin && current && (
            <Field
              className="max-w-72"
              label={t('profiles.form.currentPin')}
              error={errors.currentPin}
              hint={t('profiles.form.currentPinHint', { name: current.name })}
            >
              {(control) => (
                <PinInput {...control} value={currentPin} onChange={(e) => setCurrentPin(e.target.value)} />
              )}
            </Field>
          )}

          <div role="alert">{formError && <ErrorList errors={[formError]} />}</div>

          <div className="flex flex-wrap items-center gap-3 border-t border-border/70 pt-5">
            {profile && !main && (
              <Button type="button" variant="dangerGhost" onClick={() => setConfirmDelete(true)}>
                <TrashIcon size={16} /> {t('profiles.delete.button')}
              </Button>
            )}
            {profile && main && <p className="text-xs text-subtle">{t('profiles.delete.mainNote')}</p>}
            <div className="ms-auto flex gap-3">
              <Button type="button" variant="secondary" onClick={onClose}>
                {t('profiles.form.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {profile ? t('profiles.form.save') : t('profiles.form.create')}
              </Button>
            </div>
          </div>
        </form>
        {profile && (
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t('profiles.delete.title', { name: profile.name })}
            description={t('profiles.delete.description')}
            confirmLabel={t('profiles.delete.confirm')}
            danger
            onConfirm={() => void deleteProfile()}
          >
            {current?.hasPin && (
              <Field
                className="mt-4 max-w-72"
                label={t('profiles.form.currentPin')}
                hint={t('profiles.form.currentPinHint', { name: current.name })}
              >
                {(control) => (
                  <PinInput {...control} value={currentPin} onChange={(e) => setCurrentPin(e.target.value)} />
                )}
              </Field>
            )}
          </ConfirmDialog>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One radio button per choice, each in its label with what `children` draws for it; the
 * checked one is `value`. The label's class may vary by choice (a level out of reach looks so).
 */
function RadioChoices<C extends string>({
  className,
  name,
  choices,
  value,
  onChange,
  disabled,
  labelClass,
  inputLabel,
  inputClass,
  children,
}: {
  className: string;
  name: string;
  choices: readonly C[];
  value: C;
  onChange: (choice: C) => void;
  disabled?: (choice: C) => boolean;
  labelClass: string | ((choice: C) => string);
  /** The button's own name, when what it draws has no words (a picture). */
  inputLabel?: (choice: C) => string;
  inputClass: string;
  children: (choice: C) => ReactNode;
}) {
  return (
    <div className={className}>
      {choices.map((choice) => (
        <label key={choice} className={typeof labelClass === 'string' ? labelClass : labelClass(choice)}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            disabled={disabled?.(choice)}
            onChange={() => onChange(choice)}
            aria-label={inputLabel?.(choice)}
            className={inputClass}
          />
          {children(choice)}
        </label>
      ))}
    </div>
  );
}
