// `npm run bench`: builds, then runs bench/run.ts (see docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('node', ['scripts/ensure-chromium.mjs']);
step('npx', ['vite', 'build', '--logLevel', 'warn']);
// the benches' servers run compiled, as production runs them (bench/serverProcess.ts BENCH_SERVER_ENTRY)
// (into a folder of its own: the API tests' set-up rebuilds build/server, which would pull it from under a bench's server)
step('node', ['scripts/build-server.mjs', '--outdir', 'build/bench-server']);
process.env.BENCH_SERVER = 'build/bench-server/main.js';
step('npx', ['tsx', 'bench/run.ts']);
