import { describe, expect, it } from 'vitest';
import { EPISODES_BEFORE, EPISODES_PAGE, episodeWindow } from '../../src/client/routes/watch/Episodes';
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
  it('lists a usual season whole, the playing episode among them', () => {
    expect(episodeWindow(22, 19)).toEqual({ start: 9, end: 22 });
    expect(episodeWindow(22, 2)).toEqual({ start: 0, end: 22 });
    expect(episodeWindow(22, 19, true)).toEqual({ start: 0, end: 22 });
  });

  it('shows a long season as a window around the playing episode, widened on request', () => {
    expect(episodeWindow(500, 200)).toEqual({ start: 200 - EPISODES_BEFORE, end: 201 + EPISODES_PAGE });
    expect(episodeWindow(500, 200, false, 2)).toEqual({
      start: 200 - EPISODES_BEFORE,
      end: 201 + 3 * EPISODES_PAGE,
    });
    expect(episodeWindow(500, 200, true, 100)).toEqual({ start: 0, end: 500 });
  });

  it('starts at the first episode when the playing one is not in the season', () => {
    expect(episodeWindow(80, -1)).toEqual({ start: 0, end: 1 + EPISODES_PAGE });
  });
});
