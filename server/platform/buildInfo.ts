import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../projectRoot';

/** What is running (issue 47): the package's version, the commit it was built from, and the Node it runs on. */
export interface BuildInfo {
  version: string;
  /** The commit's full hash, or `unknown` where neither the build nor a checkout says it. */
  commit: string;
  node: string;
}

const HASH = /^[0-9a-f]{40}$/;

/** The commit a checkout stands on, read from its .git folder (no process started): HEAD, or the branch HEAD names. */
export function commitOfCheckout(root: string): string | undefined {
  try {
    const git = join(root, '.git');
    if (!existsSync(join(git, 'HEAD'))) return undefined;
    const head = readFileSync(join(git, 'HEAD'), 'utf8').trim();
    if (HASH.test(head)) return head;
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return undefined;
    const loose = join(git, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
    const packed = existsSync(join(git, 'packed-refs')) ? readFileSync(join(git, 'packed-refs'), 'utf8') : '';
    return packed
      .split('\n')
      .find((l) => l.endsWith(` ${ref}`))
      ?.slice(0, 40);
  } catch {
    return undefined;
  }
}

let known: BuildInfo | undefined;

/**
 * Read once: the compiled server's build.json (scripts/build-server.mjs writes the commit it built
 * from), else the checkout the server runs from (`npm start`, tsx), else `unknown` (a bundle built
 * outside a checkout).
 */
export function buildInfo(): BuildInfo {
  if (known) return known;
  const root = projectRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  const here = dirname(fileURLToPath(import.meta.url));
  let commit: string | undefined;
  for (const dir of [here, join(here, '..')]) {
    const file = join(dir, 'build.json');
    if (existsSync(file)) commit = (JSON.parse(readFileSync(file, 'utf8')) as { commit?: string }).commit;
    if (commit) break;
  }
  commit ??= commitOfCheckout(root);
  known = { version, commit: commit && HASH.test(commit) ? commit : 'unknown', node: process.versions.node };
  return known;
}
