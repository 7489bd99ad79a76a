/**
 * Which player URLs a streaming-server configuration may name (the configuration's
 * own rules plus our safety rules). A player URL becomes an iframe source and its origin a Content-Security-Policy
 * frame source, so the raw text is checked, not only what WHATWG URL makes of it: the URL
 * parser keeps `;`, `,`, `'` and `*` in a host and reads `https:evil.example` as
 * `https://evil.example`, and any of those would either open framing to every site or
 * make the policy header invalid. Pure: no I/O here.
 */

/** Far above any real player base; keeps one document's error messages and CSP bounded. */
const MAX_PLAYER_URL_LENGTH = 2048;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DNS_OR_IPV4 = `${LABEL}(?:\\.${LABEL})*`;
const IPV6 = '\\[[0-9a-f:.]+\\]';

/** `scheme://host[:port]`, the host a plain DNS name or IP literal: what a CSP source may hold. */
const ORIGIN = new RegExp(`^https?://(?:${DNS_OR_IPV4}|${IPV6})(?::\\d{1,5})?$`);
/** The raw start of an absolute player URL: the authority ends at the first `/`, `?` or `#`. */
const ABSOLUTE = /^(https?):\/\/([^/?#]*)/i;
const AUTHORITY = new RegExp(`^(${DNS_OR_IPV4}|${IPV6})(?::(\\d{1,5}))?$`);

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\\]/u;

/** True for an origin that may appear in a CSP source list as it is. */
export const isCspOrigin = (v: string): boolean => v.length <= 300 && ORIGIN.test(v);

/** Plain http is allowed for local development only. `hostname` is the parser's, so a quad is valid. */
const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Why `v` cannot be a player URL, or null when it can: an absolute `https:` URL on a plain
 * DNS name or IP literal (`http:` only on a loopback host), or a path on this site starting
 * with a single `/`.
 */
export function playerUrlProblem(v: unknown): string | null {
  if (typeof v !== 'string' || v.length === 0) return 'it is empty or not text';
  if (v.length > MAX_PLAYER_URL_LENGTH) return `it is longer than ${MAX_PLAYER_URL_LENGTH} characters`;
  if (UNSAFE_CHARS.test(v)) return 'it contains spaces, control characters or backslashes';
  if (v.startsWith('/')) return v.startsWith('//') ? 'a site path must start with a single /' : null;
  const abs = ABSOLUTE.exec(v);
  if (!abs) return 'it must start with https:// or be a path on this site starting with /';
  const scheme = abs[1]!.toLowerCase();
  const authority = abs[2]!.toLowerCase();
  const parts = AUTHORITY.exec(authority);
  if (!parts)
    return 'the host must be a plain DNS name or IP address (no wildcard, user name or punctuation)';
  const [, host, port] = parts;
  if (host!.length > 253) return 'the host name is too long';
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65_535)) return 'the port must be 1-65535';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'it is not a valid URL';
  }
  // The parser rewrites some hosts (`0x7f.1` → `127.0.0.1`); what the browser frames must be what was checked.
  if (!host!.startsWith('[') && url.hostname !== host) return 'the host must be written in its plain form';
  if (scheme === 'http' && !isLoopback(url.hostname)) {
    return 'http:// is only for localhost, 127.0.0.0/8 and [::1]; use https://';
  }
  return null;
}

const isPlayerUrl = (v: unknown): v is string => playerUrlProblem(v) === null;

/** The CSP frame source for a valid absolute player URL; null for a site path or a refused URL. */
export function playerOrigin(v: string): string | null {
  if (v.startsWith('/') || !isPlayerUrl(v)) return null;
  const origin = new URL(v).origin;
  return isCspOrigin(origin) ? origin : null;
}
