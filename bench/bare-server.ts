/**
 * Child process of the catalogue benchmark: the baseline, a bare Node http server answering
 * every request with the same bytes and headers the app sends for a cached catalogue hit.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

process.once('message', (msg: { body: string; etag: string; cacheControl: string }) => {
  const body = Buffer.from(msg.body, 'base64');
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      etag: msg.etag,
      'cache-control': msg.cacheControl,
    });
    res.end(body);
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
