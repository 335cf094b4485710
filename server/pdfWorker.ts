import { parentPort } from 'node:worker_threads';
import { invoiceDrawing } from './modules/billing/pdf';
import { houseBillDrawing } from './modules/houseBill/pdf';
import { packingSheetDrawing } from './platform/pdf/printSheetDrawing';
import { PdfTooLong } from './platform/pdf/document';
import type { PdfDrawing } from './platform/pdf/drawing';
import type { PdfJob, PdfReply } from './platform/pdf/pool';

/**
 * The PDF worker thread (server/platform/pdf/pool.ts): draws the documents it is sent, one at a
 * time, and posts back their bytes, or that the document ran past its page bound, or that it failed.
 * It knows every module's drawing (their pdf.ts, drawings only: no service, no database), which is
 * why it sits here beside the other composition roots and not under server/platform.
 */
const drawings = new Map<string, PdfDrawing<never>>([packingSheetDrawing, houseBillDrawing, invoiceDrawing].map((d) => [d.kind, d as PdfDrawing<never>]));

parentPort!.on('message', (job: PdfJob) => {
  const post = (r: PdfReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(r, transfer);
  const drawing = drawings.get(job.kind);
  if (!drawing) return post({ id: job.id, failed: `no drawing of kind ${job.kind}` });
  drawing.draw(job.input as never).then(
    (bytes) => {
      const copy = new Uint8Array(bytes); // its own buffer, handed over without a copy on the way back
      post({ id: job.id, bytes: copy }, [copy.buffer as ArrayBuffer]);
    },
    (e: unknown) => post(e instanceof PdfTooLong ? { id: job.id, refused: 'TOO_LONG', maxPages: e.maxPages } : { id: job.id, failed: String(e) }),
  );
});
