import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StallReporter, type StallReporterOptions } from './stallReporter';

/**
 * The server's event-loop watchdog (issue 45). A request whose synchronous work holds the loop (a
 * backtracking pattern, a loop over a generated range) stops every other answer; a fuzzed request
 * once held it for an hour in CI and nothing said which. Two halves:
 * - while the loop is held over `stallMs`, the StallReporter's thread names the requests in flight
 *   on standard error (and again every 30 s while it lasts);
 * - once free, the loop logs the stall's length with the same requests through the app's logger.
 * A request is named by its id, method and route pattern, its start and its body's size — never its
 * query, headers or body, so no secret reaches the log.
 */
export type LoopWatchdogOptions = StallReporterOptions;

/** One request in flight, as the log names it. */
export interface InFlightRequest {
  id: string;
  method: string;
  route: string;
  startedAt: string;
  bodyBytes: number;
}

/** A stall the loop measured once it was free. */
export interface Stall {
  heldMs: number;
  /** The requests alive during the heartbeat the stall fell in: the one that held the loop among them. */
  inFlight: InFlightRequest[];
}

function inFlightRequest(req: FastifyRequest): InFlightRequest {
  return {
    id: String(req.id),
    method: req.method,
    route: req.routeOptions.url ?? req.url.split('?')[0]!.slice(0, 200),
    startedAt: new Date().toISOString(),
    bodyBytes: Number(req.headers['content-length'] ?? 0) || 0,
  };
}

/** Watches the app's loop from its start to its close; returns the stalls it measured (newest 50). */
export function installLoopWatchdog(app: FastifyInstance, options: LoopWatchdogOptions = {}): { stalls: Stall[] } {
  const stallMs = options.stallMs ?? 1000;
  const tickMs = options.tickMs ?? 100;
  const reporter = new StallReporter(options);
  const inFlight = new Map<string, InFlightRequest>();
  // each request's JSON, made once when it begins: what the worker is told is these joined, not the
  // whole list serialised again for every request (issue 47, the hot path)
  const asJson = new Map<string, string>();
  // the requests alive at any moment since the last heartbeat: the one that held the loop has often
  // answered before the loop's next tick can measure the stall, so it is no longer in flight then
  let sinceBeat = new Map<string, InFlightRequest>();
  const stalls: Stall[] = [];
  let changed = false;
  // what the worker reads: written where a request's own synchronous work begins (preHandler) and on
  // every heartbeat, not on every hook, so a busy server pays one join of a short list per change
  const tell = () => {
    if (!changed) return;
    changed = false;
    reporter.doing(`[${[...asJson.values()].join(',')}]`);
  };

  // callback hooks, not async ones: no promise per request on the hot path
  app.addHook('onRequest', (req, _reply, done) => {
    const r = inFlightRequest(req);
    inFlight.set(r.id, r);
    asJson.set(r.id, JSON.stringify(r));
    sinceBeat.set(r.id, r);
    changed = true;
    done();
  });
  app.addHook('preHandler', (_req, _reply, done) => {
    tell();
    done();
  });
  const finished = (req: FastifyRequest) => {
    const id = String(req.id);
    if (inFlight.delete(id)) changed = true;
    asJson.delete(id);
  };
  app.addHook('onResponse', (req, _reply, done) => {
    finished(req);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    finished(req);
    done();
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    reporter.start();
    let last = Date.now();
    timer = setInterval(() => {
      const now = Date.now();
      const held = now - last - tickMs;
      if (held > stallMs) {
        const stall = { heldMs: held, inFlight: [...sinceBeat.values()] };
        stalls.push(stall);
        if (stalls.length > 50) stalls.shift();
        app.log.warn(stall, 'event loop stalled');
      }
      last = now;
      sinceBeat = new Map(inFlight);
      tell();
    }, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await reporter.stop();
  });
  return { stalls };
}
