import { parse } from 'regexparam';
import { SCREENS, type ScreenName } from '../../shared/routes';

const MATCHERS = (Object.keys(SCREENS) as ScreenName[]).flatMap((name) =>
  SCREENS[name].patterns.map((p) => ({ name, ...parse(p) })),
);

/**
 * The screen a page address opens, with its params, as the client's route table matches it
 * (the same patterns, shared/routes.ts, in the same order); null for no screen. Read by the
 * per-page preloads and the page's boot data.
 */
export function matchScreen(path: string): { name: ScreenName; params: Record<string, string> } | null {
  for (const m of MATCHERS) {
    const found = m.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    m.keys.forEach((key, i) => {
      params[key] = found[i + 1] ?? '';
    });
    return { name: m.name, params };
  }
  return null;
}
