/**
 * Where a worker thread's code is. Compiled (`npm run build:server`), the server is one bundle
 * and each worker a bundle beside it (build/server/sheetWorker.js); run as TypeScript (tests,
 * `npm run dev`), a worker starts from a plain-JS boot file that registers tsx in its own thread,
 * since loader hooks are per thread and a test runner does not pass its own to workers.
 */
const COMPILED = !import.meta.url.endsWith('.ts');

/** The PDF worker knows every module's drawing, so it sits beside the server's other roots (server/pdfWorker.ts), not here. */
const BESIDE_SERVER = new Set(['pdfWorker']);

export function workerEntry(name: 'sheetWorker' | 'workbookWorker' | 'pdfWorker'): URL {
  if (COMPILED) return new URL(`./${name}.js`, import.meta.url);
  return new URL(BESIDE_SERVER.has(name) ? `../${name}Boot.mjs` : `./${name}Boot.mjs`, import.meta.url);
}
