import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** One dependency as dependency-cruiser reports it (the fields these tests read). */
export interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
}

const ROOT = resolve('.');

/**
 * Runs dependency-cruiser as `npm run deps` does (the swc parser preloaded by scripts/lib/swc-tsx.mjs)
 * on `paths` under `cwd`, with one of the repository's configs, and answers its JSON: the tests read
 * the real rules, never a copy of them.
 */
export function cruise(paths: string[], config: string, cwd = ROOT): Cruised {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      resolve(ROOT, 'scripts/lib/swc-tsx.mjs'),
      resolve(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      ...paths,
      '--config',
      resolve(ROOT, config),
      '--output-type',
      'json',
    ],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser gave no answer: ${run.stderr}`);
  return JSON.parse(run.stdout) as Cruised;
}
