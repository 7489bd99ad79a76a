/** The alias form of a relative `specifier` written in `file`, or null to leave it as it is. */
export function aliasFor(file: string, specifier: string): string | null;
/** `text` (the contents of `file`) with every deep relative specifier rewritten, and how many were. */
export function rewrite(file: string, text: string): { text: string; count: number };
