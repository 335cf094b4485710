import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../http/workerEntry';
import { PDF_LIMITS } from './limits';

/**
 * Where every PDF is drawn: one worker thread, shared by every document (packing list, manifest,
 * house bill, invoice, debit note), started on the first print and kept for the next (it parses the
 * 8 MB CJK font once), so the event loop keeps answering while a long document is drawn (issue 45:
 * an 817-page packing list held /api/health for 37 s). One document at a time, in order; the others
 * wait here. A worker that runs out of time or memory is ended, and the next print starts another.
 */

/** What the worker is sent, and what it answers (server/pdfWorker.ts). */
export interface PdfJob {
  id: number;
  kind: string;
  input: unknown;
}
export type PdfReply = { id: number; bytes: Uint8Array } | { id: number; refused: 'TOO_LONG'; maxPages: number } | { id: number; failed: string };

export type PdfResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'TOO_LONG' | 'TIMEOUT' | 'FAILED'; maxPages?: number };

interface Waiting {
  job: PdfJob;
  done: (r: PdfResult) => void;
}

class PdfPool {
  private worker: Worker | undefined;
  private current: (Waiting & { timer: NodeJS.Timeout }) | undefined;
  private readonly queue: Waiting[] = [];
  private nextId = 1;

  /** Documents being drawn now (0 or 1) and waiting for the worker. */
  get rendering(): number {
    return this.current ? 1 : 0;
  }
  get waiting(): number {
    return this.queue.length;
  }

  render(kind: string, input: unknown): Promise<PdfResult> {
    return new Promise((done) => {
      this.queue.push({ job: { id: this.nextId++, kind, input }, done });
      this.next();
    });
  }

  /** Ends the worker (a server closing); a print after starts a new one. */
  async stop(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  private next(): void {
    if (this.current) return;
    const item = this.queue.shift();
    if (!item) {
      this.worker?.unref(); // an idle worker does not keep the process running
      return;
    }
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch {
      item.done({ ok: false, reason: 'FAILED' }); // no thread to start now
      this.next();
      return;
    }
    worker.ref();
    const timer = setTimeout(() => this.abandon({ ok: false, reason: 'TIMEOUT' }), PDF_LIMITS.renderTimeoutMs);
    this.current = { ...item, timer };
    worker.postMessage(item.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerEntry('pdfWorker'), {
      resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // a worker's stray output is not the server's log
      stdout: true,
      stderr: true,
    });
    worker.on('message', (m: PdfReply) => this.answered(worker, m));
    worker.on('error', () => {}); // its exit follows, handled there
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.abandon({ ok: false, reason: 'FAILED' }); // out of memory, or a crash: the document in hand is refused
    });
    this.worker = worker;
    return worker;
  }

  private answered(worker: Worker, m: PdfReply): void {
    const c = this.current;
    if (worker !== this.worker || !c || c.job.id !== m.id) return;
    clearTimeout(c.timer);
    this.current = undefined;
    if ('bytes' in m) c.done({ ok: true, bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength) });
    else if ('refused' in m) c.done({ ok: false, reason: 'TOO_LONG', maxPages: m.maxPages });
    else c.done({ ok: false, reason: 'FAILED' });
    this.next();
  }

  /** The document in hand is given up (too slow, or its worker died): the worker is ended, the next one waits for a new one. */
  private abandon(result: PdfResult): void {
    const c = this.current;
    const w = this.worker;
    this.worker = undefined;
    void w?.terminate();
    if (!c) return;
    clearTimeout(c.timer);
    this.current = undefined;
    c.done(result);
    this.next();
  }
}

/** The one PDF worker of this process. */
export const pdfPool = new PdfPool();
