// `npm run bench`: builds, then runs bench/run.ts (see docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('node', ['scripts/ensure-chromium.mjs']);
step('npx', ['vite', 'build', '--logLevel', 'warn']);
// the benches' servers run compiled, as production runs them (bench/serverProcess.ts BENCH_SERVER_ENTRY)
step('node', ['scripts/build-server.mjs']);
process.env.BENCH_SERVER = 'build/server/main.js';
step('npx', ['tsx', 'bench/run.ts']);
