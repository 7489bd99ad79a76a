import { describe, expect, it } from 'vitest';
import { parsePlayerMessage, playerOrigin } from '../../src/client/components/player/messages';
import { parseWatchParams } from '../../src/client/routes/watch';

describe('watch page routes', () => {
  it.each([
    [
      { type: 'movie', id: '550' },
      { type: 'movie', id: 550 },
    ],
    [
      { type: 'tv', id: '1399' },
      { type: 'tv', id: 1399, season: null, episode: null },
    ],
    [
      { type: 'tv', id: '1399', season: '2', episode: '5' },
      { type: 'tv', id: 1399, season: 2, episode: 5 },
    ],
  ])('%j → %j', (params, target) => {
    expect(parseWatchParams(params)).toEqual(target);
  });

  it.each([
    { type: 'book', id: '1' },
    { type: 'movie', id: 'abc' },
    { type: 'movie', id: '0' },
    { type: 'movie', id: '12', season: '1', episode: '1' },
    { type: 'tv', id: '12', season: 'x', episode: '1' },
    { type: 'tv', id: '12', season: '1', episode: '0' },
    { type: 'movie', id: '99999999999' },
  ])('%j is not a title (→ /404)', (params) => {
    expect(parseWatchParams(params)).toBeNull();
  });
});

describe('player messages', () => {
  it('accepts PLAYER_EVENT timeupdate and ended, as objects or JSON text', () => {
    const msg = { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 12.5, duration: 100 } };
    expect(parsePlayerMessage(msg)).toEqual({ event: 'timeupdate', currentTime: 12.5, duration: 100 });
    expect(parsePlayerMessage(JSON.stringify({ ...msg, data: { ...msg.data, event: 'ended' } }))).toEqual({
      event: 'ended',
      currentTime: 12.5,
      duration: 100,
    });
    // A position past the end is read as the end.
    expect(parsePlayerMessage({ ...msg, data: { ...msg.data, currentTime: 150 } })?.currentTime).toBe(100);
  });

  it.each([
    null,
    'not json',
    { type: 'OTHER', data: { event: 'ended', currentTime: 1, duration: 2 } },
    { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: 1, duration: 2 } },
    { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: -1, duration: 2 } },
    { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 1, duration: 0 } },
    { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 'x', duration: 2 } },
  ])('ignores %j', (data) => {
    expect(parsePlayerMessage(data)).toBeNull();
  });

  it('resolves the player origin against the page', () => {
    expect(playerOrigin('/embed/movie/1', 'https://marquee.example/watch/movie/1')).toBe(
      'https://marquee.example',
    );
    expect(playerOrigin('https://p.example:8443/m/1', 'https://marquee.example/')).toBe(
      'https://p.example:8443',
    );
  });
});
