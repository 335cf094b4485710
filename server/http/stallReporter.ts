import { Worker } from 'node:worker_threads';

/**
 * Says that the event loop is held, while it is held. A thread whose loop is blocked cannot log:
 * its timers and its logger wait for the loop. So a small worker thread watches a heartbeat that a
 * timer of the loop writes into shared memory; when the heartbeat is older than `stallMs`, the worker writes one
 * line straight to a file descriptor (standard error by default) with what the loop said it was
 * doing (`doing`), and again every `repeatMs` while the stall lasts. An hour's hang is named while
 * it happens, not after.
 *
 * Used by the server (server/http/loopWatchdog.ts: the requests in flight) and by the fuzz tests
 * (the generated request being sent).
 */
export interface StallReporterOptions {
  /** A heartbeat older than this is a stall (default 1 s). */
  stallMs?: number;
  /** How often the worker repeats its line while a stall lasts (default 30 s). */
  repeatMs?: number;
  /** Where the lines go (default 2, standard error). */
  fd?: number;
  /** How often the loop's own timer beats (default 100 ms): a free loop's timers run, a held one's do not. */
  tickMs?: number;
}

/** Bytes kept of what the loop is doing (UTF-8; cut at a character). */
export const DOING_BYTES = 8 * 1024;

// The worker's code as text, run with `eval`: no file of its own in the compiled build, no
// TypeScript loader in tests. It reads shared memory and writes with writeSync, nothing else.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { beat, doing, stallMs, repeatMs, fd } = workerData;
const times = new Float64Array(beat);
const bytes = new Uint8Array(doing);
const decoder = new TextDecoder();
let reportedAt = 0;
setInterval(() => {
  const held = Date.now() - times[0];
  if (held <= stallMs) { reportedAt = 0; return; }
  if (reportedAt && Date.now() - reportedAt < repeatMs) return;
  reportedAt = Date.now();
  const end = bytes.indexOf(0);
  const what = decoder.decode(bytes.slice(0, end < 0 ? bytes.length : end));
  const line = JSON.stringify({ level: 40, time: Date.now(), msg: 'event loop stalled: still held', heldMs: held, doing: what });
  try { writeSync(fd, line + '\\n'); } catch {}
}, Math.max(20, Math.floor(stallMs / 4)));
`;

export class StallReporter {
  private readonly beatMemory = new SharedArrayBuffer(8);
  private readonly doingMemory = new SharedArrayBuffer(DOING_BYTES);
  private readonly times = new Float64Array(this.beatMemory);
  private readonly bytes = new Uint8Array(this.doingMemory);
  private readonly encoder = new TextEncoder();
  private worker: Worker | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: StallReporterOptions = {}) {}

  /** Starts the watching thread (it never keeps the process alive). */
  start(): void {
    if (this.worker) return;
    this.beat();
    const { stallMs = 1000, repeatMs = 30_000, fd = 2 } = this.options;
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { beat: this.beatMemory, doing: this.doingMemory, stallMs, repeatMs, fd } });
    this.worker.unref();
    this.timer = setInterval(() => this.beat(), this.options.tickMs ?? 100);
    this.timer.unref();
  }

  /** The loop is free now. */
  beat(): void {
    this.times[0] = Date.now();
  }

  /** What the loop is doing, as the worker will name it if the loop is held (cut to DOING_BYTES - 1). */
  doing(text: string): void {
    // encodeInto writes whole characters only; the 0 after them is the end mark the worker reads
    // up to (not the whole 8 KiB cleared on each call: the server tells this once per request)
    const { written } = this.encoder.encodeInto(text, this.bytes.subarray(0, DOING_BYTES - 1));
    this.bytes[written] = 0;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
