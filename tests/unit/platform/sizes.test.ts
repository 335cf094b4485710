import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The size check (issue 46, "One use case, one place"): a reader finds a use case by its name, so no
 * function may grow into a closure holding a whole service, and no file into a place every change
 * collides in. Over src/ and server/ (*.ts, *.tsx, not .d.ts) it counts
 *   (a) functions over 150 lines, (b) functions over 80 lines, (c) files over 300 lines,
 * a function being a function declaration or expression, an arrow function or a class method.
 *
 * It is a ratchet: RECORD holds today's figures. A figure above its record fails (split the new
 * long function or file); a figure below its record fails too, until the record is lowered to it,
 * so the record follows the progress and never leaves room to grow back.
 *
 * TypeScript 7 (tsgo) has no compiler API, so the files are parsed with swc (already used by
 * dependency-cruiser). swc's spans are byte offsets on a counter shared by every parse, and a
 * module's span starts at its first token, not at the file's start: the source is parsed with a `;`
 * in front, so the module's span starts at byte 0 of that text and every offset is relative to it.
 */

/**
 * The figures on this branch. Lower them as functions and files are split; never raise them. Before
 * issue 46 (main db4bd41, nothing exempt): 46 functions over 150 lines, 205 over 80, 61 files over 300;
 * with the exemptions below the same tree counts 44, 191 and 47. After the server's services were split
 * into use cases (branch i46-services): 30, 171 and 41; with the client screens and flows split too
 * (issue 46's branches merged): 6, 143 and 28; with the second round of splits (client, server): 0, 55 and 6; binding offers moved to staff: 0, 54 and 6.
 * Issue 46 aims at 0, 80 and 20.
 */
const RECORD = {
  functionsOver150: 0,
  functionsOver80: 54,
  filesOver300: 6,
};

/**
 * What the check does not count, each with its reason (the issue: "seeds and word tables exempt by a
 * listed rule"). A file matching one is left out of all three figures.
 */
const EXEMPT: { rule: string; matches: (file: string) => boolean; why: string }[] = [
  {
    rule: 'seeds',
    matches: (f) => f.startsWith('server/') && /^(seed|demo)|Seed/.test(basename(f)),
    why: 'demo data written row by row for the demo logins (seed.ts, seedFiles.ts, demoSeed.ts, batchSeed.ts, demoRegimes.ts …): a list of records, read as data, not as steps',
  },
  {
    rule: 'word tables',
    matches: (f) => /(^|[a-z])[Ww]ords\.tsx?$/.test(basename(f)) || f.includes('/words/'),
    why: 'the {zh, en} pairs a module shows (words.ts, *Words.ts, a words/ folder): one entry per line, checked by tests/unit/i18n/words.test.ts',
  },
  {
    rule: 'data tables',
    matches: (f) => f === 'src/routes/table.ts' || /^src\/contract\/[^/]+\/(calls|schemas|module)\.ts$/.test(f),
    why: 'pure declarations: the route table is the one list of paths (DESIGN.md §7); a contract’s calls, schemas and module files declare each call’s path, access and wire schema once. They stay declarations: a function in one over DECLARATION_HELPER_LINES fails the check below',
  },
];

/** In an exempt data table, a helper (`const code = (max = 10) => …`, the route table’s `group` turning rows into routes) may be this long; logic longer belongs in a counted file. */
const DECLARATION_HELPER_LINES = 25;

const FUNCTION_NODES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassMethod', 'PrivateMethod', 'Constructor']);

interface Swc {
  parseSync(src: string, opts: { syntax: 'typescript'; tsx?: boolean }): { span: { start: number }; body: unknown };
}
const swc = createRequire(import.meta.url)('@swc/core') as Swc;

interface Measured {
  file: string;
  lines: number;
  functions: { name: string; line: number; lines: number }[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f) ? [relative('.', p).split('\\').join('/')] : [];
  });
}

type Node = { type?: string; span?: { start: number; end: number }; [k: string]: unknown };
const keyName = (key: unknown): string | undefined => {
  const k = key as { value?: unknown } | undefined;
  return typeof k?.value === 'string' ? k.value : undefined;
};

/** The file's length in lines and each function's, named by what holds it (a declaration, a variable, a key). */
function measure(file: string, source: string): Measured {
  const text = `;${source}`;
  const bytes = Buffer.from(text);
  const newlines: number[] = [];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) newlines.push(i);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((newlines[mid] as number) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const ast = swc.parseSync(text, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const base = ast.span.start;
  const functions: Measured['functions'] = [];
  const walk = (node: unknown, held: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, held);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    let name = held;
    if (n.type === 'VariableDeclarator') name = keyName(n.id) ?? name;
    else if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression') name = keyName(n.identifier) ?? name;
    else if (n.key && /Property|Method/.test(n.type ?? '')) name = keyName(n.key) ?? name;
    if (n.type && FUNCTION_NODES.has(n.type) && n.span) {
      const first = lineOf(n.span.start - base);
      functions.push({ name: name ?? '(anonymous)', line: first, lines: lineOf(n.span.end - base) - first + 1 });
    }
    for (const k of Object.keys(n)) if (k !== 'span') walk(n[k], name);
  };
  walk(ast.body, undefined);
  const lines = source.length === 0 ? 0 : source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  return { file, lines, functions };
}

function measured(): { counted: Measured[]; declarations: Measured[] } {
  const counted: Measured[] = [];
  const declarations: Measured[] = [];
  for (const file of [...sourceFiles('src'), ...sourceFiles('server')]) {
    const exempt = EXEMPT.find((e) => e.matches(file));
    if (exempt && exempt.rule !== 'data tables') continue;
    (exempt ? declarations : counted).push(measure(file, readFileSync(file, 'utf8')));
  }
  return { counted, declarations };
}

function figures(all: Measured[]) {
  const fns = all.flatMap((m) => m.functions.map((f) => ({ ...f, file: m.file })));
  const longest = (min: number) =>
    fns
      .filter((f) => f.lines > min)
      .sort((a, b) => b.lines - a.lines)
      .map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
  const files = all
    .filter((m) => m.lines > 300)
    .sort((a, b) => b.lines - a.lines)
    .map((m) => `${m.file} (${m.lines} lines)`);
  return { over150: longest(150), over80: longest(80), files };
}

/** Fails when the figure differs from its record, naming the offenders longest first. */
function ratchet(what: string, offenders: string[], record: number) {
  const todo =
    offenders.length > record
      ? `it rose above its record ${record}: split what you added`
      : `it fell below its record ${record}: lower the record in tests/unit/platform/sizes.test.ts to ${offenders.length}`;
  expect(offenders.length, `${what}: ${offenders.length}, ${todo}.\n  ${offenders.join('\n  ')}\n`).toBe(record);
}

describe('sizes (a ratchet: a figure may fall, never rise)', () => {
  const { counted, declarations } = measured();
  const f = figures(counted);

  it('measures a function by its lines and names it by what holds it', () => {
    const m = measure(
      'x.ts',
      '// a comment first\nexport function a() {\n  return 1;\n}\nconst b = () =>\n  2;\nclass C {\n  m() {}\n}\nconst o = { k: function () {} };\n',
    );
    expect(m.lines).toBe(10);
    expect(m.functions).toEqual([
      { name: 'a', line: 2, lines: 3 },
      { name: 'b', line: 5, lines: 2 },
      { name: 'm', line: 8, lines: 1 },
      { name: 'k', line: 10, lines: 1 },
    ]);
  });

  it('lists each exemption with its reason, and a data table stays declarations', () => {
    for (const e of EXEMPT) expect(e.why.length, e.rule).toBeGreaterThan(20);
    expect(EXEMPT.find((e) => e.matches('server/modules/manifest/demoSeed.ts'))?.rule).toBe('seeds');
    expect(EXEMPT.find((e) => e.matches('src/features/manifest/words.ts'))?.rule).toBe('word tables');
    expect(EXEMPT.find((e) => e.matches('server/modules/billing/service.ts'))).toBeUndefined();
    const logic = declarations.flatMap((m) =>
      m.functions.filter((fn) => fn.lines > DECLARATION_HELPER_LINES).map((fn) => `${m.file}:${fn.line} ${fn.name} (${fn.lines} lines)`),
    );
    expect(logic, 'a data table holds declarations only: move this function to a counted file').toEqual([]);
  });

  it(`functions over 150 lines: ${RECORD.functionsOver150}`, () => ratchet('functions over 150 lines', f.over150, RECORD.functionsOver150));
  it(`functions over 80 lines: ${RECORD.functionsOver80}`, () => ratchet('functions over 80 lines', f.over80, RECORD.functionsOver80));
  it(`files over 300 lines: ${RECORD.filesOver300}`, () => ratchet('files over 300 lines', f.files, RECORD.filesOver300));
});
