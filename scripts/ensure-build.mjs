// Builds what `npm start` serves when it is missing or older than its sources: the client
// (vite) and the compiled server (scripts/build-server.mjs), so `npm start` on a fresh
// clone serves the whole product without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(p)) t = Math.max(t, newest(path.join(p, entry)));
  return t;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const clientIndex = at('dist/client/index.html');
const clientChanged = Math.max(
  ...['src/client', 'src/shared', 'public', 'vite.config.ts', 'vite.pwa.ts'].map((p) => newest(at(p))),
);
if (builtAt(clientIndex) < clientChanged) {
  console.log(
    builtAt(clientIndex) ? 'Client sources changed: rebuilding…' : 'Building the client (first start)…',
  );
  // NODE_ENV as `npm run build` has it: a caller's (vitest sets `test`) would make Vite bundle
  // React's development build, three times the size and far slower, into what is served.
  execSync('npx vite build --logLevel warn', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const serverBundle = at('dist/server/index.js');
const serverChanged = Math.max(
  ...['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'].map((p) => newest(at(p))),
);
if (builtAt(serverBundle) < serverChanged) {
  console.log(
    builtAt(serverBundle) ? 'Server sources changed: recompiling…' : 'Compiling the server (first start)…',
  );
  await bundleServer('src/server/index.ts', 'dist/server/index.js');
}
