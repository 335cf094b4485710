// `npm run typecheck`: one TypeScript run per part of the code, each with only the globals it may
// use (tsgo has no build mode we rely on; four `tsc -p` runs are simple and fast enough):
// the browser app without Node types, the server without the DOM, shared code with neither, and
// the tests and scripts with both. Every run is reported; the exit code is 1 if any failed.
import { spawnSync } from 'node:child_process';

const CONFIGS = ['tsconfig.browser.json', 'tsconfig.server.json', 'tsconfig.shared.json', 'tsconfig.json'];
let failed = 0;
for (const config of CONFIGS) {
  const status = spawnSync('npx', ['tsc', '--noEmit', '-p', config], { stdio: 'inherit' }).status;
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${config}`);
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
