import { describe, expect, it } from 'vitest';
import { listedEpisodes } from '../../src/client/routes/watch/Episodes';
import { ownPlayerUrl, resumePoint } from '../../src/client/routes/watch/resume';
import { screeningLength } from '../../src/server/features/server-config/embed';
import { clock } from '../../src/server/features/server-config/embed-page';

describe('the preview player on the server', () => {
  it('screens the real runtime, else the usual episode length, else a stand-in, and says which', () => {
    expect(screeningLength('movie', 152)).toEqual({ duration: 9120, lengthLabel: 'Runtime 2h 32m' });
    expect(screeningLength('episode', null, 51)).toEqual({
      duration: 3060,
      lengthLabel: 'Runtime unknown · usual episode length 51m',
    });
    expect(screeningLength('episode', null)).toEqual({
      duration: 2700,
      lengthLabel: 'Runtime unknown · 45m preview',
    });
    expect(screeningLength('movie', null).lengthLabel).toBe('Runtime unknown · 1h 30m preview');
  });

  it.each([
    [0, '0:00'],
    [59.9, '0:59'],
    [754, '12:34'],
    [9120, '2:32:00'],
  ])('clock(%d) = %s', (s, text) => expect(clock(s)).toBe(text));
});

describe('resuming on the watch page', () => {
  it.each([
    [null, 0],
    [{ position: 5, duration: 6000 }, 0],
    [{ position: 2400.7, duration: 6000 }, 2400],
    [{ position: 5980, duration: 6000 }, 0],
    [{ position: 5750, duration: 6000 }, 0],
    [{ position: 100, duration: 0 }, 0],
  ])('%j resumes at %d', (saved, at) => expect(resumePoint(saved)).toBe(at));

  const here = 'https://marquee.example/watch/movie/1';
  it('gives only players on this site their start, in the fragment', () => {
    expect(ownPlayerUrl('/embed/movie/1', { at: 120, autoplay: true }, here)).toBe('/embed/movie/1#t=120');
    expect(ownPlayerUrl('https://marquee.example/embed/movie/1', { at: 0, autoplay: false }, here)).toBe(
      'https://marquee.example/embed/movie/1#autoplay=0',
    );
    expect(ownPlayerUrl('/embed/movie/1', { at: 0, autoplay: true }, here)).toBe('/embed/movie/1');
    expect(ownPlayerUrl('https://player.example/embed/movie/1', { at: 120, autoplay: false }, here)).toBe(
      'https://player.example/embed/movie/1',
    );
  });

  it('tells only players on this site the interface language, in the query', () => {
    expect(ownPlayerUrl('/embed/movie/1', { at: 120, autoplay: true }, here, 'ar')).toBe(
      '/embed/movie/1?lang=ar#t=120',
    );
    expect(ownPlayerUrl('/embed/tv/1/1/2', undefined, here, 'pt-BR')).toBe('/embed/tv/1/1/2?lang=pt-BR');
    expect(ownPlayerUrl('/embed/movie/1?x=1', { at: 0, autoplay: true }, here, 'ja')).toBe(
      '/embed/movie/1?x=1&lang=ja',
    );
    // English needs nothing; the pseudo-locale is not a language the server has.
    expect(ownPlayerUrl('/embed/movie/1', undefined, here, 'en')).toBe('/embed/movie/1');
    expect(ownPlayerUrl('/embed/movie/1', undefined, here, 'pseudo')).toBe('/embed/movie/1');
    expect(ownPlayerUrl('https://player.example/embed/movie/1', undefined, here, 'ar')).toBe(
      'https://player.example/embed/movie/1',
    );
  });
});

describe("the watch page's episode list", () => {
  const season = (n: number) => Array.from({ length: n }, (_, i) => ({ episodeNumber: i + 1 }));

  it('lists the first 20 and counts the rest after the playing one', () => {
    const l = listedEpisodes(season(22), 3);
    expect(l.first).toHaveLength(20);
    expect(l).toMatchObject({ playing: null, before: 0, after: 2 });
  });

  it('adds a later playing episode and counts the unlisted ones on either side', () => {
    expect(listedEpisodes(season(22), 22)).toMatchObject({
      playing: { episodeNumber: 22 },
      before: 1,
      after: 0,
    });
    expect(listedEpisodes(season(25), 21)).toMatchObject({
      playing: { episodeNumber: 21 },
      before: 0,
      after: 4,
    });
    expect(listedEpisodes(season(25), 23)).toMatchObject({ before: 2, after: 2 });
  });

  it('lists short seasons whole, and an unknown episode changes nothing', () => {
    expect(listedEpisodes(season(8), 6)).toMatchObject({ playing: null, before: 0, after: 0 });
    expect(listedEpisodes(season(22), 40)).toMatchObject({ playing: null, before: 0, after: 2 });
  });
});
