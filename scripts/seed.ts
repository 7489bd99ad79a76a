/**
 * `npm run db:seed -- --users 100000`: fills the configured database (DATABASE_URL, else
 * the embedded one in DATA_DIR) with plausible users from the test factories. Fast: one
 * password hash shared by every seeded account, multi-row inserts in batches. When the
 * database has no owner yet, it also creates one and prints how to sign in.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/password';
import { type Database, openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { newUserId } from '../src/server/features/auth/service';
import { addMissingFirstProfiles } from '../src/server/features/profiles/first-profile';
import { buildUserRows } from '../tests/factories/bulk-users';
import { DEFAULT_PASSWORD } from '../tests/factories/user';

const BATCH = 1000;

export interface SeedResult {
  inserted: number;
  ms: number;
  owner: { username: string; password: string } | null;
}

const TRIGRAM_INDEXES = ['users_username_trgm_idx', 'users_email_trgm_idx'];

async function setTrigramFastUpdate(db: Database['db'], on: boolean) {
  for (const name of TRIGRAM_INDEXES) {
    await db.execute(sql.raw(`alter index ${name} set (fastupdate = ${on ? 'on' : 'off'})`));
  }
}

export async function seedUsers(
  database: Database,
  opts: { users: number; password?: string; seed?: number; log?: (line: string) => void },
): Promise<SeedResult> {
  const t0 = performance.now();
  const db = database.db;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const [existing] = await db.select({ n: count() }).from(users);
  const [anyOwner] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);

  const passwordHash = await hashPassword(password);
  // Without an owner nobody could open the admin panel of a seeded database.
  let owner: SeedResult['owner'] = null;
  if (!anyOwner) {
    const made = await db
      .insert(users)
      .values({
        id: newUserId(),
        username: 'seed_owner',
        email: 'seed_owner@example.com',
        passwordHash,
        role: 'owner',
      })
      .onConflictDoNothing()
      .returning({ username: users.username });
    if (made[0]) owner = { username: made[0].username, password };
    await addMissingFirstProfiles(db);
  }

  const rows = buildUserRows({
    count: opts.users,
    passwordHash,
    startIndex: Number(existing?.n ?? 0) + 1,
    seed: opts.seed,
  });
  let inserted = 0;
  // The trigram indexes update at once on every insert (fastupdate off, see
  // docs/decisions/007). For a bulk load, let them queue entries instead, then switch
  // per-row updates back on and merge the queue once (VACUUM).
  await setTrigramFastUpdate(db, true);
  try {
    for (let i = 0; i < rows.length; i += BATCH) {
      // Name clashes with existing accounts are skipped, not fatal.
      const done = await db
        .insert(users)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning({ id: users.id });
      inserted += done.length;
      if (opts.log && (i / BATCH) % 20 === 19) opts.log(`  ${inserted} users…`);
    }
  } finally {
    await setTrigramFastUpdate(db, false);
    // Merges the queued entries (PostgreSQL's advice after turning fastupdate off), and
    // leaves fresh statistics and visibility map, as autovacuum would after a while:
    // without them the planner judges the admin list's indexes wrongly.
    await addMissingFirstProfiles(db);
    await db.execute(sql`vacuum analyze users`);
  }
  return { inserted, ms: Math.round(performance.now() - t0), owner };
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '50' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Usage: npm run db:seed -- [--users N] [--password P]');
    return 0;
  }
  const n = Number(values.users);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
    console.error('--users must be a whole number from 0 to 1000000');
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const r = await seedUsers(database, { users: n, password: values.password, log: console.log });
    console.log(`Seeded ${r.inserted} users in ${(r.ms / 1000).toFixed(1)} s (${database.kind}).`);
    if (r.owner) console.log(`Created owner "${r.owner.username}" with password "${r.owner.password}".`);
    console.log(`Seeded accounts share the password "${values.password ?? DEFAULT_PASSWORD}".`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
