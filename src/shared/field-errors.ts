/**
 * zod issues as errors per field, keyed by the dotted path of the field ('_' for the input
 * as a whole). The REST facade answers the lists; forms show the first message of each.
 */
interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

/** The key of issues about the input as a whole (tRPC answers them as `formErrors`). */
export const FORM_FIELD = '_';

/** A field's key: the dotted path of the value, e.g. `email` or `items.2.name`. */
export const fieldKey = (path: readonly PropertyKey[]) => path.map(String).join('.') || FORM_FIELD;

/** Every message of each field, in the order zod reported them. */
export function fieldErrorLists(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldKey(issue.path);
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

/** First message per field, for showing under each input. */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(fieldErrorLists(error.issues))) if (first) out[field] = first;
  return out;
}

/**
 * Field lists split as tRPC's error data carries them: `formErrors` for the input as a
 * whole, `fieldErrors` for the rest.
 */
export function splitFormErrors<T>(lists: Readonly<Record<string, readonly T[]>>): {
  fieldErrors: Record<string, readonly T[]>;
  formErrors: readonly T[];
} {
  const { [FORM_FIELD]: formErrors = [], ...fieldErrors } = lists;
  return { fieldErrors, formErrors };
}
