/**
 * How much one Excel import may be (tests build files at and over these). The body itself is
 * already capped by SERVER_LIMITS.bodyLimit (1 MiB); these bound what that megabyte unpacks to
 * and how long reading it may take, so one file cannot stall or exhaust the server.
 * - maxRows: data rows (the header row aside) — each is checked and written in its own
 *   transaction, about 3–4 ms apiece, so 2,000 rows finish in seconds; bigger lists are split;
 * - maxInflatedBytes: all parts of the .xlsx together once inflated (a 2,000-row sheet of forty
 *   long columns is about 6 MiB);
 * - maxParts: files inside the zip (a workbook has a dozen or so);
 * - readTimeoutMs / heapMb: the reading worker is stopped past these (503 / 400);
 * - concurrentReads: workers reading at once; another import meanwhile answers 503 to retry.
 */
export interface ImportLimits {
  maxRows: number;
  maxInflatedBytes: number;
  maxParts: number;
  readTimeoutMs: number;
  heapMb: number;
  concurrentReads: number;
}

export const IMPORT_LIMITS: Readonly<ImportLimits> = {
  maxRows: 2000,
  maxInflatedBytes: 16 * 1024 * 1024,
  maxParts: 200,
  readTimeoutMs: 20_000,
  heapMb: 256,
  concurrentReads: 2,
};
