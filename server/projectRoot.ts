import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json (and dist/, the built browser app): the nearest above this
 * code, which is server/ when it runs as TypeScript and build/server/ when compiled.
 */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return join(from, '..'); // none above: as before, the folder above the code's
  }
}
