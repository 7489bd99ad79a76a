import { PIN_PATTERN } from '@shared/profiles';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/react';
import { httpStatusOf } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { Dialog, DialogContent, DialogHeader } from '../ui/Dialog';
import { ErrorList } from '../ui/forms';
import { PinInput } from './PinInput';

/**
 * Asks for a profile's 4-digit PIN: one masked field, digits only (the phone's number pad). A wrong
 * PIN and too many guesses are said in words; the field is cleared for the next try.
 */
export function PinDialog({
  open,
  name,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  name: string;
  onOpenChange(open: boolean): void;
  /** Resolves when the PIN opened the profile; rejects with the server's error. */
  onSubmit(pin: string): Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError(t('profiles.pin.format'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(pin);
    } catch (err) {
      const status = httpStatusOf(err);
      setError(
        status === 429
          ? t('profiles.pin.tooMany')
          : status === 403 || status === 400 || status === 401
            ? t('profiles.pin.wrong')
            : t('profiles.picker.switchFailed'),
      );
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPin('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent placement="sheet" className="sm:w-[min(92vw,24rem)]">
        <DialogHeader title={t('profiles.pin.title', { name })} description={t('profiles.pin.description')} />
        <form onSubmit={(e) => void submit(e)} className="mt-5" noValidate>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg-soft">
            {t('profiles.pin.label')}
          </label>
          <PinInput
            id={id}
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setPin(e.target.value);
              setError(null);
            }}
            className="text-center text-2xl tracking-[0.6em]"
          />
          <div role="alert">{error && <ErrorList id={`${id}-error`} errors={[error]} />}</div>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('profiles.pin.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('profiles.pin.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
