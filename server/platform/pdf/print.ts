import type { Outcome } from '../../http/outcome';
import { AttemptLimiter } from '../auth/rateLimit';
import { PDF_LIMITS } from './limits';
import type { PdfDrawing } from './drawing';
import { pdfPool } from './pool';

/**
 * A print: one person's document drawn off the event loop (pool.ts), within the person's share
 * (PDF_LIMITS.perPerson) and the document's page bound; every no in words, with its Code.
 * `who` names the person: `employee:<id>`, or a share link's visitor (`share:<id>`).
 */

let perMinute = new AttemptLimiter(PDF_LIMITS.perPerson.perMinute, 60_000);
const atOnce = new Map<string, number>();

/**
 * Forgets every person's prints, as a new server starts with none. The API tests build many servers in
 * one worker, which keeps this module from one file to the next (vite.config.ts: isolate false): the
 * demo staff's prints in earlier files counted against the next file's, which was refused 429 once a
 * faster suite put more than 20 of them in one minute.
 */
export function forgetPrintCounts(): void {
  perMinute = new AttemptLimiter(PDF_LIMITS.perPerson.perMinute, 60_000);
  atOnce.clear();
}

const words = {
  tooLong: (n: number) => ({
    zh: `这份文件超过 ${n} 页，不能打印：请缩短过长的描述，或把明细分成几份再打印。`,
    en: `This document runs over ${n} pages and is not printed: shorten the long descriptions, or split the lines into several documents.`,
  }),
  atOnce: (n: number) => ({
    zh: `您已有 ${n} 份文件正在打印：请等它们完成后再打印。`,
    en: `You have ${n} documents printing: print again once they are done.`,
  }),
  perMinute: (n: number, s: number) => ({
    zh: `您一分钟内已打印 ${n} 次：请 ${s} 秒后再打印。`,
    en: `You printed ${n} times in a minute: print again in ${s} seconds.`,
  }),
  busy: { zh: '打印的人较多，请稍后再试。', en: 'Many documents are printing: try again shortly.' },
  timeout: { zh: '这份文件打印超时，未能生成：请稍后再试，或缩短明细。', en: 'This document took too long to print: try again later, or shorten its lines.' },
  failed: { zh: '这份文件未能生成：请稍后再试。', en: 'This document could not be printed: try again shortly.' },
};

const say = <T>(status: 400 | 429 | 503, code: string, w: { zh: string; en: string }, retryAfter?: number): Outcome<T> => ({
  ok: false,
  status,
  message: w.en,
  zh: w.zh,
  code,
  retryAfter,
  extra: retryAfter ? { RetryAfter: retryAfter } : undefined,
});

/** Draws `input` as `drawing` for `who`: the PDF's bytes, or a refusal (400 too long, 429 too often, 503 busy or failed). */
export async function printPdf<T>(who: string, drawing: PdfDrawing<T>, input: T): Promise<Outcome<Buffer>> {
  const { perPerson } = PDF_LIMITS;
  const running = atOnce.get(who) ?? 0;
  if (running >= perPerson.atOnce) return say(429, 'PRINT_AT_ONCE', words.atOnce(running), 5);
  if (!perMinute.allowed(who)) {
    const seconds = Math.max(1, Math.ceil(perMinute.retryAfterMs(who) / 1000));
    return say(429, 'PRINT_PER_MINUTE', words.perMinute(perPerson.perMinute, seconds), seconds);
  }
  if (pdfPool.waiting >= PDF_LIMITS.maxWaiting) return say(503, 'PDF_BUSY', words.busy, 5);
  perMinute.record(who);
  atOnce.set(who, running + 1);
  try {
    const r = await pdfPool.render(drawing.kind, input);
    if (r.ok) return { ok: true, value: r.bytes };
    if (r.reason === 'TOO_LONG') return say(400, 'PDF_TOO_LONG', words.tooLong(r.maxPages ?? PDF_LIMITS.maxPages));
    return r.reason === 'TIMEOUT' ? say(503, 'PDF_TIMEOUT', words.timeout, 30) : say(503, 'PDF_FAILED', words.failed, 5);
  } finally {
    const left = (atOnce.get(who) ?? 1) - 1;
    if (left > 0) atOnce.set(who, left);
    else atOnce.delete(who);
  }
}
