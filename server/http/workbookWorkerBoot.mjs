// The export worker's entry: like sheetWorkerBoot.mjs, this thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./workbookWorker.ts');
