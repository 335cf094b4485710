import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The event types a server module's files write (`'v1.Something'` literals), for the tests that keep
 * a log's words (src/contract/<module>/events.ts) and the module's writes together. `only` narrows
 * them to one record's events when a module logs several kinds of record.
 */
export function writtenEventTypes(module: string, only: RegExp = /^v1\.[A-Za-z]+$/): string[] {
  // the module's folder and its subfolders (its use cases live in useCases/)
  const found = readdirSync(join('server/modules', module), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join('server/modules', module, f), 'utf8').matchAll(/'(v1\.[A-Za-z]+)'/g)].map((m) => m[1]!));
  return [...new Set(found)].filter((t) => only.test(t));
}
