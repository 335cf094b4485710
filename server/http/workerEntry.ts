/**
 * Where a worker thread's code is. Compiled (`npm run build:server`), the server is one bundle
 * and each worker a bundle beside it (build/server/sheetWorker.js); run as TypeScript (tests,
 * `npm run dev`), a worker starts from a plain-JS boot file that registers tsx in its own thread,
 * since loader hooks are per thread and a test runner does not pass its own to workers.
 */
const COMPILED = !import.meta.url.endsWith('.ts');

export function workerEntry(name: 'sheetWorker' | 'workbookWorker'): URL {
  return COMPILED ? new URL(`./${name}.js`, import.meta.url) : new URL(`./${name}Boot.mjs`, import.meta.url);
}
