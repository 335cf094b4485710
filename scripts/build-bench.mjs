// The scale-out bench (bench/scale/) compiled to plain JavaScript, so it runs with `node` alone next
// to the compiled server (`npm run bench:scale`, and the bench archive of `npm run bundle`):
// build/bench/scale.js (the runner) and scale-load.js (the load process it starts). autocannon, ws
// and pg stay packages (node_modules), as the server's do.
// `--outdir DIR` builds elsewhere (the bundle builds into its staging folder).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'build', 'bench');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { scale: 'bench/scale/run.ts', 'scale-load': 'bench/scale/load.ts' },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  logLevel: 'warning',
});
console.log(`scale bench compiled into ${outdir}`);
