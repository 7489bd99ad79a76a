/**
 * Child process of the catalogue benchmark: the baseline, a bare Node http server answering
 * every request with the same bytes and headers the app sends for a cached catalogue hit:
 * the plain JSON, or the gzip bytes to a request that accepts gzip.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Setup {
  body: string;
  etag: string;
  gzipBody: string;
  gzipEtag: string;
  cacheControl: string;
  /** Every other header the app's hit carries, sent as they are. */
  headers?: Record<string, string>;
}

process.once('message', (msg: Setup) => {
  const body = Buffer.from(msg.body, 'base64');
  const gzipBody = Buffer.from(msg.gzipBody, 'base64');
  const server = createServer((req, res) => {
    const gzip = req.headers['accept-encoding']?.includes('gzip') ?? false;
    const bytes = gzip ? gzipBody : body;
    res.writeHead(200, {
      ...msg.headers,
      'content-type': 'application/json; charset=utf-8',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': bytes.length,
      etag: gzip ? msg.gzipEtag : msg.etag,
      'cache-control': msg.cacheControl,
      vary: 'Accept-Encoding',
    });
    res.end(bytes);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
  });
  process.on('message', (m: { type: string }) => {
    if (m.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
    if (m.type === 'stop') process.exit(0);
  });
});
