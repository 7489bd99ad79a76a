import { describe, expect, it } from 'vitest';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import {
  artSubject,
  LAYOUTS,
  layoutOf,
  posterSvg,
  widePictureSvg,
} from '../../src/server/features/catalogue/sources/demo/poster-art';

const catalogue = getDemoCatalogue();
const everyTitle = [...catalogue.movies, ...catalogue.shows];
/** The text drawn in an SVG (aria-label aside), tag by tag. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!);
const decodeEntities = (s: string) =>
  s.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));

describe('demo artwork', () => {
  it('is deterministic per title', () => {
    for (const e of everyTitle.slice(0, 50)) {
      expect(posterSvg(artSubject(e), 342)).toBe(posterSvg(artSubject(e), 342));
      expect(widePictureSvg(artSubject(e), 780)).toBe(widePictureSvg(artSubject(e), 780));
    }
  });

  it('uses every composition across the catalogue, none for more than a third of it', () => {
    const counts = new Map<string, number>();
    for (const e of everyTitle)
      counts.set(layoutOf(artSubject(e).seed), (counts.get(layoutOf(artSubject(e).seed)) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...LAYOUTS].sort());
    for (const [layout, n] of counts) expect(n, layout).toBeLessThan(everyTitle.length / 3);
  });

  it('stays small: posters under 3 KB, wide pictures under 2.5 KB, for every title', () => {
    let largest = 0;
    for (const e of everyTitle) {
      const poster = Buffer.byteLength(posterSvg(artSubject(e), 500));
      largest = Math.max(largest, poster);
      expect(poster, e.title).toBeLessThan(3 * 1024);
      expect(Buffer.byteLength(widePictureSvg(artSubject(e), 1280, '-1-3')), e.title).toBeLessThan(
        2.5 * 1024,
      );
    }
    expect(largest).toBeGreaterThan(500);
  });

  it('sets the title once on the poster, with the year and the credit from the data', () => {
    const film = catalogue.movies.find((m) => m.movie?.director && m.year && m.title.split(' ').length >= 2)!;
    const drawn = texts(posterSvg(artSubject(film), 342)).map(decodeEntities);
    const titleText = drawn.find((t) => t.includes('<tspan'))!;
    const lines = [...titleText.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]);
    expect(lines.join(' ')).toBe(film.title.toUpperCase());
    expect(drawn.filter((t) => t.includes('<tspan'))).toHaveLength(1);
    expect(drawn).toContain(String(film.year));
    expect(drawn).toContain(`DIRECTED BY ${film.movie!.director!.toUpperCase()}`);
  });

  it('invents no credit: a title without a director or creators has none', () => {
    const subject = { ...artSubject(catalogue.movies[0]!), credit: '' };
    expect(texts(posterSvg(subject, 342)).some((t) => t.includes('BY '))).toBe(false);
  });

  it('escapes what it draws', () => {
    const svg = posterSvg(
      { seed: 'x', title: 'A <b> & "c" \'d\'', year: 2001, genreIds: [35], credit: 'Directed by <i>' },
      342,
    );
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<i>');
    expect(svg).toContain('&#60;B&#62;');
  });

  it('puts no text at all on backdrops and stills', () => {
    for (const e of everyTitle.slice(0, 200)) {
      for (const svg of [widePictureSvg(artSubject(e), 1280), widePictureSvg(artSubject(e), 780, '-2-5')]) {
        expect(svg).not.toMatch(/<text|<tspan/);
        expect(svg).toContain('aria-hidden="true"');
      }
    }
  });

  it('draws each episode of a show differently, in the family of the show', () => {
    const show = catalogue.shows[0]!;
    const a = widePictureSvg(artSubject(show), 780, '-1-1');
    const b = widePictureSvg(artSubject(show), 780, '-1-2');
    expect(a).not.toBe(b);
    const ground = (svg: string) => /<rect width="320" height="180" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(ground(a)).toBe(ground(b));
  });
});

describe('demo poster titles', () => {
  it('never split a word, however long: a long word is squeezed onto its own line', () => {
    for (const title of [
      'Assassination',
      'The Assassination of Jesse James by the Coward Robert Ford',
      'Supercalifragilisticexpialidocious',
    ]) {
      const svg = posterSvg({ seed: title, title, year: 2007, genreIds: [37], credit: '' }, 342);
      const lines = [...svg.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!);
      const words = title.toUpperCase().split(' ');
      for (const line of lines)
        for (const w of line.replace('…', '').split(' '))
          expect(words.some((x) => x.startsWith(w))).toBe(true);
      expect(lines.join(' ').replace('…', '')).toBe(
        title.toUpperCase().slice(0, lines.join(' ').replace('…', '').length),
      );
    }
  });
});

describe('demo poster small type', () => {
  it('keeps the title above the credit and year on every poster', () => {
    const catalogue = getDemoCatalogue();
    for (const e of [...catalogue.movies, ...catalogue.shows]) {
      const svg = posterSvg(artSubject(e), 342);
      const baselines = [...svg.matchAll(/<tspan x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1]));
      const small = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*font-size="(?:6\.5|7\.5)"/g)].map(
        (m) => Number(m[1]),
      );
      if (small.length === 0) continue;
      expect(Math.max(...baselines), e.title).toBeLessThanOrEqual(Math.min(...small) - 10);
    }
  });
});
