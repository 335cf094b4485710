// What every compiled Node program of the project shares (scripts/build-server.mjs, build-bench.mjs):
// ESM bundles for the Node the project supports, packages left to node_modules (installed as
// production dependencies), and `--outdir DIR` to build elsewhere than the default folder.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folder to build into: `--outdir DIR` when given, else `build/<name>`. */
export function outdirOf(name) {
  const at = process.argv.indexOf('--outdir');
  return at > 0 ? resolve(process.argv[at + 1]) : join(root, 'build', name);
}

export const NODE_BUNDLE = {
  absWorkingDir: root,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  logLevel: 'warning',
};
