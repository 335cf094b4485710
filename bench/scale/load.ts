// The scale-out bench's load generator, a process of its own (bench/scale/run.ts starts it with the
// plan as JSON in its argument and reads the result, JSON, from its last line of stdout): one
// autocannon instance per call of the mix on its share of the connections, all at once, and live
// sockets counting the message frames the saves send. Kept apart from the server so the server's
// processes are measured, not the load's. Then each call alone, in rounds, for the server's CPU per
// request (issue 47): around every measured window it writes `mark <what>` and waits for the runner's
// `ok` on stdin, so the runner reads the server's CPU with nothing in flight.
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { CALLS, type CallFigures, connectionsPerCall, LIVE_TITLE_PREFIX, type LoadPlan, type LoadResult, quantile, round } from './workload';

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const WEB_VERSION = '1';

interface Tally {
  latencies: number[];
  errors: number;
  firstError?: string;
}

const stdinLines = (() => {
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d: string) => {
    buffered += d;
    for (let at = buffered.indexOf('\n'); at >= 0; at = buffered.indexOf('\n')) {
      const line = buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
      waiting.shift()?.(line);
    }
  });
  return () => new Promise<string>((resolve) => waiting.push(resolve));
})();

/** Tells the runner a measured window starts or ends, and waits until it has read the server's CPU. */
async function mark(what: string): Promise<void> {
  const ok = stdinLines();
  process.stdout.write(`mark ${what}\n`);
  await ok;
}

/** One run of the calls given (by default all) at once for `seconds`; tallies only when `tally` is given. */
async function runCalls(seconds: number, tallies?: Tally[], only?: number): Promise<void> {
  const counts = connectionsPerCall(plan.connections);
  await Promise.all(
    CALLS.map(async (call, i) => {
      if (only !== undefined && i !== only) return;
      const token = plan.sessions[call.session];
      const headers: Record<string, string> = { 'web-version': WEB_VERSION, authorization: `Bearer ${token}` };
      if (call.method === 'POST') headers['content-type'] = 'application/json';
      const instance = autocannon({
        url: plan.base,
        connections: counts[i],
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: call.method,
            path: call.path,
            headers,
            ...(call.body ? { setupRequest: (req) => ({ ...req, body: JSON.stringify(call.body!(plan.sessions, Date.now())) }) } : {}),
          },
        ],
      });
      const t = tallies?.[i];
      if (t) {
        instance.on('response', (_client, status, _bytes, ms) => {
          t.latencies.push(ms);
          if (status < 200 || status >= 300) {
            t.errors++;
            t.firstError ??= `${call.name}: HTTP ${status}`;
          }
        });
        instance.on('reqError', (e) => {
          t.errors++;
          t.firstError ??= `${call.name}: ${e.message}`;
        });
      }
      const result = await instance;
      if (t) t.errors += result.timeouts;
    }),
  );
}

const live = { counting: false, delays: [] as number[] };

/** A moment for the server to finish what the last requests started (a save's live frames) before its CPU is read. */
const settle = () => new Promise((r) => setTimeout(r, 300));

/** Each call alone on its share of the connections, `cpuRounds` windows of `cpuSeconds`: the requests answered in each. */
async function eachCallAlone(): Promise<LoadResult['alone']> {
  const alone: LoadResult['alone'] = CALLS.map(() => []);
  for (let round = 0; round < plan.cpuRounds; round++) {
    for (let i = 0; i < CALLS.length; i++) {
      const tallies: Tally[] = CALLS.map(() => ({ latencies: [], errors: 0 }));
      await settle();
      await mark(`alone-${i}-${round}-start`);
      await runCalls(plan.cpuSeconds, tallies, i);
      await settle();
      await mark(`alone-${i}-${round}-end`);
      alone[i]!.push({ requests: tallies[i]!.latencies.length, errors: tallies[i]!.errors });
    }
  }
  return alone;
}

/** Live sockets of customer@demo.test: each `message` frame of the bench is timed from its title. */
async function openSockets(): Promise<() => void> {
  const url = `${plan.base.replace(/^http/, 'ws')}/api/client/ws`;
  const sockets = await Promise.all(
    Array.from(
      { length: plan.sockets },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          const timer = setTimeout(() => reject(new Error('a live socket was not authenticated within 30 s')), 30_000);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: plan.sessions.live[i % plan.sessions.live.length] })));
          ws.on('error', (e) => reject(e));
          ws.on('message', (raw) => {
            const frame = JSON.parse(raw.toString()) as { type: string; Title?: string; message?: string };
            if (frame.type === 'authed') {
              clearTimeout(timer);
              resolve(ws);
            } else if (frame.type === 'error') reject(new Error(`live socket refused: ${frame.message}`));
            else if (live.counting && frame.type === 'message' && frame.Title?.startsWith(LIVE_TITLE_PREFIX)) {
              live.delays.push(Date.now() - Number(frame.Title.slice(LIVE_TITLE_PREFIX.length)));
            }
          });
        }),
    ),
  );
  return () => {
    for (const ws of sockets) ws.terminate();
  };
}

async function main(): Promise<LoadResult> {
  const closeSockets = await openSockets();
  try {
    if (plan.warmupSeconds > 0) await runCalls(plan.warmupSeconds);
    const tallies: Tally[] = CALLS.map(() => ({ latencies: [], errors: 0 }));
    live.counting = true;
    await mark('mixed-start');
    await runCalls(plan.seconds, tallies);
    live.counting = false;
    await settle();
    await mark('mixed-end');
    const alone = await eachCallAlone();
    const counts = connectionsPerCall(plan.connections);
    const calls: CallFigures[] = CALLS.map((c, i) => {
      const t = tallies[i]!;
      return {
        name: c.name,
        connections: counts[i]!,
        requests: t.latencies.length,
        rps: round(t.latencies.length / plan.seconds, 0),
        p50Ms: round(quantile(t.latencies, 0.5)),
        p99Ms: round(quantile(t.latencies, 0.99)),
        errors: t.errors,
      };
    });
    const everything = tallies.flatMap((t) => t.latencies);
    return {
      calls,
      all: {
        requests: everything.length,
        rps: round(everything.length / plan.seconds, 0),
        p99Ms: round(quantile(everything, 0.99)),
        errors: tallies.reduce((n, t) => n + t.errors, 0),
      },
      live: {
        sockets: plan.sockets,
        frames: live.delays.length,
        framesPerSecond: round(live.delays.length / plan.seconds, 0),
        p50Ms: round(quantile(live.delays, 0.5)),
        p99Ms: round(quantile(live.delays, 0.99)),
      },
      alone,
      ...(tallies.find((t) => t.firstError) ? { firstError: tallies.find((t) => t.firstError)!.firstError } : {}),
    };
  } finally {
    closeSockets();
  }
}

main().then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (e: Error) => {
    process.stderr.write(`${e.stack ?? e.message}\n`);
    process.exit(1);
  },
);
