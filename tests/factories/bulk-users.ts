import type { users } from '../../src/server/db/schema';
import { newUserId } from '../../src/server/features/auth/service';
import type { Role } from '../../src/shared/user';

/**
 * Many plausible users at once, for `npm run db:seed` and the admin benchmark. Rows are
 * built in memory with one password hash shared by all (hashing 100,000 passwords would
 * take an hour), then bulk-inserted by the caller. Deterministic for a given seed, so a
 * benchmark's search terms hit the same number of rows every run.
 */
const FIRST = [
  'olivia',
  'liam',
  'emma',
  'noah',
  'amelia',
  'oliver',
  'ava',
  'elijah',
  'sophia',
  'james',
  'isabella',
  'lucas',
  'mia',
  'mateo',
  'charlotte',
  'ethan',
  'harper',
  'leo',
  'aria',
  'henry',
  'luna',
  'jack',
  'chloe',
  'daniel',
  'ella',
  'samuel',
  'nora',
  'hugo',
  'zoe',
  'omar',
  'priya',
  'arjun',
  'yuki',
  'hana',
  'kofi',
  'amara',
  'ines',
  'pablo',
  'lena',
  'felix',
  'maya',
  'ravi',
  'sara',
  'tomas',
  'freya',
  'nina',
  'ali',
  'fatima',
  'chen',
  'wei',
  'aisha',
  'diego',
  'lucia',
  'marco',
  'elena',
];
const LAST = [
  'smith',
  'johnson',
  'garcia',
  'martin',
  'brown',
  'davis',
  'lopez',
  'wilson',
  'anderson',
  'thomas',
  'moore',
  'jackson',
  'lee',
  'walker',
  'hall',
  'young',
  'king',
  'wright',
  'scott',
  'green',
  'baker',
  'adams',
  'nelson',
  'hill',
  'campbell',
  'mitchell',
  'roberts',
  'carter',
  'phillips',
  'evans',
  'turner',
  'torres',
  'parker',
  'collins',
  'edwards',
  'stewart',
  'morris',
  'nguyen',
  'murphy',
  'rivera',
  'cook',
  'rogers',
  'morgan',
  'peterson',
  'cooper',
  'reed',
  'bailey',
  'bell',
  'gomez',
  'kelly',
  'howard',
  'ward',
  'cox',
  'diaz',
  'richardson',
  'wood',
  'watson',
  'brooks',
  'bennett',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'inbox.example'];

/** mulberry32: a tiny seeded generator, good enough for test data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BulkUserOptions {
  count: number;
  /** One precomputed hash (hashPassword) every seeded account shares. */
  passwordHash: string;
  /** Number suffixes start here, so repeated seeding adds new names. */
  startIndex?: number;
  /** Accounts are created over the `spreadDays` before `now`. */
  now?: Date;
  spreadDays?: number;
  seed?: number;
  /** Share of admins and of premium users (defaults 0.5% and 12%). */
  adminShare?: number;
  premiumShare?: number;
}

export type UserInsert = typeof users.$inferInsert;

export function buildUserRows(o: BulkUserOptions): UserInsert[] {
  const rand = seededRandom(o.seed ?? 20250115);
  const now = (o.now ?? new Date()).getTime();
  const spreadMs = (o.spreadDays ?? 365) * 86_400_000;
  const start = o.startIndex ?? 1;
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const rows: UserInsert[] = [];
  for (let i = 0; i < o.count; i++) {
    const n = start + i;
    const first = pick(FIRST);
    const last = pick(LAST);
    const role: Role = rand() < (o.adminShare ?? 0.005) ? 'admin' : 'user';
    const createdAt = new Date(now - Math.floor(rand() * spreadMs));
    rows.push({
      id: newUserId(),
      username: `${first}_${last}${n}`,
      email: `${first}.${last}${n}@${pick(DOMAINS)}`,
      passwordHash: o.passwordHash,
      role,
      isPremium: rand() < (o.premiumShare ?? 0.12),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
