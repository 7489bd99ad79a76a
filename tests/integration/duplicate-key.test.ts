import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { brokenUniqueIndex, conflictFromDbError } from '../../src/server/features/auth/service';
import { english } from '../../src/server/i18n/messages';
import { dbKinds, openTestDatabase } from '../helpers/db';

/**
 * A sign-up that races past the availability check meets the unique indexes: the conflict is
 * read from the index the driver names (postgres.js `constraint_name`, PGlite `constraint`,
 * under drizzle's `cause`), never from the error's text.
 */
describe.each(dbKinds)('duplicate keys (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db
      .insert(users)
      .values({ id: 'racer-1', username: 'racer', email: 'racer@example.com', passwordHash: 'x' });
  });
  afterAll(() => database.close());

  const insertError = async (values: { username: string; email: string }) => {
    try {
      await database.db.insert(users).values({ id: 'racer-2', ...values, passwordHash: 'x' });
    } catch (e) {
      return e;
    }
    throw new Error('expected a duplicate key');
  };

  it('names the email index and answers 409 on the email field', async () => {
    const e = await insertError({ username: 'someone-else', email: 'RACER@example.com' });
    expect(brokenUniqueIndex(e)).toBe('users_email_lower_idx');
    const conflict = conflictFromDbError(e)!;
    expect(conflict).toMatchObject({ code: 'CONFLICT', status: 409, message: 'Email is already registered' });
    expect(Object.keys(conflict.fieldErrors ?? {})).toEqual(['email']);
  });

  it('names the username index and answers 409 on the username field', async () => {
    const e = await insertError({ username: 'RACER', email: 'other@example.com' });
    expect(brokenUniqueIndex(e)).toBe('users_username_lower_idx');
    const conflict = conflictFromDbError(e)!;
    expect(english(conflict.said)).toBe('Username is already taken');
    expect(Object.keys(conflict.fieldErrors ?? {})).toEqual(['username']);
  });

  it('leaves every other failure alone', async () => {
    expect(conflictFromDbError(new Error('duplicate key value violates users_email_lower_idx'))).toBeNull();
    expect(brokenUniqueIndex(Object.assign(new Error('x'), { code: '23503' }))).toBeNull();
  });
});
