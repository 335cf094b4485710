/**
 * A module's drawing of one kind of document: its name (what the PDF worker is told: pool.ts) and
 * the function the worker runs (server/pdfWorker.ts). The input crosses to the worker by structured
 * clone: plain data only.
 */
export interface PdfDrawing<T> {
  kind: string;
  draw: (input: T) => Promise<Buffer>;
}

export const pdfDrawing = <T>(kind: string, draw: (input: T) => Promise<Buffer>): PdfDrawing<T> => ({ kind, draw });
