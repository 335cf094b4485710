import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

/**
 * Every list a feature reads goes through its feature's query factory (issue 46; DESIGN.md §7:
 * `features/<m>/api/` holds `getX`, `xQueryOptions` and the keys), so a reader finds a list's key,
 * its fetch and its refresh in one place, and a mutation refreshes exactly what it changed. This
 * reads src/features/** and fails on
 *   (a) `useQuery({ … })`, `useInfiniteQuery({ … })` or `useSuspenseQuery({ … })` whose argument is
 *       an object written in place: one holding its own `queryKey` defines the query a second time,
 *       and one spreading a factory's options to add `enabled` hides a part of the query's
 *       definition from its factory (the factory takes `enabled` as an argument instead);
 *   (b) `invalidateQueries({ queryKey: ['list'] })` — a key array of one bare word, which refreshes
 *       every query whose key starts with it (every list of every module), not the one changed.
 */

/** The features whose flows become machines in their own branch (issue 46): they still hold inline queries. The list only shrinks — a feature here that no longer breaks a rule fails the test until it is taken off. */
const STILL_INLINE = new Set<string>(['manifest']);

const ROOT = join(__dirname, '../../..');
const FEATURES = join(ROOT, 'src/features');
const QUERY_HOOKS = new Set(['useQuery', 'useInfiniteQuery', 'useSuspenseQuery']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

type Node = { type?: string; [k: string]: unknown };

/** Every node of the tree, depth first. */
function* walk(n: unknown): Generator<Node> {
  if (!n || typeof n !== 'object') return;
  if (Array.isArray(n)) {
    for (const c of n) yield* walk(c);
    return;
  }
  const node = n as Node;
  if (typeof node.type === 'string') yield node;
  for (const [k, v] of Object.entries(node)) if (k !== 'span') yield* walk(v);
}

const calleeName = (call: Node): string | undefined => {
  const callee = call.callee as Node;
  if (callee?.type === 'Identifier') return callee.value as string;
  if (callee?.type === 'MemberExpression') return ((callee.property as Node)?.value as string) ?? undefined;
  return undefined;
};

/** The property `name` of an object written in place, if it has one. */
const propertyOf = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find((p) => (p.type === 'KeyValueProperty' && (p.key as Node).value === name) || (p.type === 'Identifier' && p.value === name));

const firstArgument = (call: Node): Node | undefined => ((call.arguments as Node[])[0]?.expression as Node) ?? undefined;

/** What one source file breaks: `inline` queries and `broad` invalidations, by line. */
function breaches(text: string, tsx: boolean) {
  const ast = parseSync(text, { syntax: 'typescript', tsx });
  const base = (ast.span as { start: number }).start;
  const lineOf = (node: Node) =>
    Buffer.from(text)
      .subarray(0, (node.span as { start: number }).start - base)
      .toString()
      .split('\n').length;
  const inline: number[] = [];
  const broad: number[] = [];
  for (const node of walk(ast.body)) {
    if (node.type !== 'CallExpression') continue;
    const name = calleeName(node);
    const arg = firstArgument(node);
    if (arg?.type !== 'ObjectExpression') continue;
    if (name && QUERY_HOOKS.has(name)) inline.push(lineOf(node));
    if (name === 'invalidateQueries' || name === 'refetchQueries' || name === 'removeQueries') {
      const key = propertyOf(arg, 'queryKey');
      const value = key?.value as Node | undefined;
      const elements = (value?.type === 'ArrayExpression' ? (value.elements as ({ expression: Node } | null)[]) : []) ?? [];
      if (value?.type === 'ArrayExpression' && elements.length === 1 && elements[0]?.expression.type === 'StringLiteral') broad.push(lineOf(node));
    }
  }
  return { inline, broad };
}

const featureOf = (file: string) => relative(FEATURES, file).split('/')[0]!;

const found = sourceFiles(FEATURES).map((file) => ({ file, feature: featureOf(file), ...breaches(readFileSync(file, 'utf8'), file.endsWith('.tsx')) }));

describe('lists through query factories (issue 46)', () => {
  it('no feature writes a query inline: its api/ holds the queryOptions factory', () => {
    const offenders = found.filter((f) => !STILL_INLINE.has(f.feature)).flatMap((f) => f.inline.map((line) => `${relative(ROOT, f.file)}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('no feature refreshes a broad key of one word: it invalidates through its key factory', () => {
    const offenders = found.filter((f) => !STILL_INLINE.has(f.feature)).flatMap((f) => f.broad.map((line) => `${relative(ROOT, f.file)}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('the list of features still to move only shrinks: each one listed still breaks a rule', () => {
    const breaking = new Set(found.filter((f) => f.inline.length + f.broad.length > 0).map((f) => f.feature));
    expect([...STILL_INLINE].filter((f) => !breaking.has(f))).toEqual([]);
  });

  it('the check sees what it forbids', () => {
    const planted = breaches(
      `const a = useQuery({ queryKey: ['x', 1], queryFn: () => 1 });
       const b = useQuery({ ...xQueryOptions(1), enabled: true });
       const c = useQuery(xQueryOptions(1, true));
       void client.invalidateQueries({ queryKey: ['list'] });
       void client.invalidateQueries({ queryKey: xKeys.all });`,
      false,
    );
    expect(planted).toEqual({ inline: [1, 2], broad: [4] });
  });
});
