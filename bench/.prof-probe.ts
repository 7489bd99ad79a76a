import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { startFakeTmdb } from './fake-tmdb';
const KEY = 'k';
const fake = await startFakeTmdb({ apiKey: KEY, latencyMs: 120 });
const spawn = (file: string, args: string[], first?: object) => {
  const proc = fork(new URL(file, import.meta.url).pathname, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  if (first) proc.send(first);
  return new Promise<{ proc: any; port: number }>((r) => proc.on('message', (m: any) => m.type === 'ready' && r({ proc, port: m.port })));
};
const app = await spawn('./catalogue-app.ts', [JSON.stringify({ tmdbUrl: fake.url, tmdbKey: KEY, databaseUrl: 'postgres://postgres@127.0.0.1:5432/marquee_probe_cat' })]);
const url = `http://127.0.0.1:${app.port}/api/tmdb/movie/popular`;
const s = await fetch(url); const body = Buffer.from(await s.arrayBuffer());
const bare = await spawn('./bare-server.ts', [], { body: body.toString('base64'), etag: s.headers.get('etag'), cacheControl: s.headers.get('cache-control') });
const bareUrl = `http://127.0.0.1:${bare.port}/x`;
const run = async (u: string) => { const r = await autocannon({ url: u, connections: 64, duration: Number(process.env.D ?? 4) }); return r.requests.average; };
await run(bareUrl); await run(url);
for (let i = 0; i < Number(process.env.R ?? 3); i++) { const b = await run(bareUrl); const a = await run(url); console.log(`bare ${b.toFixed(0)} app ${a.toFixed(0)} ratio ${(a / b).toFixed(2)}`); }
app.proc.kill(); bare.proc.kill(); await fake.close();
