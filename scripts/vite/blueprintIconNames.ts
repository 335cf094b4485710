import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../../src/shell/blueprintIconNames.ts', import.meta.url));

/**
 * Builds @blueprintjs/icons with src/shell/blueprintIconNames.ts in place of its `./iconNames`
 * module, whose enum of every icon name would otherwise ride the first page with Blueprint's Icon
 * (the app loads icon paths by name itself, src/shell/icons.ts). Build only: dev and the tests use
 * Blueprint as it is.
 */
export function blueprintIconNames(): Plugin {
  return {
    name: 'freight:blueprint-icon-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)) return undefined;
      return source === './iconNames' || source === './iconNames.js' ? SHIM : undefined;
    },
  };
}
