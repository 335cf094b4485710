// The export worker's entry when the server runs as TypeScript: like sheetWorkerBoot.mjs, this
// thread registers tsx itself (compiled, it is build/server/workbookWorker.js).
import { register } from 'tsx/esm/api';

register();
await import('./workbookWorker.ts');
