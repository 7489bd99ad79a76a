import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createImageMemo, generateImage, imagesRouter } from '../../src/server/features/catalogue/images';
import { IMAGE_WIDTHS } from '../../src/server/features/catalogue/sources/demo/artwork';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { escapeXml, wrap } from '../../src/server/features/catalogue/sources/demo/poster-art';

const app = express();
app.use(imagesRouter);

const cat = getDemoCatalogue();
const film = cat.movies.find((e) => e.title === 'The Dark Knight')!;
const show = cat.shows.find((e) => e.title === 'Breaking Bad')!;
const SIZES = ['w92', 'w154', 'w185', 'w300', 'w342', 'w500', 'w780', 'w1280', 'original'];

const dims = (svg: string) => {
  const m = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
};

describe('GET /img/:size/:file', () => {
  it.each(SIZES)('serves a poster at %s with long-lived cache headers and an ETag', async (size) => {
    const res = await request(app).get(`/img/${size}/p-m${film.id}.svg`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const svg = res.body.toString();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('The Dark');
    expect(svg).toContain('>2008<');
    const { width, height } = dims(svg)!;
    expect(width).toBe(IMAGE_WIDTHS[size]);
    expect(height).toBe(Math.round(width * 1.5)); // 2:3
  });

  it('serves 16:9 backdrops and episode stills for shows', async () => {
    const backdrop = await request(app).get(`/img/w780/b-t${show.id}.svg`).buffer(true);
    expect(backdrop.status).toBe(200);
    expect(dims(backdrop.body.toString())).toEqual({ width: 780, height: Math.round((780 * 9) / 16) });
    // A picture with no text: the hero's copy sits on it.
    expect(backdrop.body.toString()).not.toMatch(/<text/);
    const still = await request(app).get(`/img/w300/s-t${show.id}-2-5.svg`).buffer(true);
    expect(still.status).toBe(200);
    expect(dims(still.body.toString())!.width).toBe(300);
    const other = await request(app).get(`/img/w300/s-t${show.id}-2-6.svg`).buffer(true);
    expect(other.body.toString()).not.toBe(still.body.toString());
  });

  it('answers 304 when If-None-Match carries the ETag', async () => {
    const first = await request(app).get(`/img/w500/p-t${show.id}.svg`);
    const etag = first.headers.etag as string;
    const again = await request(app).get(`/img/w500/p-t${show.id}.svg`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const weak = await request(app).get(`/img/w500/p-t${show.id}.svg`).set('If-None-Match', `"x", W/${etag}`);
    expect(weak.status).toBe(304);
    const stale = await request(app).get(`/img/w500/p-t${show.id}.svg`).set('If-None-Match', '"other"');
    expect(stale.status).toBe(200);
  });

  it('is deterministic: same bytes and ETag every time, different art for different titles', async () => {
    const a = await request(app).get(`/img/w342/p-m${film.id}.svg`).buffer(true);
    const b = await request(app).get(`/img/w342/p-m${film.id}.svg`).buffer(true);
    expect(b.body.toString()).toBe(a.body.toString());
    expect(b.headers.etag).toBe(a.headers.etag);
    const other = await request(app).get(`/img/w342/p-m${cat.movies[0]!.id}.svg`).buffer(true);
    expect(other.headers.etag).not.toBe(a.headers.etag);
    const colour = (svg: string) => /<rect width="200" height="300" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(colour(a.body.toString())).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = await request(app).get(`/img/w500/p-m${film.id}.svg`).buffer(true);
    expect(sizes.headers.etag).not.toBe(a.headers.etag); // the size is part of the image
  });

  it('escapes titles and keeps every image small', async () => {
    const amp = cat.movies.find((e) => e.title.includes('&'))!;
    const res = await request(app).get(`/img/w500/p-m${amp.id}.svg`).buffer(true);
    const svg = res.body.toString();
    expect(svg).toContain('&#38;');
    expect(svg).not.toMatch(/&(?!#\d+;)/);
    const longest = [...cat.movies].sort((x, y) => y.title.length - x.title.length)[0]!;
    for (const file of [`p-m${longest.id}.svg`, `b-m${longest.id}.svg`]) {
      const r = await request(app).get(`/img/original/${file}`).buffer(true);
      expect(r.status).toBe(200);
      expect(r.body.length).toBeLessThan(3072);
    }
    // The poster sets the title wrapped over lines, not cut; the backdrop has no text.
    const poster = await request(app).get(`/img/original/p-m${longest.id}.svg`).buffer(true);
    expect(poster.body.toString()).toMatch(/COSMOS<\/tspan>/);
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });

  it('wraps titles on word boundaries', () => {
    expect(wrap('The Lord of the Rings', 10, 5)).toEqual(['The Lord', 'of the', 'Rings']);
    expect(wrap('Supercalifragilistic', 8, 5)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrap('one two three four', 5, 2)).toEqual(['one', 'two…']);
  });

  it.each([
    ['an unknown size', `/img/w999/p-m${film.id}.svg`],
    ['an unknown file pattern', `/img/w500/x-m${film.id}.svg`],
    ['a person image', '/img/w185/pr-123.svg'],
    ['a non-svg name', `/img/w500/p-m${film.id}.png`],
    ['an unknown film', '/img/w500/p-m1.svg'],
    ['a film id as a show', `/img/w500/p-t${film.id}.svg`],
    ['an episode past the season', `/img/w300/s-t${show.id}-1-8.svg`],
    ['a season that does not exist', `/img/w300/s-t${show.id}-6-1.svg`],
  ])('answers 404 JSON for %s', async (_, url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Image not found' });
  });

  it('answers HEAD without a body', async () => {
    const res = await request(app).head(`/img/w185/p-m${film.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(200);
  });
});

describe('the rendered-image memo', () => {
  it('keeps renderings in the memo it is given, bounded, and none without one', () => {
    const memo = createImageMemo();
    const file = `p-m${film.id}.svg`;
    const first = generateImage('w185', file, memo);
    expect(generateImage('w185', file, memo)).toBe(first);
    expect(generateImage('w185', file)).not.toBe(first);
    expect(generateImage('w185', file)).toEqual(first);
    expect(memo.size).toBe(1);
    // Bounded in bytes, whatever the images weigh.
    expect(memo.maxSize).toBe(8 * 1024 * 1024);
    expect(memo.calculatedSize).toBeGreaterThan(first!.body.length);
    expect(generateImage('w185', 'p-m999999999.svg', memo)).toBeNull();
    expect(memo.size).toBe(1);
  });
});
