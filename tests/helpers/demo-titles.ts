import type { AppDeps } from '../../src/server/deps';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';

/** A tRPC caller as a bearer token's session (a visitor without one). */
export const callerFor = (deps: AppDeps, token: string | null = null) =>
  createCaller(createContextFor(deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

/** A demo show's id by its exact title (the catalogue's own search). */
export async function demoShowId(deps: AppDeps, title: string): Promise<string> {
  const found = await callerFor(deps).catalogue.search({ query: title, type: 'tv' });
  const hit = found.results.find((r) => r.title === title);
  if (!hit) throw new Error(`${title} is not in the demo catalogue`);
  return String(hit.id);
}
