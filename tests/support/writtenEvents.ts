import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The event types a server module's files write (`'v1.Something'` literals), for the tests that keep
 * a log's words (src/contract/<module>/events.ts) and the module's writes together. `only` narrows
 * them to one record's events when a module logs several kinds of record.
 */
export function writtenEventTypes(module: string, only: RegExp = /^v1\.[A-Za-z]+$/): string[] {
  const folder = join('server/modules', module);
  const found = readdirSync(folder)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(folder, f), 'utf8').matchAll(/'(v1\.[A-Za-z]+)'/g)].map((m) => m[1]!));
  return [...new Set(found)].filter((t) => only.test(t));
}
