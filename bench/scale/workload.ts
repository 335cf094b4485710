// The scale-out bench's people and what they do (bench/scale/run.ts prepares them, load.ts runs them).
// Plain data and node built-ins only: this file is compiled into the self-contained bench archive.

/** The sessions the load process works with, made by the runner through the API. */
export interface Sessions {
  /** admin@demo.test: the booking desk's list of all companies' bookings. */
  admin: string;
  /** customer@demo.test: the current employee and the price search at 天祥's level. */
  customer: string;
  /** customer.admin@demo.test: sends messages to customer@demo.test (the saves). */
  customerAdmin: string;
  /** customer@demo.test's employee: the messages' addressee. */
  customerEmployeeId: number;
  /** Sessions of customer@demo.test holding the live sockets (at most 5 sockets a session). */
  live: string[];
}

/** What the load process is told (as JSON in its argument). */
export interface LoadPlan {
  base: string;
  sessions: Sessions;
  /** Seconds warmed up, then measured. */
  warmupSeconds: number;
  seconds: number;
  /** HTTP keep-alive connections in all, shared out over the calls by their `share`. */
  connections: number;
  /** Live sockets open during the measured run. */
  sockets: number;
  /** After the mix, each call alone this many times for this many seconds: the server's CPU per request. */
  cpuRounds: number;
  cpuSeconds: number;
}

/** One call of the mix: a person's request, repeated on its share of the connections. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  session: keyof Omit<Sessions, 'customerEmployeeId' | 'live'>;
  /** Share of the connections (the shares add up to 1). */
  share: number;
  /** The body (JSON) of a POST; `now` makes each one fresh. */
  body?: (s: Sessions, now: number) => object;
}

/** A message title carries its send time, so the live socket that receives it knows the delay. */
export const LIVE_TITLE_PREFIX = 'scale-bench ';

/**
 * The mix: the cached hot path (the issue's `CurrentEmployee/Current`), a list (the booking desk, 20
 * rows), a search (a customer pricing a lane: candidates, engine and the search log written) and a
 * save (a message to an employee: a write, and a `message` frame to their live sockets).
 */
export const CALLS: readonly Call[] = [
  { name: 'CurrentEmployee/Current', method: 'GET', path: '/api/CurrentEmployee/Current', session: 'customer', share: 0.25 },
  { name: 'BookingOrder/List (20 rows)', method: 'GET', path: '/api/BookingOrder/List?PageSize=20', session: 'admin', share: 0.3 },
  {
    name: 'FclRate/Search (customer)',
    method: 'POST',
    path: '/api/FclRate/Search',
    session: 'customer',
    share: 0.3,
    body: () => ({ PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 2 }] }),
  },
  {
    name: 'Message/Send (save + live frame)',
    method: 'POST',
    path: '/api/Message/Send',
    session: 'customerAdmin',
    share: 0.15,
    body: (s, now) => ({ Title: `${LIVE_TITLE_PREFIX}${now}`, To: 'employee', EmployeeId: s.customerEmployeeId }),
  },
];

/** Connections for each call: at least one each, the rest by share. */
export function connectionsPerCall(total: number): number[] {
  return CALLS.map((c) => Math.max(1, Math.round(total * c.share)));
}

/** Figures of one call (or of all) over the measured run. */
export interface CallFigures {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
}

export interface LiveFigures {
  sockets: number;
  frames: number;
  framesPerSecond: number;
  /** From the send call's start (the title's time) to the frame on a socket. */
  p50Ms: number;
  p99Ms: number;
}

export interface LoadResult {
  calls: CallFigures[];
  all: { requests: number; rps: number; p99Ms: number; errors: number };
  live: LiveFigures;
  /** Per call (in CALLS' order), one entry a round of it alone: the requests answered and the errors. */
  alone: { requests: number; errors: number }[][];
  firstError?: string;
}

/** The q-quantile (0…1) of samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? +n.toFixed(digits) : n);
