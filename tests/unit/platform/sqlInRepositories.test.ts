import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SQL runs in repositories (issue 46), found by what a file does, not by its name: the layering test
 * (layering.test.ts) forbids a statement in routes and services; this one forbids it in every other
 * file of server/modules too — a statement (`.query(`, `.query<…>(`, `.exec(`) runs only in a
 * repository file: `repository.ts`, `<name>Repository.ts`, or a file of a `repository/` folder. The
 * other files call the repository's functions, named by what they read or write.
 *
 * One listed rule lets other files through: a seed step — a file whose name says so (`seed.ts`,
 * `<name>Seed.ts`, `seedFiles.ts`, `demo<Name>.ts`) — writes the module's demo rows once (`npm run
 * seed`, the tests' snapshot): rows as data, not a use case, so they stay beside the data they write.
 */

/** Files still running SQL outside a repository, each to move it into a repository next to it. The list only shrinks. */
const STILL_TO_MOVE = new Set<string>([
  // none left: the 17 files of issue 46 moved their statements into repositories next to them
]);

/** A statement run: `.query(`, `.query<…>(`, `.exec(` — not after a regular expression's closing `/`. */
const RUNS_SQL = /(?<![/\]])\.(query|exec)\s*[<(]/g;
const IS_REPOSITORY = /(^|\/)(repository|\w+Repository)\.ts$|\/repository\/[^/]+\.ts$/;
const IS_SEED = /(^|\/)(\w*[sS]eed\w*|demo[A-Z]\w*)\.ts$/;

/** The source without its comments (whole-line `//` ones and blocks), so a comment naming a call is not one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Why a file with this path and source breaks the rule, or nothing. */
function breaks(file: string, text: string): string | undefined {
  if (IS_REPOSITORY.test(file) || IS_SEED.test(file)) return undefined;
  const calls = code(text).match(RUNS_SQL)?.length ?? 0;
  return calls ? `runs ${calls} statement(s) outside a repository` : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

function breaking(): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of sourceFiles('server/modules')) {
    const file = relative('.', path).split('\\').join('/');
    const why = breaks(file, readFileSync(path, 'utf8'));
    if (why) out.set(file, why);
  }
  return out;
}

describe('SQL runs in repositories (found by content)', () => {
  it('finds a planted statement outside a repository, and lets a repository and a seed step through', () => {
    const sql = 'export const offers = (db: Db) => db.query<{ id: number }>(`select id from bind_offers`);\n';
    expect(breaks('server/modules/auth/bindOffers.ts', sql)).toBe('runs 1 statement(s) outside a repository');
    expect(breaks('server/modules/auth/public.ts', 'await tx.exec(`delete from bind_offers`);')).toBeDefined();
    expect(breaks('server/modules/auth/index.ts', 'await app.db\n  .query(`select 1`);')).toBeDefined();
    expect(breaks('server/modules/auth/bindOffersRepository.ts', sql)).toBeUndefined();
    expect(breaks('server/modules/auth/repository.ts', sql)).toBeUndefined();
    expect(breaks('server/modules/auth/repository/offers.ts', sql)).toBeUndefined();
    expect(breaks('server/modules/auth/seed.ts', sql)).toBeUndefined();
    expect(breaks('server/modules/rates/quoteSeed.ts', sql)).toBeUndefined();
    expect(breaks('server/modules/auth/demoAccounts.ts', sql)).toBeUndefined();
    // not a statement: a regular expression, a request's query, a comment
    expect(breaks('server/modules/auth/bindOffers.ts', 'const m = /^(\\d+)$/.exec(text); const q = request.query;')).toBeUndefined();
    expect(breaks('server/modules/auth/bindOffers.ts', '// db.query(x)\n/* tx.exec(y) */\nok();')).toBeUndefined();
    // a name that only looks like one
    expect(breaks('server/modules/auth/repositoryless.ts', sql)).toBeDefined();
    expect(breaks('server/modules/auth/democracy.ts', sql)).toBeDefined();
  });

  it('no file of server/modules runs SQL outside a repository, outside the files still to move', () => {
    const news = [...breaking()].filter(([file]) => !STILL_TO_MOVE.has(file)).map(([file, why]) => `${file} ${why}`);
    expect(news, 'move the statements into a repository next to the file (a function named by what it reads or writes)').toEqual([]);
  });

  it('the files still to move only go: one moved is taken off the list', () => {
    const found = breaking();
    const done = [...STILL_TO_MOVE].filter((file) => !found.has(file));
    expect(done, 'moved (or gone): take these off STILL_TO_MOVE in tests/unit/platform/sqlInRepositories.test.ts').toEqual([]);
  });
});
