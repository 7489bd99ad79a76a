import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

type Raw = Record<string, unknown>;

/** Words meant for whoever runs the site, which a visitor must never be shown. */
const OPERATOR_TEXT = /servers\.json|SERVER_CONFIG_URL|Operators?\b|docs\/|README|configured/i;

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

const styleHash = (html: string) => {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
};

describe.each(dbKinds)('the built-in preview player (%s)', (kind) => {
  let t: TestApp;
  let movie: Raw;
  let show: Raw;
  let episode: Raw;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const cat = t.deps.services.catalogue;
    const popular = ((await cat.get('movie/popular')) as { results: Raw[] }).results;
    for (const m of popular) {
      const full = (await cat.get(`movie/${m.id}`)) as Raw;
      if (typeof full.runtime === 'number' && full.runtime > 0) {
        movie = full;
        break;
      }
    }
    const shows = ((await cat.get('tv/popular')) as { results: Raw[] }).results;
    show = (await cat.get(`tv/${shows[0]!.id}`)) as Raw;
    const season = (await cat.get(`tv/${show.id}/season/1`)) as { episodes: Raw[] };
    episode = season.episodes[1]!;
    // The runtimes the literal texts below are written for (the demo catalogue is fixed).
    expect([movie.runtime, episode.runtime]).toEqual([152, 51]);
  });
  afterAll(() => t.close());

  it('screens a movie for its runtime under its own policy: scripts from this origin only', async () => {
    const res = await t.http().get(`/embed/movie/${movie.id}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy'] ?? '');
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual([styleHash(res.text)]);
    expect(csp['img-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(['*']);

    expect(res.text).toContain(`<h1 dir="auto">${movie.title}</h1>`);
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    expect(res.text).toContain(`data-duration="${(movie.runtime as number) * 60}"`);
    expect(res.text).toContain('Runtime 2h 32m');
    expect(res.text).toContain('aria-label="Seek"');
    expect(res.text).toContain(`src="/img/w1280${movie.backdrop_path}"`);
    // No inline script: the only one is the external player script.
    expect(res.text.match(/<script[^>]*>/g)).toEqual(['<script src="/embed/player.js" defer>']);
    expect(res.text).not.toMatch(/ style="/);
    expect(res.text).not.toMatch(OPERATOR_TEXT);
  });

  it("screens an episode for the episode's runtime, with its still", async () => {
    const res = await t.http().get(`/embed/tv/${show.id}/1/2`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 dir="auto">${show.name}</h1>`);
    expect(res.text).toContain('Season 1 · Episode 2');
    expect(res.text).toContain(`data-duration="${(episode.runtime as number) * 60}"`);
    expect(res.text).toContain('Runtime 51m');
    expect(res.text).toContain(`src="/img/original${episode.still_path}"`);
    expect(res.text).not.toMatch(OPERATOR_TEXT);
  });

  it('labels the backup server as the backup', async () => {
    const res = await t.http().get(`/embed/backup/movie/${movie.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Marquee Player (backup) · Preview');
    expect((await t.http().get(`/embed/movie/${movie.id}`)).text).not.toContain('(backup)');
  });

  it('serves the player script as JavaScript', async () => {
    const res = await t.http().get('/embed/player.js');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/javascript');
    expect(res.text).toContain("type: 'PLAYER_EVENT'");
    // Reports go to the framing page's origin, never to whoever asks.
    expect(res.text).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  it('speaks the language the watch page names, and English for any other', async () => {
    const ar = await t.http().get(`/embed/tv/${show.id}/1/2?lang=ar`);
    expect(ar.status).toBe(200);
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('الموسم 1 · الحلقة 2');
    expect(ar.text).toContain('المدة 51 د');
    // The built-in player's own name is translated too.
    expect(ar.text).toContain('مشغّل Marquee · معاينة');
    expect(ar.text).toContain('aria-label="شريط التقدم"');
    // The script's words come with the page.
    expect(ar.text).toContain('data-text-pause="إيقاف مؤقت"');
    expect(ar.text).toContain('data-text-position="{now} من {total}"');
    // The title is the catalogue's (English in the demo) and reads in its own direction.
    expect(ar.text).toContain(`<h1 dir="auto">${show.name}</h1>`);

    const ja = await t.http().get(`/embed/movie/${movie.id}?lang=ja`);
    expect(ja.text).toContain('<html lang="ja" dir="ltr">');
    // Hours and minutes in Japanese (Intl's units), not the English '2h 32m'.
    expect(ja.text).toContain('上映時間 2 時間 32 分');

    for (const lang of ['xx', 'pseudo', '<script>', '']) {
      const res = await t.http().get(`/embed/movie/${movie.id}?lang=${encodeURIComponent(lang)}`);
      expect(res.status, lang).toBe(200);
      expect(res.text, lang).toContain('<html lang="en" dir="ltr">');
      expect(res.text, lang).toContain('Runtime 2h 32m');
    }
    // The browser's languages do not decide it: the app around the player does.
    const browser = await t.http().get(`/embed/movie/${movie.id}`).set('Accept-Language', 'fr');
    expect(browser.text).toContain('<html lang="en" dir="ltr">');

    const missing = await t.http().get('/embed/movie/2147483000?lang=de');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Titel nicht gefunden</h1>');
    expect(missing.text).toContain('Dieser Titel ist nicht im Katalog.');
  });

  it('answers 404 pages, without operator text, for unknown titles and malformed links', async () => {
    for (const path of ['/embed/movie/2147483000', '/embed/movie/abc', '/embed/tv/1/x/1']) {
      const res = await t.http().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('Title not found');
      expect(res.text, path).not.toMatch(OPERATOR_TEXT);
    }
  });
});
