import type { ZodMiniType } from 'zod/mini';

/**
 * An address's parameters read into a state, one zod schema per field. Each schema ends in a
 * `catch` (a value out of place falls back to its default), so reading never fails. Fields are
 * parsed one by one rather than as one object: the object parser is the part of zod that probes
 * for `eval`, which the page policy refuses, and the field schemas come from `zod/mini`, so the
 * screens that read an address carry a few kB of zod rather than all of it.
 */
export function readParams<T extends object>(
  fields: { [K in keyof T]: ZodMiniType<T[K]> },
  names: { [K in keyof T]: string },
  search: string | URLSearchParams,
): T {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = {} as T;
  for (const key of Object.keys(fields) as (keyof T)[])
    out[key] = fields[key].parse(p.get(names[key]) ?? undefined);
  return out;
}
