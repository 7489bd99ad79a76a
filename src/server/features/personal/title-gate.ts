import type { MediaType } from '@shared/catalogue';
import type { MaturityLevel } from '@shared/profiles';
import type { Response } from 'express';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { authed } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { assertTitleAllowed, keepAllowed, titleAllowed } from '../catalogue/maturity';
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

/** The gate of an Adult profile, and of work on no profile's behalf. */
export const OPEN_GATE: TitleGate = {
  open: true,
  assert: async () => {},
  allows: async () => true,
  keep: async (items) => [...items],
};

/**
 * `region`: the reader's (Accept-Language), whose rating counts first where it maps to a level,
 * as in the catalogue's own answers, so what a profile is shown is what it may save.
 */
export function titleGate(catalogue: CatalogueService, level: MaturityLevel, region?: string): TitleGate {
  if (level === 'adult') return OPEN_GATE;
  return {
    open: false,
    assert: (type, id) => assertTitleAllowed(catalogue, level, type, id, region),
    // Fail closed: a title whose rating cannot be read now is left out of this answer.
    allows: (type, id) => titleAllowed(catalogue, level, type, id, region).catch(() => false),
    keep: (items, titleOf) =>
      keepAllowed(
        catalogue,
        level,
        items,
        (item) => {
          const t = titleOf(item);
          return { type: t.type, id: Number(t.id) };
        },
        region,
      ),
  };
}

/** The gate of the session's profile (tRPC: `ctx.session`; REST: `authed(res).session`). */
export const gateOf = (
  deps: Pick<AppDeps, 'services'>,
  session: { maturity: MaturityLevel },
  region?: string,
): TitleGate => titleGate(deps.services.catalogue, session.maturity, region);

/** What the personal services take of a request: the database, and the session's profile and its gate. */
export interface PersonalScope {
  db: Db;
  gate: TitleGate;
  profileId: string;
}

export const personalScope = (
  deps: Pick<AppDeps, 'services' | 'database'>,
  session: { profileId: string; maturity: MaturityLevel },
  region?: string,
): PersonalScope => ({
  db: deps.database.db,
  gate: gateOf(deps, session, region),
  profileId: session.profileId,
});

/** A REST request's scope: its session's profile, and the region of its Accept-Language. */
export const restScope = (
  deps: Pick<AppDeps, 'services' | 'database'>,
  req: { headers: { 'accept-language'?: string } },
  res: Response,
): PersonalScope =>
  personalScope(deps, authed(res).session, requestLanguage(req.headers['accept-language']).region);
