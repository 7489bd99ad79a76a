import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can pull the plug on: `cut()` drops every
 * open connection and stops listening (new connections are refused, as when the server is
 * down), `restore()` listens again on the same port (the server is back).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const onClient = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(onClient);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  let up = true;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });

  return {
    port,
    async cut() {
      if (!up) return;
      up = false;
      await stop();
    },
    async restore() {
      if (up) return;
      server = createServer(onClient);
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      up = true;
    },
    close: async () => {
      if (up) await stop();
      up = false;
    },
  };
}
