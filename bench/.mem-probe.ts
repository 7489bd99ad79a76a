// Quick memory probe: only the distinct-requests part.
import { fork } from 'node:child_process';
import { startFakeTmdb } from './fake-tmdb';
const KEY='k';
const fake = await startFakeTmdb({ apiKey: KEY, latencyMs: 120 });
const proc = fork(new URL('./catalogue-app.ts', import.meta.url).pathname, [JSON.stringify({ tmdbUrl: fake.url, tmdbKey: KEY, databaseUrl: 'postgres://postgres@127.0.0.1:5432/marquee_probe_cat' })], { execArgv: ['--import', 'tsx', ...(process.env.XARGS ? process.env.XARGS.split(' ') : [])], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const port: number = await new Promise((r) => proc.on('message', (m: any) => m.type === 'ready' && r(m.port)));
const ask = () => new Promise<any>((r) => { const on = (m: any) => { if (m.type === 'rss') { proc.off('message', on); r(m); } }; proc.on('message', on); proc.send({ type: 'rss' }); });
const show = (m: any, label: string) => console.log(label, Object.entries(m.memory).map(([k, v]: any) => `${k} ${(v / 2 ** 20).toFixed(0)}`).join(' '), m.cache.totalKeys, m.cache.memoryUsage);
show(await ask(), 'start');
let next = 0; const N = Number(process.env.N ?? 10000);
const path = process.env.P ?? 'movie';
await Promise.all(Array.from({ length: Number(process.env.C ?? 128) }, async () => { while (next < N) { const i = next++; const r = await fetch(`http://127.0.0.1:${port}/api/tmdb/${path}/${100000 + i}?append_to_response=credits,similar,videos`, { headers: process.env.IDENT ? { "accept-encoding": "identity" } : {} }); await r.arrayBuffer(); } }));
show(await ask(), 'after');
for (let k = 0; k < 4; k++) { await new Promise((r) => setTimeout(r, 8000)); show(await ask(), `after ${(k + 1) * 8}s`); }
proc.send({ type: 'gc' }); await new Promise((r) => setTimeout(r, 1000)); show(await ask(), 'after gc');
proc.kill(); await fake.close();
