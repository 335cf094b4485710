import { type ResourceLimits, Worker } from 'node:worker_threads';

/** What a worker of this kind posts once its code is loaded and it waits for its job. */
export const WORKER_READY = 'ready';

export interface ReadyWorkerOptions {
  resourceLimits: ResourceLimits;
}

/**
 * One worker thread of a kind started before it is needed: loading a worker's code (ExcelJS and
 * the reader) takes a second or more, which an import would otherwise wait. Each worker still
 * does one job and is ended after it (its memory is gone before the next job), so when the ready
 * one is taken, its successor starts once the job is over (not during it: on two cores they would
 * compete). Nothing is started until `keepReady()` (the server calls it; tests and scripts that
 * read one file do not need a thread idling). The worker gets its job by message, not workerData.
 */
export class ReadyWorker {
  private ready: Worker | undefined;
  private loaded = false;
  private keeping = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly entry: URL,
    private readonly options: ReadyWorkerOptions,
  ) {}

  /** From now on one worker waits loaded; replaced after each job. */
  keepReady(): void {
    this.keeping = true;
    this.refill();
  }

  /** Stops keeping one and ends the one waiting (a server closing). */
  async stop(): Promise<void> {
    this.keeping = false;
    const idle = this.ready;
    this.drop();
    await idle?.terminate();
  }

  /** Resolves once the waiting worker has loaded its code (tests; nothing when none is kept). */
  whenLoaded(): Promise<void> {
    if (!this.ready || this.loaded) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The worker waiting, loaded or still loading, if any (tests tell it from the one that did a job). */
  get waitingThreadId(): number | undefined {
    return this.ready?.threadId;
  }

  /**
   * A worker for one job: the waiting one when it was started with these limits, else a new one.
   * The caller posts the job, ignores WORKER_READY, and ends the worker after; may throw when no thread can start.
   */
  take(resourceLimits: ResourceLimits): Worker {
    const waiting = this.ready;
    if (waiting && sameLimits(resourceLimits, this.options.resourceLimits)) {
      this.drop();
      waiting.ref();
      waiting.once('exit', () => this.refill());
      return waiting;
    }
    return this.start(resourceLimits);
  }

  private start(resourceLimits: ResourceLimits): Worker {
    // a worker's stray output is not the server's log
    return new Worker(this.entry, { resourceLimits, stdout: true, stderr: true });
  }

  private refill(): void {
    if (!this.keeping || this.ready) return;
    let worker: Worker;
    try {
      worker = this.start(this.options.resourceLimits);
    } catch {
      return; // no thread to spare now: the next job starts its own, and another is tried after it
    }
    worker.unref(); // an idle worker does not keep the process running
    this.ready = worker;
    this.loaded = false;
    const onMessage = (m: unknown) => {
      if (m !== WORKER_READY || this.ready !== worker) return;
      this.loaded = true;
      for (const w of this.waiters.splice(0)) w();
    };
    worker.on('message', onMessage);
    worker.on('error', () => {}); // an idle worker's failure (its exit follows) must not end the server
    // a job's own listeners take over once it is taken
    worker.once('exit', () => {
      if (this.ready === worker) this.drop(); // died idle: not restarted here, the next job starts its own
    });
  }

  private drop(): void {
    this.ready?.removeAllListeners('message');
    this.ready = undefined;
    this.loaded = false;
    for (const w of this.waiters.splice(0)) w();
  }
}

const sameLimits = (a: ResourceLimits, b: ResourceLimits) =>
  a.maxOldGenerationSizeMb === b.maxOldGenerationSizeMb &&
  a.maxYoungGenerationSizeMb === b.maxYoungGenerationSizeMb &&
  a.stackSizeMb === b.stackSizeMb &&
  a.codeRangeSizeMb === b.codeRangeSizeMb;
