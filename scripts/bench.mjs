// `npm run bench`: builds, then runs bench/run.ts (see docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('node', ['scripts/ensure-chromium.mjs']);
step('npx', ['vite', 'build', '--logLevel', 'warn']);
step('npx', ['tsx', 'bench/run.ts']);
