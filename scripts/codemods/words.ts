// Issue 12, "words per module": the one-off codemod that moved the inline bilingual pairs into
// typed words tables. Run once on the tree before the change (`npx tsx scripts/codemods/words.ts`; to see
// it again: `git archive 86d60b2 src | tar -x -C /tmp/t && cd /tmp/t && <repo>/node_modules/.bin/tsx <repo>/scripts/codemods/words.ts`).
// It is deterministic (files in sorted order, keys from the English text, a fixed override list):
//   - `tr('中文', 'English')` with two literals  -> `w.key` (the module's words) or `c.key` (common)
//   - `{ zh: '…', en: '…' }` objects in modules  -> `moduleWords.key` (the Bilingual itself)
//   - `lang === 'zh' ? '…' : '…'` with literals -> `moduleWords.key[lang]`
//   - `const tr = useTr();`                      -> `const w = useWords(moduleWords);` and/or common
// A pair used by two or more modules (the shell dictionary counts as one) becomes a common word in
// src/i18n/commonWords.ts, and the dictionary's own entry then points at it. What it cannot do
// (template literals with values, `tr` handed around) it lists, and leaves `tr` in place for a hand.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { assign, pairId, type Pair } from './words/keys';
import { type AstNode, DICTIONARY, ROOT, SKIP, type Site, sourceFiles, scan } from './words/scan';

// ---- output ----------------------------------------------------------------------------------

function quote(s: string): string {
  const body = s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return s.includes("'") && !s.includes('"') ? `"${body}"` : `'${body.replace(/'/g, "\\'")}'`;
}
const entry = (key: string, p: Pair) => `  ${key}: { zh: ${quote(p.zh)}, en: ${quote(p.en)} },`;
function specifier(from: string, to: string): string {
  const r = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return r.startsWith('.') ? r : `./${r}`;
}
const tableName = (module: string) => `${module}Words`;
const LAYERS = new Set(['shell', 'ui', 'session', 'lib', 'app', 'streams', 'machines']);
const wordsFile = (module: string) => (LAYERS.has(module) ? `src/${module}/words.ts` : `src/features/${module}/words.ts`);

// ---- run -------------------------------------------------------------------------------------

if (existsSync(join(ROOT, 'src/i18n/commonWords.ts'))) {
  console.error('The words tables exist already: the codemod ran (issue 12). Run it on the tree before that change.');
  process.exit(1);
}

const files = sourceFiles('src')
  .filter((p) => p === DICTIONARY || !SKIP.test(p))
  .map(scan);

// which modules use each pair, in the order first met
const usage = new Map<string, Pair & { modules: Set<string> }>();
for (const f of files) {
  for (const s of [...f.sites].sort((a, b) => a.start - b.start)) {
    const id = pairId(s);
    if (!usage.has(id)) usage.set(id, { zh: s.zh, en: s.en, modules: new Set() });
    usage.get(id)!.modules.add(f.module);
  }
}
const isCommon = (p: Pair) => usage.get(pairId(p))!.modules.size > 1;

const unresolved: string[] = [];
const commonTaken = new Map<string, string>();
const commonPairs = [...usage.values()].filter(isCommon);
const commonKeys = assign(commonPairs, commonTaken, unresolved);

const modules = [...new Set(files.map((f) => f.module))].filter((m) => m !== 'dictionary');
const moduleKeys = new Map<string, Map<string, string>>();
const moduleEntries = new Map<string, { file: string; pairs: Pair[] }[]>();
for (const m of modules) {
  const taken = new Map(commonTaken); // a module key never repeats a common word's key
  const groups: { file: string; pairs: Pair[] }[] = [];
  const seen = new Set<string>();
  for (const f of files.filter((x) => x.module === m)) {
    const own = [...f.sites].sort((a, b) => a.start - b.start).filter((s) => !isCommon(s) && !seen.has(pairId(s)) && seen.add(pairId(s)));
    if (own.length) groups.push({ file: f.path, pairs: own.map(({ zh, en }) => ({ zh, en })) });
  }
  if (!groups.length) continue;
  moduleKeys.set(
    m,
    assign(
      groups.flatMap((g) => g.pairs),
      taken,
      unresolved,
    ),
  );
  moduleEntries.set(m, groups);
}
if (unresolved.length) {
  console.error(`No key for:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}

// the tables
const COMMON_FILE = 'src/i18n/commonWords.ts';
const commonSorted = commonPairs.map((p) => ({ key: commonKeys.get(pairId(p))!, p })).sort((a, b) => (a.key < b.key ? -1 : 1));
writeFileSync(
  join(ROOT, COMMON_FILE),
  [
    "import { defineWords } from './words';",
    '',
    '/** Words more than one module shows (the shell dictionary included), defined once: `useWords(commonWords)`. */',
    'export const commonWords = defineWords({',
    ...commonSorted.map(({ key, p }) => entry(key, p)),
    '});',
    '',
  ].join('\n'),
);
for (const [m, groups] of moduleEntries) {
  const file = wordsFile(m);
  const keys = moduleKeys.get(m)!;
  const lines = [
    `import { defineWords } from '${specifier(file, 'src/i18n/words.ts')}';`,
    '',
    `/** The ${m} module's words in both languages: \`useWords(${tableName(m)})\` in its screens. */`,
    `export const ${tableName(m)} = defineWords({`,
  ];
  for (const g of groups) {
    if (groups.length > 1) lines.push(`  // ${relative(dirname(file), g.file)}`);
    for (const p of g.pairs) lines.push(entry(keys.get(pairId(p))!, p));
  }
  lines.push('});', '');
  writeFileSync(join(ROOT, file), lines.join('\n'));
}

// the sources
let replacedCalls = 0;
const manual: string[] = [];
for (const f of files) {
  if (!f.sites.length) {
    manual.push(...f.manual);
    continue;
  }
  const dictionary = f.module === 'dictionary';
  const sites = dictionary ? f.sites.filter((s) => s.kind === 'object' && isCommon(s)) : f.sites;
  if (!sites.length) continue;
  const wName = f.identifiers.has('w') ? 'words' : 'w';
  const cName = f.identifiers.has('c') ? 'common' : 'c';
  for (const n of [wName, cName]) if (n.length > 1 && f.identifiers.has(n)) throw new Error(`${f.path}: ${n} is taken`);
  const table = tableName(f.module);
  const keyOf = (s: Site) => (isCommon(s) ? commonKeys : moduleKeys.get(f.module)!).get(pairId(s))!;
  const edits: { start: number; end: number; text: string }[] = [];
  const uses = new Set<'hook' | 'common' | 'module'>();
  for (const s of sites) {
    const common = isCommon(s);
    if (s.kind === 'call') {
      const which = common ? 'c' : 'w';
      s.decl!.needs.add(which);
      edits.push({ start: s.start, end: s.end, text: `${which === 'c' ? cName : wName}.${keyOf(s)}` });
      uses.add('hook');
      replacedCalls++;
    } else {
      const ref = `${common ? 'commonWords' : table}.${keyOf(s)}`;
      edits.push({ start: s.start, end: s.end, text: s.kind === 'ternary' ? `${ref}[${s.lang}]` : ref });
    }
    uses.add(common ? 'common' : 'module');
  }
  for (const d of f.decls) {
    const indent = /[ \t]*$/.exec(f.buf.subarray(0, d.start).toString('utf8'))![0];
    const hooks = [
      ...(d.kept ? ['const tr = useTr();'] : []),
      ...(d.needs.has('w') ? [`const ${wName} = useWords(${table});`] : []),
      ...(d.needs.has('c') ? [`const ${cName} = useWords(commonWords);`] : []),
    ];
    if (hooks.length) edits.push({ start: d.start, end: d.end, text: hooks.join(`\n${indent}`) });
    else edits.push({ start: d.start - indent.length, end: f.buf[d.end] === 10 ? d.end + 1 : d.end, text: '' });
  }
  const trLeft = f.decls.some((d) => d.kept) || f.manual.length > 0;
  // imports: useTr out when nothing reads it any more; the words in
  if (!trLeft) {
    for (const imp of f.imports) {
      const specs = imp.specifiers as AstNode[];
      const at = { start: imp.span.start - 1, end: imp.span.end - 1 };
      if (!specs.some((s) => s.local.value === 'useTr')) continue;
      const rest = specs.filter((s) => s.local.value !== 'useTr').map((s) => f.buf.subarray(s.span.start - 1, s.span.end - 1).toString('utf8'));
      if (rest.length) edits.push({ ...at, text: `import { ${rest.join(', ')} } from ${imp.source.raw};` });
      else edits.push({ start: at.start, end: f.buf[at.end] === 10 ? at.end + 1 : at.end, text: '' });
    }
  }
  const add: string[] = [];
  if (uses.has('hook')) add.push(`import { useWords } from '${specifier(f.path, 'src/i18n/words.ts')}';`);
  if (uses.has('common')) add.push(`import { commonWords } from '${specifier(f.path, COMMON_FILE)}';`);
  if (uses.has('module') && !dictionary) add.push(`import { ${table} } from '${specifier(f.path, wordsFile(f.module))}';`);
  const lastImport = f.imports.reduce((m, i) => Math.max(m, i.span.end - 1), 0);
  if (add.length) edits.push({ start: lastImport, end: lastImport, text: `${lastImport ? '\n' : ''}${add.join('\n')}${lastImport ? '' : '\n'}` });
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = f.buf;
  for (const e of edits) out = Buffer.concat([out.subarray(0, e.start), Buffer.from(e.text, 'utf8'), out.subarray(e.end)]);
  writeFileSync(join(ROOT, f.path), out);
  manual.push(...f.manual);
}

console.log(`common words: ${commonPairs.length}`);
for (const [m, keys] of moduleKeys) console.log(`${wordsFile(m)}: ${keys.size} words`);
console.log(`tr() calls replaced: ${replacedCalls}`);
console.log(
  `objects and ternaries replaced: ${files.reduce((n, f) => n + f.sites.filter((s) => s.kind !== 'call' && (f.module !== 'dictionary' || isCommon(s))).length, 0)}`,
);
console.log(`left for a hand (${manual.length}):\n  ${manual.join('\n  ')}`);
