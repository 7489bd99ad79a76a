import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { AlertIcon } from '../layout/icons';

/**
 * Text inputs and native selects share one look; an invalid control (aria-invalid, set by
 * Field) is outlined in the danger colour, so the state is in the markup, not in a class.
 */
const controlVariants = cva(
  'border text-fg transition-colors placeholder:text-subtle disabled:opacity-50 aria-[invalid=true]:border-danger-solid/80',
  {
    variants: {
      size: {
        sm: 'h-9 rounded-md px-3 text-sm',
        md: 'h-10 rounded-md px-3 text-sm',
        lg: 'h-11 rounded-lg px-3 text-[15px]',
        /** A screen's main query box. */
        xl: 'h-14 rounded-xl px-4 text-base shadow-inner',
      },
      tone: {
        surface: 'border-border-strong bg-surface focus:border-border-focus',
        raised: 'border-border-strong bg-surface-raised',
        canvas: 'border-border-strong bg-canvas focus:border-border-focus',
        /** Dialog and settings forms: a ring instead of the browser outline. */
        form: 'border-border-strong bg-canvas/60 hover:border-border-control focus:outline-none focus:ring-2 focus:ring-accent/70 focus-visible:outline-none',
      },
      /** As wide as its content (a select inside a row) rather than its column. */
      fit: { true: 'w-auto', false: 'block w-full' },
    },
    defaultVariants: { size: 'md', tone: 'surface', fit: false },
  },
);

type ControlLook = VariantProps<typeof controlVariants>;

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, ControlLook {}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size, tone, fit, className, type = 'text', ...rest },
  ref,
) {
  return (
    <input ref={ref} type={type} className={controlVariants({ size, tone, fit, className })} {...rest} />
  );
});

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>, ControlLook {}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { size, tone, fit, className, ...rest },
  ref,
) {
  return <select ref={ref} className={controlVariants({ size, tone, fit, className })} {...rest} />;
});

/** A select's options, one per item, each worded by its message key in the reader's language. */
export function MessageOptions<T>({
  options,
  value = String,
  label,
}: {
  options: readonly T[];
  value?: (option: T) => string;
  label: (option: T) => MessageKey;
}) {
  const t = useT();
  return options.map((o) => (
    <option key={value(o)} value={value(o)}>
      {t(label(o))}
    </option>
  ));
}

const labelVariants = cva('block font-medium', {
  variants: {
    size: { md: 'mb-1.5 text-sm text-fg-soft', sm: 'mb-1 text-xs text-muted' },
  },
  defaultVariants: { size: 'md' },
});

export interface LabelProps
  extends LabelHTMLAttributes<HTMLLabelElement>,
    VariantProps<typeof labelVariants> {}

export function Label({ size, className, ...rest }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller ties it with htmlFor
  return <label className={labelVariants({ size, className })} {...rest} />;
}

/** A field's errors, each with the alert mark; the list's id is what the control names as its description. */
export function ErrorList({
  id,
  errors,
  size = 'md',
}: {
  id?: string;
  errors?: readonly (string | undefined)[];
  size?: 'sm' | 'md';
}) {
  const shown = errors?.filter((e): e is string => Boolean(e)) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul id={id} className={size === 'sm' ? 'mt-1 text-xs text-danger' : 'mt-1.5 text-sm text-danger'}>
      {shown.map((e) => (
        <li key={e} className="flex items-start gap-1.5">
          <AlertIcon size={size === 'sm' ? 13 : 15} className="mt-0.5 shrink-0" />
          <span>{e}</span>
        </li>
      ))}
    </ul>
  );
}

/** What Field hands its control: the id its label points at, and the state read out with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control and, under it, the control's error or else its hint, tied to the control
 * with aria-describedby so a screen reader reads the error with the field.
 */
export function Field({
  label,
  error,
  hint,
  size = 'md',
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={id} size={size}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      {error ? (
        <ErrorList id={errorId} errors={[error]} size={size} />
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A short label beside its control, as a section header's sort or region picker; `children`
 * draws the control with the id the label points at.
 */
export function InlineField({
  label,
  tone = 'muted',
  children,
}: {
  label: ReactNode;
  tone?: 'muted' | 'secondary';
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={tone === 'muted' ? 'text-sm text-muted' : 'text-sm text-fg-secondary'}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** An `InlineField` picking one of `options` (their values are the select's strings). */
export function InlineSelect<V extends string | number>({
  label,
  tone,
  value,
  options,
  onValueChange,
}: {
  label: ReactNode;
  tone?: 'muted' | 'secondary';
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: string) => void;
}) {
  return (
    <InlineField label={label} tone={tone}>
      {(id) => (
        <Select id={id} fit value={value} onChange={(e) => onValueChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </InlineField>
  );
}
