import { describe, expect, it } from 'vitest';
import { frameSourcesValue } from '../../src/server/http/security';
import { isCspOrigin, playerOrigin, playerUrlProblem } from '../../src/shared/player-url';

/** What a frame-src source may look like once it reaches the header. */
const SOURCE_SHAPE = /^(?:'self'|https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?)$/;

describe('player URLs (https:// or a site path, plus the CSP safety rules)', () => {
  it.each([
    ['https://player.example/embed/movie', 'https://player.example'],
    ['https://PLAYER.Example/movie', 'https://player.example'],
    ['https://a-b.c-d.example:8443/m', 'https://a-b.c-d.example:8443'],
    ['https://xn--bcher-kva.example/m', 'https://xn--bcher-kva.example'],
    ['https://203.0.113.7/m', 'https://203.0.113.7'],
    ['https://[2001:db8::1]:9443/m', 'https://[2001:db8::1]:9443'],
    ['https://player.example:443/m', 'https://player.example'],
    ['https://player.example', 'https://player.example'],
    ['https://player.example/m?lang=en', 'https://player.example'],
    ['http://localhost:5173/embed/movie', 'http://localhost:5173'],
    ['http://127.0.0.1:3000/embed/tv', 'http://127.0.0.1:3000'],
    ['http://127.1.2.3/m', 'http://127.1.2.3'],
    ['http://[::1]:8080/m', 'http://[::1]:8080'],
    ['/embed/movie', null],
    ['/embed/tv/', null],
  ])('accepts %s (frame source %s)', (url, origin) => {
    expect(playerUrlProblem(url)).toBeNull();
    expect(playerOrigin(url)).toBe(origin);
  });

  it.each([
    // The hosts: each would have reached the CSP header as it is.
    ['https://player.example;script-src/movie', 'plain DNS name'],
    ['https://*/m', 'plain DNS name'],
    ['https://*.example/m', 'plain DNS name'],
    ['https://a.example,b.example/m', 'plain DNS name'],
    ["https://a.example'/m", 'plain DNS name'],
    ['https://a.example"/m', 'plain DNS name'],
    ['https://a_b.example/m', 'plain DNS name'],
    ['https://a.example./m', 'plain DNS name'],
    ['https://-a.example/m', 'plain DNS name'],
    ['https://bücher.example/m', 'plain DNS name'],
    ['https://a%2eexample/m', 'plain DNS name'],
    ['https://user@a.example/m', 'plain DNS name'],
    ['https://user:pw@a.example/m', 'plain DNS name'],
    ['https://a.example@evil.example/m', 'plain DNS name'],
    ['https://a.example:/m', 'plain DNS name'],
    ['https://a.example:99999/m', 'port'],
    ['https://a.example:0/m', 'port'],
    ['https:///m', 'plain DNS name'],
    ['https://[zz::1]/m', 'plain DNS name'],
    [
      `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}/m`,
      'too long',
    ],
    // Hosts the URL parser rewrites: what is checked must be what is framed.
    ['https://0x7f.1/m', 'plain form'],
    ['https://1.2.3/m', 'plain form'],
    ['https://2130706433/m', 'plain form'],
    ['https://1.2.3.999/m', 'not a valid URL'],
    // Not `scheme://`: WHATWG URL would read these as absolute anyway.
    ['https:evil.example/m', 'must start with https://'],
    ['https:/evil.example/m', 'must start with https://'],
    ['HTTPS:evil.example', 'must start with https://'],
    ['javascript:alert(1)', 'must start with https://'],
    ['data:text/html,hi', 'must start with https://'],
    ['ftp://files.example/m', 'must start with https://'],
    ['player.example/m', 'must start with https://'],
    ['embed/movie', 'must start with https://'],
    // Paths that leave the site.
    ['//evil.example/m', 'single /'],
    ['/\\evil.example/movie', 'backslashes'],
    ['/\t/evil.example/tv', 'control characters'],
    ['/\n/evil.example/tv', 'control characters'],
    ['/embed/movie\u0000', 'control characters'],
    ['/embed /movie', 'spaces'],
    ['/embed\u2028/movie', 'spaces'],
    ['https://a.example/m\\x', 'backslashes'],
    ['https://a.example\t/m', 'control characters'],
    [' https://a.example/m', 'spaces'],
    // Plain http outside the loopback.
    ['http://player.example/m', 'http:// is only for localhost'],
    ['http://10.0.0.1/m', 'http:// is only for localhost'],
    ['http://localhost.evil.example/m', 'http:// is only for localhost'],
    ['http://128.0.0.1/m', 'http:// is only for localhost'],
    ['', 'empty'],
    [`/${'a'.repeat(2048)}`, 'longer than 2048'],
  ])('refuses %j (%s)', (url, reason) => {
    const problem = playerUrlProblem(url);
    expect(problem).toContain(reason);
    expect(playerOrigin(url)).toBeNull();
  });

  it('refuses values that are not text', () => {
    for (const v of [undefined, null, 42, {}, ['https://a.example/m']]) {
      expect(playerUrlProblem(v)).toBe('it is empty or not text');
    }
  });

  it('recognises only plain origins as CSP sources', () => {
    expect(isCspOrigin('https://a.example')).toBe(true);
    expect(isCspOrigin('https://[::1]:8080')).toBe(true);
    for (const bad of [
      "'self'",
      'https://*',
      'https://a.example;',
      'https://a.example/m',
      'https://a b',
      '*',
    ]) {
      expect(isCspOrigin(bad), bad).toBe(false);
    }
  });
});

describe('the page CSP frame-src value', () => {
  it('keeps only well-formed origins, whatever the configuration service returns', () => {
    const value = frameSourcesValue(() => [
      "'self'",
      'https://good.example',
      'https://player.example;script-src',
      'https://*',
      '*',
      "'unsafe-inline'",
      'https://a.example, https://b.example',
      'data:',
      'https://good.example',
      'http://localhost:5173',
    ]);
    expect(value).toBe("'self' https://good.example http://localhost:5173");
    for (const source of value.split(' ')) expect(source).toMatch(SOURCE_SHAPE);
  });

  it('stays within its budget however many origins there are', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `https://player-${i}.example`);
    const value = frameSourcesValue(() => many);
    expect(value.length).toBeLessThanOrEqual(4096 + 16);
    expect(value.startsWith("'self' https://player-0.example ")).toBe(true);
    for (const source of value.split(' ')) expect(source).toMatch(SOURCE_SHAPE);
  });

  it('never throws: a failing source list still gives a valid directive', () => {
    expect(
      frameSourcesValue(() => {
        throw new Error('broken');
      }),
    ).toBe("'self'");
  });
});
