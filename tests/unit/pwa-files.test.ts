import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { pwaFiles } from '../../src/server/http/pwa';

const dist = mkdtempSync(path.join(tmpdir(), 'marquee-pwa-'));
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Marquee"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function appWith(imageBaseUrl: string, dir = dist) {
  const deps = { services: { catalogue: { imageBaseUrl } } } as unknown as AppDeps;
  const app = express();
  app.use(pwaFiles(deps, dir));
  app.use((_req, res) => {
    res.status(404).send('fallthrough');
  });
  return app;
}

describe('service worker and manifest serving', () => {
  it('serves both files uncached by the HTTP cache, with their types', async () => {
    const app = appWith('/img');
    const sw = await request(app).get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const manifest = await request(app).get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-security-policy']).toBeUndefined();
    // Revalidation is cheap: the ETag answers 304.
    const again = await request(app).get('/sw.js').set('If-None-Match', sw.headers.etag!);
    expect(again.status).toBe(304);
  });

  it("lets the worker fetch the TMDB image CDN, and only this origin for the demo's own images", async () => {
    const tmdb = await request(appWith('https://image.tmdb.org/t/p')).get('/sw.js');
    expect(tmdb.headers['content-security-policy']).toContain("connect-src 'self' https://image.tmdb.org;");
    const demo = await request(appWith('/img')).get('/sw.js');
    expect(demo.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('falls through when the client is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'marquee-pwa-empty-'));
    try {
      const res = await request(appWith('/img', empty)).get('/sw.js');
      expect(res.status).toBe(404);
      expect(res.text).toBe('fallthrough');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
