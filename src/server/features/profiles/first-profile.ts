import { AVATAR_COLOURS, PROFILE_NAME_MAX } from '@shared/profiles';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * Every account has a first profile, made with it: its id is the account's, so a session that
 * names no profile is that profile's with no lookup of its own (src/shared/profiles.ts).
 */
export function firstProfileValues(user: { id: string; username: string }) {
  let h = 0;
  for (const c of user.id) h = (h * 31 + c.charCodeAt(0)) | 0;
  return {
    id: user.id,
    userId: user.id,
    name: user.username.slice(0, PROFILE_NAME_MAX),
    avatar: AVATAR_COLOURS[Math.abs(h) % AVATAR_COLOURS.length]!,
    maturity: 'adult' as const,
    position: 0,
  };
}

/** Gives every account that has none its first profile (bulk loads that insert accounts directly). */
export async function addMissingFirstProfiles(db: Db | Tx): Promise<void> {
  await db.execute(sql`
    insert into ${profiles} (id, user_id, name, avatar, maturity, position, created_at)
    select u.id, u.id, left(u.username, ${PROFILE_NAME_MAX}),
      (array['red','orange','amber','green','teal','blue','violet','pink'])[1 + abs(hashtext(u.id)) % 8],
      'adult', 0, u.created_at
    from users u
    where not exists (select 1 from ${profiles} p where p.id = u.id)`);
}
