import { forwardRef, type Ref } from 'react';
import { useT } from '../../i18n/react';
import { cn } from '../ui/cn';
import { Field, Input, type InputProps } from '../ui/forms';

/**
 * A 4-digit PIN field: masked like a password, the phone's number pad, digits only (anything
 * else typed or pasted is dropped before the form sees it). Never filled in by the browser.
 */
export const PinInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PinInput(
  { onChange, className, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      tone="form"
      size="lg"
      {...rest}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]*"
      maxLength={4}
      onChange={(e) => {
        e.target.value = e.target.value.replace(/\D/g, '').slice(0, 4);
        onChange?.(e);
      }}
      className={cn('font-mono tracking-[0.4em]', className)}
    />
  );
});

/**
 * A new PIN and its confirmation side by side (ZNewPinFormSchema checks them): each input's
 * props come from the form (its value and onChange, or react-hook-form's `register`).
 */
export function NewPinFields({
  pin,
  confirm,
  errors,
  hint,
  className,
}: {
  pin: Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> };
  confirm: Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> };
  errors: { pin?: string; confirmPin?: string };
  hint: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <Field label={t('profiles.form.newPin')} error={errors.pin} hint={hint}>
        {(control) => <PinInput {...control} {...pin} />}
      </Field>
      <Field label={t('profiles.form.confirmPin')} error={errors.confirmPin}>
        {(control) => <PinInput {...control} {...confirm} />}
      </Field>
    </div>
  );
}
