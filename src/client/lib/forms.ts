import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { localMessage } from '../i18n/messages';

/**
 * The zod resolver for a shared `Z…Schema`, with the schema's messages shown in the interface
 * language: the browser checks a form with the very schema the server checks its input with.
 * The screen loads the `messages` catalogue (see i18n/messages.ts).
 */
export function localizedZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S) {
  const resolve = zodResolver(schema);
  const localized: typeof resolve = async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors) as { message?: string }[]) {
      if (error?.message) error.message = localMessage(error.message);
    }
    return result;
  };
  return localized as Resolver<z.input<S>, unknown, z.output<S>>;
}

/**
 * Puts the server's field errors (`fieldErrorsOf`: a 409 on a taken name, the server's own
 * validation) on the form's fields, focusing the first of the form's own fields. Other fields
 * the server named are ignored; false when none landed, so the caller shows the message for
 * the whole form.
 */
export function setServerErrors<T extends FieldValues>(
  found: Record<string, string>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const named = fields.filter((f) => found[f]);
  named.forEach((f, i) => {
    setError(f, { type: 'server', message: found[f] }, { shouldFocus: i === 0 });
  });
  return named.length > 0;
}

/** A field's message, for Field's `error`. */
export const errorOf = <T extends FieldValues>(errors: FieldErrors<T>, field: Path<T>): string | undefined =>
  (errors[field] as { message?: string } | undefined)?.message;
