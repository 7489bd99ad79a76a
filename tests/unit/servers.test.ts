import { describe, expect, it } from 'vitest';
import { chooseServer, enabledServers, playerUrl, type StreamingServer } from '../../src/shared/servers';

const srv = (id: number | string, priority: number, enabled = true): StreamingServer => ({
  id,
  name: `S${id}`,
  movieUrl: `https://s${id}.example/movie`,
  tvUrl: `https://s${id}.example/tv`,
  enabled,
  priority,
});

const config = (servers: StreamingServer[], defaultServer: number | string = 1) => ({
  servers,
  settings: { defaultServer, autoFallback: true, maxRetries: 3, loadTimeout: 10000 },
});

describe('chooseServer (saved default, else configuration default, else first enabled)', () => {
  const servers = [srv(1, 2), srv(2, 1), srv(3, 3)];

  it("uses the user's saved default when it names an enabled server", () => {
    expect(chooseServer(config(servers, 1), 3)?.id).toBe(3);
  });

  it('matches ids across number and string (a preference saved as "3")', () => {
    expect(chooseServer(config(servers, 1), '3')?.id).toBe(3);
    expect(chooseServer(config([srv('alpha', 1), srv('beta', 2)], 'beta' as never), null)?.id).toBe('beta');
  });

  it('falls back to the configuration default when nothing is saved (null = Auto Select)', () => {
    expect(chooseServer(config(servers, 1), null)?.id).toBe(1);
    expect(chooseServer(config(servers, 1), undefined)?.id).toBe(1);
  });

  it('ignores a saved default that is unknown or disabled', () => {
    expect(chooseServer(config(servers, 1), 99)?.id).toBe(1);
    expect(chooseServer(config([srv(1, 1), srv(2, 2, false)], 1), 2)?.id).toBe(1);
  });

  it('falls back to the first enabled server by priority when the default is disabled or unknown', () => {
    expect(chooseServer(config([srv(1, 1, false), srv(2, 3), srv(3, 2)], 1), null)?.id).toBe(3);
    expect(chooseServer(config(servers, 42), null)?.id).toBe(2);
  });

  it('answers null when no server is enabled (the watch page goes to /404)', () => {
    expect(chooseServer(config([srv(1, 1, false), srv(2, 2, false)], 1), 1)).toBeNull();
  });

  it('orders enabled servers by priority, list order breaking ties', () => {
    expect(enabledServers([srv(1, 2), srv(2, 1), srv(3, 2), srv(4, 0, false)]).map((s) => s.id)).toEqual([
      2, 1, 3,
    ]);
  });
});

describe('playerUrl', () => {
  it('builds {movieUrl}/{id} and {tvUrl}/{id}/{season}/{episode}', () => {
    expect(playerUrl(srv(1, 1), { type: 'movie', id: 550 })).toBe('https://s1.example/movie/550');
    expect(playerUrl(srv(1, 1), { type: 'tv', id: 1399, season: 2, episode: 5 })).toBe(
      'https://s1.example/tv/1399/2/5',
    );
  });
});
