import { expect } from 'vitest';

/**
 * Streaming-server configuration documents for tests, good and poisoned, and
 * the check that a page policy built from them is still a valid, small CSP.
 */
export const GOOD_ORIGIN = 'https://player-good.example';

export const playerServer = (i: number, movieUrl: string, tvUrl = movieUrl) => ({
  id: i + 1,
  name: `S${i + 1}`,
  movieUrl,
  tvUrl,
  enabled: true,
  priority: i + 1,
});

export const configDoc = (servers: unknown[]) => ({
  version: 'poisoned',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  servers,
  settings: { defaultServer: 1, autoFallback: true, maxRetries: 3, loadTimeout: 10000 },
});

export const GOOD_CONFIG = configDoc([playerServer(0, `${GOOD_ORIGIN}/movie`, `${GOOD_ORIGIN}/tv`)]);
/** A good server first, then one whose movie player is `url`. */
export const withPlayer = (url: string) =>
  configDoc([playerServer(0, `${GOOD_ORIGIN}/movie`), playerServer(1, url)]);
/** `n` servers on distinct hosts. */
export const manyServers = (n: number) =>
  configDoc(
    Array.from({ length: n }, (_, i) =>
      playerServer(i, `https://p${i}.example/m`, `https://q${i}.example/t`),
    ),
  );

/** Player URLs that once broke the page policy or escaped to another site. */
export const POISONED_PLAYER_URLS = [
  'https://player.example;script-src/movie',
  'https://*/m',
  'https://a.example,https://b.example/m',
  "https://a.example'/m",
  'https:evil.example/m',
  '/\\evil.example/movie',
  '/\t/evil.example/tv',
  '//evil.example/m',
  'http://player.example/m',
  'javascript:alert(1)',
] as const;

/** A source a page policy may hold: keywords, hashes, data:, or a plain origin. */
const SOURCE =
  /^(?:'self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/=]+'|data:|https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?)$/;

export function assertValidCsp(header: string | undefined, where: string): Record<string, string[]> {
  expect(header, where).toBeTypeOf('string');
  const csp = header as string;
  expect(csp.length, where).toBeLessThan(4096);
  const directives: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    expect(name, where).toMatch(/^[a-z-]+$/);
    expect(directives, `${where}: ${name} twice`).not.toHaveProperty(name as string);
    for (const s of sources) expect(s, `${where}: ${name}`).toMatch(SOURCE);
    directives[name as string] = sources;
  }
  expect(directives['default-src'], where).toEqual(["'self'"]);
  return directives;
}
