import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../../scripts/seed';
import { main } from '../../scripts/user';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { login, toolAuthDeps } from '../../src/server/features/auth/service';
import { dbKinds, openTestDatabase } from '../helpers/db';

describe.each(dbKinds)('npm run user and db:seed (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, database);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const roleOf = async (username: string) =>
    (await database.db.select({ role: users.role }).from(users).where(eq(users.username, username)))[0]?.role;

  it('creates the first account as owner, who can then sign in', async () => {
    const r = await cli(
      'create',
      '--username',
      'operator',
      '--email',
      'op@example.com',
      '--password',
      'Sup3rSecret',
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Created owner "operator" <op@example.com> \(id \w+\)\.$/);
    const session = await login(toolAuthDeps(database.db), {
      emailOrUsername: 'OP@example.com',
      password: 'Sup3rSecret',
    });
    expect(session.user.role).toBe('owner');
  });

  it('creates later accounts as users unless --role says otherwise', async () => {
    expect(
      (
        await cli(
          'create',
          '--username',
          'plain',
          '--email',
          'plain@example.com',
          '--password',
          'Sup3rSecret',
        )
      ).out,
    ).toContain('Created user "plain"');
    expect(
      (
        await cli(
          'create',
          '--username',
          'second_owner',
          '--email',
          'so@example.com',
          '--password',
          'Sup3rSecret',
          '--role',
          'owner',
        )
      ).code,
    ).toBe(0);
    expect(await roleOf('second_owner')).toBe('owner');
  });

  it('refuses a taken name (exit 1) and bad input (exit 2) with clear messages', async () => {
    const taken = await cli(
      'create',
      '--username',
      'PLAIN',
      '--email',
      'new@example.com',
      '--password',
      'Sup3rSecret',
    );
    expect(taken).toMatchObject({ code: 1, err: 'Username is already taken' });
    const weak = await cli(
      'create',
      '--username',
      'weakling',
      '--email',
      'w@example.com',
      '--password',
      'short',
    );
    expect(weak.code).toBe(2);
    expect(weak.err).toContain('--password: Password must be at least 8 characters');
    const role = await cli(
      'create',
      '--username',
      'rooty',
      '--email',
      'r@example.com',
      '--password',
      'Sup3rSecret',
      '--role',
      'root',
    );
    expect(role.err).toContain('--role: Role must be one of user, admin, owner');
    expect((await cli('create', '--username')).code).toBe(2);
    const unknown = await cli('promote', 'plain');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command: promote');
    expect(unknown.err).toContain('Usage:');
  });

  it('sets a role by username or email, in any case', async () => {
    const r = await cli('set-role', 'PLAIN@example.com', 'admin');
    expect(r).toMatchObject({ code: 0, out: 'Role of "plain" changed from user to admin.' });
    expect(await roleOf('plain')).toBe('admin');
    expect((await cli('set-role', 'plain', 'admin')).out).toContain('already admin');
    expect(await cli('set-role', 'nobody', 'admin')).toMatchObject({
      code: 1,
      err: 'No user with username or email "nobody".',
    });
    expect((await cli('set-role', 'plain', 'superuser')).code).toBe(2);
    expect((await cli('set-role', 'plain')).code).toBe(2);
  });

  it('keeps at least one owner', async () => {
    expect((await cli('set-role', 'second_owner', 'user')).code).toBe(0);
    const last = await cli('set-role', 'operator', 'admin');
    expect(last.code).toBe(1);
    expect(last.err).toMatch(/last owner cannot be demoted/);
    expect(await roleOf('operator')).toBe('owner');
  });

  it('seeds users in bulk with one shared password and skips clashes', async () => {
    const r = await seedUsers(database, { users: 2500, password: 'Seeded1pass' });
    expect(r.inserted).toBe(2500);
    expect(r.owner).toBeNull(); // an owner already exists
    const again = await seedUsers(database, { users: 10, password: 'Seeded1pass' });
    expect(again.inserted).toBe(10);
    // The bulk load switched the trigram indexes to queued updates and back.
    const opts = await database.db.execute<{ relname: string; reloptions: string | null }>(
      sql`select relname, array_to_string(reloptions, ',') as reloptions from pg_class where relname in ('users_username_trgm_idx', 'users_email_trgm_idx')`,
    );
    const list = (Array.isArray(opts) ? opts : (opts as { rows: unknown[] }).rows) as {
      reloptions: string | null;
    }[];
    expect(list.map((r) => r.reloptions)).toEqual(['fastupdate=off', 'fastupdate=off']);
    // Seeded emails read first.last123@domain; the accounts made above have no dot before the @.
    const [one] = await database.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.email, '%.%@%'))
      .limit(1);
    const session = await login(toolAuthDeps(database.db), {
      emailOrUsername: one!.username,
      password: 'Seeded1pass',
    });
    expect(session.user.username).toBe(one!.username);
  });
});
