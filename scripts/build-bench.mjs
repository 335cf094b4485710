// The scale-out bench (bench/scale/) compiled to plain JavaScript, so it runs with `node` alone next
// to the compiled server (`npm run bench:scale`, and the bench archive of `npm run bundle`):
// build/bench/scale.js (the runner) and scale-load.js (the load process it starts). autocannon, ws
// and pg stay packages (node_modules), as the server's do.
// `--outdir DIR` builds elsewhere (the bundle builds into its staging folder).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { NODE_BUNDLE, outdirOf } from './lib/nodeBundle.mjs';

const outdir = outdirOf('bench');

rmSync(outdir, { recursive: true, force: true });
await build({ ...NODE_BUNDLE, entryPoints: { scale: 'bench/scale/run.ts', 'scale-load': 'bench/scale/load.ts' }, outdir });
console.log(`scale bench compiled into ${outdir}`);
