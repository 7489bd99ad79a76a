// Builds the client when it is missing or older than its sources, so `npm start` on a
// fresh clone serves the whole product without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist/client/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [path.join(root, 'src/client'), path.join(root, 'src/shared'), path.join(root, 'public')];
const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
const changedAt = Math.max(
  ...sources.filter(existsSync).map(newest),
  ...['vite.config.ts', 'vite.pwa.ts']
    .filter((f) => existsSync(path.join(root, f)))
    .map((f) => statSync(path.join(root, f)).mtimeMs),
);

if (builtAt < changedAt) {
  console.log(builtAt ? 'Client sources changed: rebuilding…' : 'Building the client (first start)…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
