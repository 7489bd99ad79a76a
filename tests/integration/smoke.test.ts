import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

describe.each(dbKinds)('smoke on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('registers the first account as owner', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ username: 'first', email: 'f@example.com', password: 'Abcdefg1' });
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toBe('owner');
  });
});
