import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server and its database, for faults that touch only this test's
 * connections: `refuse()` is a database that is down (open connections are cut, new ones refused),
 * `silence()` a network that swallows packets (new connections are accepted and never answered),
 * `freeze()` a database that stops answering on the connections it has,
 * `restore()` brings it back.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let mode: 'forward' | 'silent' = 'forward';
  let server: Server | undefined;
  let port = 0;

  const onConnection = (client: Socket) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'silent') {
      client.on('data', () => undefined); // read and dropped: no answer ever comes
      return;
    }
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const cutAll = () => {
    for (const s of open) s.destroy();
    open.clear();
  };
  // stops accepting and cuts what is open (close() waits for the open connections to end)
  const closeListener = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
      cutAll();
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Connections through the proxy right now (both directions counted once each). */
    get connections() {
      return open.size;
    },
    /** The database is down: every connection is cut and new ones are refused (ECONNREFUSED). */
    async refuse() {
      await closeListener();
    },
    /** The network swallows everything: connections are cut, new ones hang unanswered. */
    async silence() {
      mode = 'silent';
      cutAll();
      if (!server) await listen();
    },
    /**
     * The database stops answering on the connections it has (a process stopped by SIGSTOP, a host
     * that froze): they stay open, what is sent on them is read and dropped, nothing comes back;
     * new connections hang unanswered too.
     */
    async freeze() {
      mode = 'silent';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.on('data', () => undefined);
        upstream.pause();
      }
      pairs.clear();
      if (!server) await listen();
    },
    /** Back to normal (what hung in silence is cut, as a healed network's peer would reset it). */
    async restore() {
      cutAll();
      mode = 'forward';
      if (!server) await listen();
    },
    async close() {
      await closeListener();
    },
  };
}
