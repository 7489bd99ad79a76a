// Temporary memory probe (deleted after use).
import { fork } from 'node:child_process';
import { startFakeTmdb } from './fake-tmdb';
const KEY = 'k';
const fake = await startFakeTmdb({ apiKey: KEY, latencyMs: 120 });
const proc = fork(new URL('./catalogue-app.ts', import.meta.url).pathname, [JSON.stringify({ tmdbUrl: fake.url, tmdbKey: KEY, databaseUrl: 'postgres://postgres@127.0.0.1:5432/marquee_probe_cat' })], { execArgv: ['--import', 'tsx', ...(process.env.XARGS ? process.env.XARGS.split(' ') : [])], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const port: number = await new Promise((r) => proc.on('message', (m: any) => m.type === 'ready' && r(m.port)));
const ask = () => new Promise<any>((r) => { const on = (m: any) => { if (m.type === 'rss') { proc.off('message', on); r(m); } }; proc.on('message', on); proc.send({ type: 'rss' }); });
const show = (m: any, label: string) => console.log(label, Object.entries(m.memory).map(([k, v]: any) => `${k} ${(v / 2 ** 20).toFixed(0)}`).join(' '), m.cache.totalKeys, m.cache.memoryUsage);
show(await ask(), 'start');
let next = 0; const N = 10000;
await Promise.all(Array.from({ length: 128 }, async () => { while (next < N) { const i = next++; const r = await fetch(`http://127.0.0.1:${port}/api/tmdb/movie/${100000 + i}?append_to_response=credits,similar,videos`); await r.arrayBuffer(); } }));
show(await ask(), 'after');
proc.kill(); await fake.close();
