// The codemod's reading of a source file (scripts/codemods/words.ts): swc's AST, the places that
// write a bilingual pair, the `const tr = useTr()` they belong to, and what is left for a hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Pair } from './keys';

// biome-ignore lint/suspicious/noExplicitAny: swc's AST, walked generically
export type AstNode = { type: string; span: { start: number; end: number }; [k: string]: any };
const swc = createRequire(import.meta.url)('@swc/core') as { parseSync(src: string, o: object): AstNode };

export const ROOT = process.cwd();
/** Shared layers read by the server (and src/i18n itself) keep their data: they cannot import React. */
export const SKIP = /^src\/(routes|domain|contract|i18n)\/|\/words\.ts$/;
export const DICTIONARY = 'src/i18n/dictionary.ts';

export interface Site extends Pair {
  kind: 'call' | 'object' | 'ternary';
  start: number;
  end: number;
  /** the language variable of a ternary */
  lang?: string;
  /** the `const tr = useTr()` a call belongs to */
  decl?: Decl;
}
export interface Decl {
  start: number;
  end: number;
  fn: { start: number; end: number };
  needs: Set<'w' | 'c'>;
  kept: boolean;
}
export interface FileScan {
  path: string;
  module: string;
  buf: Buffer;
  sites: Site[];
  decls: Decl[];
  manual: string[];
  identifiers: Set<string>;
  imports: AstNode[];
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((f) => {
      const p = `${dir}/${f}`;
      return statSync(join(ROOT, p)).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f) ? [p] : [];
    });
}

function moduleOf(path: string): string {
  if (path === DICTIONARY) return 'dictionary';
  const feature = /^src\/features\/([^/]+)\//.exec(path);
  if (feature) return feature[1]!;
  return /^src\/([^/]+)\//.exec(path)?.[1] ?? 'root';
}

const literal = (n: AstNode | undefined): string | undefined => {
  if (!n) return undefined;
  if (n.type === 'StringLiteral') return n.value as string;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].cooked as string;
  return undefined;
};

function walk(node: unknown, visit: (n: AstNode, parents: AstNode[]) => void, parents: AstNode[] = []): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit, parents);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as AstNode;
  if (typeof n.type === 'string' && n.span) visit(n, parents);
  const next = typeof n.type === 'string' && n.span ? [...parents, n] : parents;
  for (const [k, v] of Object.entries(n)) if (k !== 'span' && v && typeof v === 'object') walk(v, visit, next);
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

export function scan(path: string): FileScan {
  const buf = readFileSync(join(ROOT, path));
  const text = buf.toString('utf8');
  const ast = swc.parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx'), comments: false });
  const base = 1; // swc spans count bytes from 1 (checked against each literal's raw text below)
  const at = (s: { start: number; end: number }) => ({ start: s.start - base, end: s.end - base });
  const lineOf = (byte: number) => buf.subarray(0, byte).toString('utf8').split('\n').length;
  const f: FileScan = { path, module: moduleOf(path), buf, sites: [], decls: [], manual: [], identifiers: new Set(), imports: [] };
  const trRefs: { start: number; parents: AstNode[] }[] = [];
  const calls: { node: AstNode; parents: AstNode[] }[] = [];
  const check = (n: AstNode) => {
    const { start, end } = at(n.span);
    const raw = buf.subarray(start, end).toString('utf8');
    if (n.type === 'StringLiteral' && raw !== n.raw) throw new Error(`${path}: span mismatch at ${start}: ${raw} vs ${n.raw}`);
  };
  walk(ast, (n, parents) => {
    const parent = parents[parents.length - 1];
    if (n.type === 'ImportDeclaration') f.imports.push(n);
    if (n.type === 'Identifier') {
      f.identifiers.add(n.value);
      const named =
        parent &&
        (parent.type === 'JSXOpeningElement' ||
          parent.type === 'JSXClosingElement' ||
          parent.type === 'KeyValueProperty' ||
          (parent.type === 'MemberExpression' && parent.property === n));
      if (n.value === 'tr' && !named) trRefs.push({ start: at(n.span).start, parents });
    }
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.value === 'tr') calls.push({ node: n, parents });
    if (n.type === 'VariableDeclaration' && n.declarations.length === 1) {
      const d = n.declarations[0];
      if (d.id.type === 'Identifier' && d.id.value === 'tr' && d.init?.type === 'CallExpression' && d.init.callee.value === 'useTr') {
        const fn = [...parents].reverse().find((p) => FUNCTIONS.has(p.type));
        f.decls.push({ ...at(n.span), fn: at(fn!.span), needs: new Set(), kept: false });
      }
    }
    if (f.module === 'dictionary' || path.startsWith('src/features/') || path.startsWith('src/shell/')) {
      if (
        n.type === 'ObjectExpression' &&
        n.properties.length === 2 &&
        n.properties.every((p: AstNode) => p.type === 'KeyValueProperty' && p.key.type === 'Identifier')
      ) {
        const byKey = Object.fromEntries(n.properties.map((p: AstNode) => [p.key.value, p.value]));
        const zh = literal(byKey.zh);
        const en = literal(byKey.en);
        if (zh !== undefined && en !== undefined) {
          check(byKey.zh);
          f.sites.push({ kind: 'object', ...at(n.span), zh, en });
        }
      }
      if (n.type === 'ConditionalExpression' && n.test.type === 'BinaryExpression' && n.test.operator === '===' && n.test.left.type === 'Identifier') {
        const which = literal(n.test.right);
        const yes = literal(n.consequent);
        const no = literal(n.alternate);
        const code = (v: string | undefined) => v !== undefined && /^(zh|en)(-[a-z]+)?$/i.test(v); // a language code, not a word
        if ((which === 'zh' || which === 'en') && yes !== undefined && no !== undefined && !code(yes) && !code(no)) {
          // `(lang === 'zh' ? '是' : 'yes')`: the parentheses go too
          const span = parent?.type === 'ParenthesisExpression' ? parent.span : n.span;
          f.sites.push({ kind: 'ternary', ...at(span), lang: n.test.left.value, zh: which === 'zh' ? yes : no, en: which === 'zh' ? no : yes });
        }
      }
    }
  });
  for (const { node } of calls) {
    const [a, b] = node.arguments.map((x: AstNode) => (x.spread ? undefined : x.expression));
    const zh = node.arguments.length === 2 ? literal(a) : undefined;
    const en = node.arguments.length === 2 ? literal(b) : undefined;
    const { start, end } = at(node.span);
    const decl = f.decls.filter((d) => d.fn.start <= start && end <= d.fn.end).sort((x, y) => x.fn.end - x.fn.start - (y.fn.end - y.fn.start))[0];
    if (zh === undefined || en === undefined || !decl) {
      f.manual.push(`${path}:${lineOf(start)}`);
      continue;
    }
    check(a);
    f.sites.push({ kind: 'call', start, end, zh, en, decl });
  }
  // `tr` still read other than by a replaced call (handed to a helper, in a hook's dependencies)
  const replaced = new Set(f.sites.filter((s) => s.kind === 'call').map((s) => s.start));
  for (const ref of trRefs) {
    if (replaced.has(ref.start)) continue;
    const decl = f.decls.find((d) => d.start <= ref.start && ref.start < d.end);
    if (decl) continue; // the declaration itself
    const owner = f.decls.filter((d) => d.fn.start <= ref.start && ref.start <= d.fn.end).sort((x, y) => x.fn.end - x.fn.start - (y.fn.end - y.fn.start))[0];
    if (owner) owner.kept = true;
    if (!f.manual.includes(`${path}:${lineOf(ref.start)}`) && !calls.some((c) => at(c.node.span).start === ref.start))
      f.manual.push(`${path}:${lineOf(ref.start)} (tr passed on)`);
  }
  for (const { node } of calls) {
    const start = at(node.span).start;
    if (replaced.has(start)) continue;
    const owner = f.decls.filter((d) => d.fn.start <= start && start <= d.fn.end).sort((x, y) => x.fn.end - x.fn.start - (y.fn.end - y.fn.start))[0];
    if (owner) owner.kept = true;
  }
  return f;
}
