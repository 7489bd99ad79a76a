/**
 * zod issues as errors per field, keyed by the dotted path of the field ('_' for the input
 * as a whole). The REST facade answers the lists; forms show the first message of each.
 */
interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

const fieldOf = (issue: Issue) => issue.path.map(String).join('.') || '_';

/** Every message of each field, in the order zod reported them. */
export function fieldErrorLists(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
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
