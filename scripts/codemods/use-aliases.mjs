// Rewrites relative imports that climb three or more folders ('../../../shared/x') to the
// path aliases of tsconfig.json ('@shared/x', '@client/x', '@server/x'), which vite, vitest,
// tsc, tsx and esbuild (scripts/build-server.mjs) all resolve. Shallower imports stay
// relative: inside one area they read better that way.
//
//   node scripts/codemods/use-aliases.mjs            rewrite the files in place
//   node scripts/codemods/use-aliases.mjs --check    list what would change, change nothing
//
// It rewrites module specifiers only: `from '…'` (import and export), `import '…'`,
// `import('…')` and `vi.mock('…')` / `vi.importActual('…')`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const ALIASES = [
  ['@shared', path.join(root, 'src/shared')],
  ['@client', path.join(root, 'src/client')],
  ['@server', path.join(root, 'src/server')],
];
const FOLDERS = ['src', 'tests', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const MIN_LEVELS = 3;

// The quote and the specifier of every module reference this codemod handles.
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\bvi\s*\.\s*(?:mock|importActual|doMock)\s*\(\s*)(['"])(\.\.\/[^'"]*)\2/g;

/** The alias form of `specifier` as written in `file`, or null to leave it as it is. */
export function aliasFor(file, specifier) {
  const levels = specifier.match(/^(\.\.\/)+/)?.[0].length / 3;
  if (!levels || levels < MIN_LEVELS) return null;
  const target = path.resolve(path.dirname(file), specifier);
  for (const [alias, dir] of ALIASES) {
    const rel = path.relative(dir, target);
    if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel)))
      return rel === '' ? alias : `${alias}/${rel.split(path.sep).join('/')}`;
  }
  return null;
}

/** `text` with every deep relative specifier rewritten, and how many were. */
export function rewrite(file, text) {
  let count = 0;
  const out = text.replace(SPECIFIER, (whole, before, quote, specifier) => {
    const alias = aliasFor(file, specifier);
    if (alias === null) return whole;
    count++;
    return `${before}${quote}${alias}${quote}`;
  });
  return { text: out, count };
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let files = 0;
  let imports = 0;
  for (const folder of FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const before = readFileSync(file, 'utf8');
      const { text, count } = rewrite(file, before);
      if (count === 0) continue;
      files++;
      imports += count;
      if (check) console.log(`${path.relative(root, file)}: ${count}`);
      else writeFileSync(file, text);
    }
  }
  console.log(`${check ? 'Would rewrite' : 'Rewrote'} ${imports} imports in ${files} files.`);
}
