import type { MediaType } from '@shared/catalogue';
import type { MaturityLevel } from '@shared/profiles';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { pool } from '../../pool';
import { assertTitleAllowed, titleAllowed } from '../catalogue/maturity';
import type { CatalogueService } from '../catalogue/service';

/**
 * What a profile's maturity level lets its personal data (history, Watch Later, marks,
 * Upcoming, recommendations) hold and show. Every personal service that writes a title or
 * answers a list of titles takes one; the level comes from the session (read with the
 * session lookup), each title's rating from the catalogue's cache. An Adult profile's gate
 * is open: it answers at once, without a request.
 */
export interface TitleGate {
  /** Adult: everything is allowed and nothing is looked up. */
  readonly open: boolean;
  /** Refuses (403, "not available on this profile") a title the level does not allow. */
  assert(type: MediaType, id: string | number): Promise<void>;
  /** Whether the level allows the title; a rating that cannot be read counts as not allowed. */
  allows(type: MediaType, id: string | number): Promise<boolean>;
  /** The items whose titles the level allows, in their order. */
  keep<T>(items: readonly T[], titleOf: (item: T) => { type: MediaType; id: string | number }): Promise<T[]>;
}

/**
 * Ratings looked up at once by one `keep`: the catalogue's cache answers repeats at once, so
 * this bounds only the first look at a list (and what it may ask of the upstream together).
 */
export const GATE_CONCURRENCY = 6;

/** The gate of an Adult profile, and of work on no profile's behalf. */
export const OPEN_GATE: TitleGate = {
  open: true,
  assert: async () => {},
  allows: async () => true,
  keep: async (items) => [...items],
};

export function titleGate(catalogue: CatalogueService, level: MaturityLevel): TitleGate {
  if (level === 'adult') return OPEN_GATE;
  const allows = (type: MediaType, id: string | number) =>
    // Fail closed: a title whose rating cannot be read now is left out of this answer.
    titleAllowed(catalogue, level, type, id).catch(() => false);
  return {
    open: false,
    assert: (type, id) => assertTitleAllowed(catalogue, level, type, id),
    allows,
    async keep(items, titleOf) {
      const verdicts = await pool(items, GATE_CONCURRENCY, (item) => {
        const t = titleOf(item);
        return allows(t.type, t.id);
      });
      return items.filter((_, i) => verdicts[i]);
    },
  };
}

/** The gate of the session's profile (tRPC: `ctx.session`; REST: `authed(res).session`). */
export const gateOf = (deps: Pick<AppDeps, 'services'>, session: { maturity: MaturityLevel }): TitleGate =>
  titleGate(deps.services.catalogue, session.maturity);

/** What the personal services take of a request: the database, and the session's profile and its gate. */
export interface PersonalScope {
  db: Db;
  gate: TitleGate;
  profileId: string;
}

export const personalScope = (
  deps: Pick<AppDeps, 'services' | 'database'>,
  session: { profileId: string; maturity: MaturityLevel },
): PersonalScope => ({ db: deps.database.db, gate: gateOf(deps, session), profileId: session.profileId });
