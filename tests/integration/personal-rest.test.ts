import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { personalRouter } from '../../src/server/features/personal/rest';
import { parse, restErrorHandler } from '../../src/server/http/rest';
import { m } from '../../src/shared/i18n/message';
import { STAFF_ROLES } from '../../src/shared/user';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The one REST helper behind /api/watch-history, /api/watch-later and /api/marks, on a router
 * of its own: what every personal route does before and after its own work.
 */
describe('personal REST routes', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  let http: () => ReturnType<typeof request>;
  const runs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await insertUser(t.deps);
    admin = await insertUser(t.deps, { role: 'admin' });
    const route = personalRouter(t.deps);
    route.post('/items', {
      input: (req) => parse(z.object({ n: z.number().int() }), req.body).n,
      run: async ({ profileId, gate }, n) => {
        runs.push(profileId);
        return { n: n * 2, open: gate.open };
      },
      said: ({ n }) => m('messages.marks.merged', { added: n, skipped: 0 }),
    });
    route.get('/plain', { run: async ({ profileId }) => ({ profileId }) });
    route.delete('/staff', { roles: STAFF_ROLES, run: async () => null });
    const app = express();
    app.use(express.json());
    app.use('/api', route.router, restErrorHandler(t.deps));
    http = () => request(app);
  });
  afterAll(() => t.close());

  it('answers 401 without a token, before any work', async () => {
    const res = await http().post('/api/items').send({ n: 2 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
    expect(runs).toEqual([]);
  });

  it('answers 400 for bad input, before any work', async () => {
    const res = await http().post('/api/items').set(user.auth).send({ n: 'two' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(runs).toEqual([]);
  });

  it("does the work on the session's profile and answers the envelope with its message", async () => {
    const res = await http().post('/api/items').set(user.auth).send({ n: 21 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { n: 42, open: true },
      message: '42 watched marks added, 0 skipped',
    });
    expect(runs).toEqual([user.user.id]);
    const de = await http().post('/api/items').set(user.auth).set('Accept-Language', 'de').send({ n: 1 });
    expect(de.body.message).toBe('2 Gesehen-Markierungen hinzugefügt, 0 übersprungen');
  });

  it('answers without a message where the route words none', async () => {
    const res = await http().get('/api/plain').set(user.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { profileId: user.user.id } });
  });

  it('keeps a route with roles to those roles', async () => {
    expect((await http().delete('/api/staff').set(user.auth)).status).toBe(403);
    const res = await http().delete('/api/staff').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
  });
});
