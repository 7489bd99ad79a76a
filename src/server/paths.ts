import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (package.json, drizzle/, public/, dist/): found by walking up
 * from this module, so it is the same whether the server runs from its sources (tsx,
 * tests) or from the bundle in dist/server.
 */
export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No project root (package.json and drizzle/) above ${from}`);
  }
}
