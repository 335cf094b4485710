// The client side of the live bench (bench/live.ts): many authenticated websockets against one
// server, and the time until each of them has a frame with a given title.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { PING_INTERVAL_MS } from '../src/contract/live';
import { sleep } from './serverProcess';

interface Client {
  ws: WebSocket;
  ping?: NodeJS.Timeout;
}

/** Who waits for which frame, and when each socket got it. */
interface Round {
  matches: (frame: Record<string, unknown>) => boolean;
  t0: number;
  times: number[];
  /** The sockets that had it already (a later matching frame is not counted again). */
  seen: Set<Client>;
  done?: () => void;
}

export class Fleet {
  /** The authenticated sockets. */
  readonly clients: Client[] = [];
  /** Every socket opened, authenticated or not, so closeAll leaves none behind. */
  private readonly opened = new Set<Client>();
  private count = 0;
  private closed = false;
  round: Round | undefined;

  constructor(private readonly url: string) {}

  /** Opens one socket, sends the auth frame, resolves on `authed`, then pings every 5 s. */
  open(token: string, timeoutMs = 120_000): Promise<Client> {
    return new Promise((resolve, reject) => {
      // from 250 loopback addresses in turn: the server lets at most 20 sockets of one address wait
      // to authenticate (server/live/socket.ts), and a batch opens 200 at once
      const ws = new WebSocket(this.url, { localAddress: `127.0.0.${2 + (this.count++ % 250)}` });
      const client: Client = { ws };
      this.opened.add(client);
      let authed = false;
      const timer = setTimeout(() => fail(new Error('no authed frame in time')), timeoutMs);
      const fail = (e: Error) => {
        clearTimeout(timer);
        ws.terminate();
        reject(e);
      };
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('error', (e) => !authed && fail(e));
      ws.on('close', (code, reason) => {
        if (client.ping) clearInterval(client.ping);
        this.opened.delete(client);
        if (!authed) fail(new Error(`closed before authed: ${code} ${reason.toString()}`));
      });
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { type: string; Title?: string; message?: string };
        const r = this.round;
        if (r && !r.seen.has(client) && r.matches(frame)) {
          r.seen.add(client);
          r.times.push(performance.now() - r.t0);
          if (r.times.length === this.clients.length) r.done?.();
          return;
        }
        if (!authed && frame.type === 'authed') {
          authed = true;
          clearTimeout(timer);
          if (this.closed) return fail(new Error('the fleet was closed'));
          client.ping = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":"ping"}'), PING_INTERVAL_MS);
          this.clients.push(client);
          resolve(client);
        } else if (!authed && frame.type === 'error') fail(new Error(frame.message ?? 'error frame'));
      });
    });
  }

  async openAll(tokens: string[], batch: number): Promise<number> {
    const t = performance.now();
    for (let i = 0; i < tokens.length; i += batch) await Promise.all(tokens.slice(i, i + batch).map((tk) => this.open(tk)));
    return (performance.now() - t) / 1000;
  }

  /** Issues `send` and waits until every socket has a frame with that title. */
  deliver(title: string, send: () => Promise<unknown>, timeoutMs = 120_000): Promise<{ times: number[]; sendMs: number }> {
    return this.deliverWhen((f) => f.Title === title, send, timeoutMs);
  }

  /** Issues `send` and waits until every socket has had a frame that `matches` (the first one each counts). */
  async deliverWhen(
    matches: (frame: Record<string, unknown>) => boolean,
    send: () => Promise<unknown>,
    timeoutMs = 120_000,
  ): Promise<{ times: number[]; sendMs: number }> {
    const r: Round = { matches, t0: performance.now(), times: [], seen: new Set() };
    const all = new Promise<void>((resolve) => {
      r.done = resolve;
    });
    this.round = r;
    await send();
    const sendMs = performance.now() - r.t0;
    await Promise.race([all, sleep(timeoutMs)]);
    this.round = undefined;
    return { times: r.times, sendMs };
  }

  closeAll(): void {
    this.closed = true;
    this.clients.length = 0;
    for (const c of [...this.opened]) {
      if (c.ping) clearInterval(c.ping);
      c.ws.terminate();
    }
    this.opened.clear();
  }
}
