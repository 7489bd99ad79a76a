import { readFile } from 'node:fs/promises';
import type { AppDeps } from '../deps';
import { type CatalogueLanguage, catalogueConfig, home } from '../features/catalogue/service';

/**
 * The home page's data inside its HTML, so a first visit paints the hero and rows without
 * another round trip after the code arrives. It travels as a JSON data block
 * (`<script type="application/json" id="boot-data">`), which browsers never execute, so the
 * page policy keeps forbidding inline scripts. The client (lib/route-prefetch.ts) puts it
 * in the query cache under the same keys the tRPC calls fill. When the catalogue does not
 * answer within BOOT_DATA_WAIT_MS (a cold cache in front of a slow upstream), the page goes
 * out without it and the client asks as usual. Repeat visits get the service worker's copy
 * of index.html, without data, and ask as usual too.
 */
export const BOOT_DATA_ID = 'boot-data';
export const BOOT_DATA_WAIT_MS = 300;

/** JSON safe inside a script element: no `<` at all, so no `</script>` or `<!--`. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The home data block, or '' when the catalogue cannot answer in time. */
export async function homeBootBlock(
  deps: AppDeps,
  lang?: CatalogueLanguage,
  waitMs = BOOT_DATA_WAIT_MS,
): Promise<string> {
  const svc = deps.services.catalogue;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const data = await Promise.race([
    home(svc, lang).then((h) => ({ home: h, config: catalogueConfig(svc) })),
    late,
  ])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  return data ? `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(data)}</script>` : '';
}

/** index.html with the block added at the end of its body. */
export async function indexWithBlock(indexFile: string, block: string): Promise<string> {
  const html = await readFile(indexFile, 'utf8');
  if (!block) return html;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + block : html.slice(0, at) + block + html.slice(at);
}
