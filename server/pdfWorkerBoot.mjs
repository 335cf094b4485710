// The PDF worker's entry when the server runs as TypeScript (compiled, it is build/server/pdfWorker.js:
// server/http/workerEntry.ts). Loader hooks are per thread (a test runner does not pass its own to
// workers), so this thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorker.ts');
