import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every module is routes → service → repository (issue 33; docs/architecture.md "Server modules"; DESIGN.md §7):
 * this reads server/modules/** and fails on
 *   (a) a file that registers calls — `app.get(`/`.post(`/`.put(`/`.delete(`/`.patch(` (or
 *       `fastify.…`), typed or not, or a list with `defineList(` — holding a `.query(` or `.exec(`
 *       call: the routes read the actor, check, call ONE service function and answer;
 *   (b) a service (`*Service.ts`, or a module's `service.ts`) holding one: the rules and the
 *       transaction are there, the SQL is in the repository.
 * A list's base query (`defineList`'s `base: … sql`) is the list's declaration — its columns,
 * filters and sort are resolved against it by server/http/lists.ts, which runs it — so a routes
 * file may carry that SQL text (or import it from its repository); it may not run a statement itself.
 * Only calls count, not SQL text: a call with a generic, nested or not (`db.query<A<B>>(`), is one;
 * a regular expression's `/…/.exec(` is not.
 * Every other file of server/modules is held to the same by content: sqlInRepositories.test.ts.
 */

/** The files that still break the rule on this branch, each to be split by its module's owner. The list only shrinks: a file here that no longer breaks it fails the test until it is taken off. */
const STILL_TO_SPLIT = new Set<string>([
  // none left: every module is split (issue 33)
]);

/** A statement run: `.query(`, `.query<…>(`, `.exec(` — not after a regular expression's closing `/`. */
const RUNS_SQL = /(?<![/\]])\.(query|exec)\s*[<(]/g;
/** A file that registers calls (by hand, or a contract's call through `route(app, call, …)`: server/http/route.ts) or a list. */
const REGISTERS = /\b(app|fastify)\.(get|post|put|delete|patch|route)\s*[<(]|\broute\(\s*(app|fastify)\b|\bdefineList\s*[<(]/;
const IS_SERVICE = /(^|\/)(service|\w+Service)\.ts$/;

/** The source without its comments (whole-line `//` ones and blocks), so a comment naming a call is not one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

/** Each file of server/modules breaking the rule, with its calls and why it may have none. */
function breaking(): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of sourceFiles('server/modules')) {
    const file = relative('.', path).split('\\').join('/');
    const text = code(readFileSync(path, 'utf8'));
    const calls = text.match(RUNS_SQL)?.length ?? 0;
    if (!calls) continue;
    if (REGISTERS.test(text)) out.set(file, `registers calls and runs ${calls} statement(s)`);
    else if (IS_SERVICE.test(file)) out.set(file, `is a service and runs ${calls} statement(s)`);
  }
  return out;
}

describe('module layering (routes → service → repository)', () => {
  it('tells a statement run from the rest: generics nested or not, not a regular expression, not a request’s query', () => {
    const runs = (s: string) => s.match(RUNS_SQL)?.length ?? 0;
    expect(runs('await db.query(`select 1`)')).toBe(1);
    expect(runs('await tx.query<{ a: Array<{ b: Map<string, number> }> }>(sql, [])')).toBe(1);
    expect(runs('await q\n  .query<Row>(sql)')).toBe(1);
    expect(runs('await tx.exec(sql)')).toBe(1);
    expect(runs('const m = /^(\\d+)$/.exec(text)')).toBe(0);
    expect(runs('const d = request.query.DomainName')).toBe(0);
    expect(runs('const b = q.query as CallInput<typeof C.get>')).toBe(0);
    expect(REGISTERS.test('app.get<{ Querystring: { A?: string } }>(PATH, opts, h)')).toBe(true);
    expect(REGISTERS.test('app.post(C.save.path, routeOf(C.save), h)')).toBe(true);
    expect(REGISTERS.test('route(app, C.save, async ({ actor, input }, r) => h)')).toBe(true);
    expect(REGISTERS.test('defineList<Row, Wire>(app, db, {})')).toBe(true);
    expect(REGISTERS.test('const rate = byId.get(id)')).toBe(false);
    expect(IS_SERVICE.test('server/modules/rates/quoteService.ts')).toBe(true);
    expect(IS_SERVICE.test('server/modules/rates/service.ts')).toBe(true);
    expect(IS_SERVICE.test('server/modules/rates/serviceCodes.ts')).toBe(false);
    expect(code('// db.query(x)\n/* tx.query(y) */\nok()').match(RUNS_SQL)).toBeNull();
  });

  it('no routes file and no service runs SQL, outside the files still to split', () => {
    const found = breaking();
    const news = [...found].filter(([file]) => !STILL_TO_SPLIT.has(file)).map(([file, why]) => `${file} ${why}`);
    expect(news, 'move the SQL into the module’s repository (docs: docs/architecture.md "Server modules")').toEqual([]);
  });

  it('the files still to split only go: one split is taken off the list', () => {
    const found = breaking();
    const done = [...STILL_TO_SPLIT].filter((file) => !found.has(file));
    expect(done, 'split (or gone): take these off STILL_TO_SPLIT in tests/unit/platform/layering.test.ts').toEqual([]);
  });
});
