import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// platform.info reads configuration only; one database kind is enough.
const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

describe('platform.info (Platform Info page)', () => {
  let t: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    custom = await createTestApp('pglite', { OFFICIAL_DOMAINS: ' watch.one.test , two.test,,three.test ' });
  });
  afterAll(async () => {
    await t?.close();
    await custom?.close();
  });

  it('answers anonymous visitors with three official domains and the version', async () => {
    const r = await t.http().get('/trpc/platform.info');
    expect(r.status).toBe(200);
    expect(r.body.result.data).toEqual({
      domains: ['marquee.example', 'marquee-alt.example', 'watch-marquee.example'],
      version,
      communityUrl: null,
    });
  });

  it('takes the domains from OFFICIAL_DOMAINS, trimmed and without empties, primary first', async () => {
    const r = await custom.http().get('/trpc/platform.info');
    expect(r.body.result.data.domains).toEqual(['watch.one.test', 'two.test', 'three.test']);
  });

  it('says where watch history lives, as GET /api/debug/db-config does', async () => {
    const r = await t.http().get('/trpc/platform.databaseConfig');
    expect(r.status).toBe(200);
    expect(r.body.result.data).toEqual({ isRemote: true, kind: 'pglite' });
    const rest = await t.http().get('/api/debug/db-config');
    expect(rest.body.data.databaseConfig).toEqual(r.body.result.data);
  });

  it('is a query, not a mutation', async () => {
    const r = await t.http().post('/trpc/platform.info').send({});
    expect(r.status).toBe(405);
  });
});
