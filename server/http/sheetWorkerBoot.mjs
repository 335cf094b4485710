// The import worker's entry: the server is TypeScript run by tsx, and loader hooks are per
// thread (a test runner does not pass its own to workers), so this thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./sheetWorker.ts');
