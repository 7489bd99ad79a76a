import type { AppDeps } from '../deps';
import { frameSrcFor, securityHeaders } from './security';

/**
 * The security headers of the page policy as one flat `[name, value, …]` list, for answers
 * written outside Express (cached catalogue hits, features/catalogue/rest.ts), which must
 * carry exactly what the middleware gives every other answer. The list is what
 * `securityHeaders` itself sets, captured by running it once against a stub response, so it
 * cannot drift from the middleware. The CSP names the current streaming configuration's frame
 * sources, so the list is captured again when those change (an admin refresh), and only then.
 */
export function securityHeaderList(deps: AppDeps, opts: { dev?: boolean } = {}): () => readonly string[] {
  const middleware = securityHeaders(deps, opts);
  const frameSrc = frameSrcFor(deps);
  let captured: string | undefined;
  let list: string[] = [];
  return () => {
    const value = frameSrc();
    if (value !== captured) {
      captured = value;
      list = capture(middleware);
    }
    return list;
  };
}

type Middleware = ReturnType<typeof securityHeaders>;

function capture(middleware: Middleware): string[] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    locals: {},
  };
  const req = { method: 'GET', url: '/', headers: {}, secure: false };
  let failure: unknown;
  middleware(
    req as unknown as Parameters<Middleware>[0],
    res as unknown as Parameters<Middleware>[1],
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure;
  return [...headers.values()].flat();
}
