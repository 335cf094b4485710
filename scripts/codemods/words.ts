// Issue 12, "words per module": the one-off codemod that moved the inline bilingual pairs into
// typed words tables. Run once on the tree before the change: `npx tsx scripts/codemods/words.ts`.
// It is deterministic (files in sorted order, keys from the English text, a fixed override list):
//   - `tr('中文', 'English')` with two literals  -> `w.key` (the module's words) or `c.key` (common)
//   - `{ zh: '…', en: '…' }` objects in modules  -> `moduleWords.key` (the Bilingual itself)
//   - `lang === 'zh' ? '…' : '…'` with literals -> `moduleWords.key[lang]`
//   - `const tr = useTr();`                      -> `const w = useWords(moduleWords);` and/or common
// A pair used by two or more modules (the shell dictionary counts as one) becomes a common word in
// src/i18n/commonWords.ts, and the dictionary's own entry then points at it. What it cannot do
// (template literals with values, `tr` handed around) it lists, and leaves `tr` in place for a hand.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

// biome-ignore lint/suspicious/noExplicitAny: swc's AST, walked generically
type Node = { type: string; span: { start: number; end: number }; [k: string]: any };
const swc = createRequire(import.meta.url)('@swc/core') as { parseSync(src: string, o: object): Node };

const ROOT = process.cwd();
/** Shared layers read by the server (and src/i18n itself) keep their data: they cannot import React. */
const SKIP = /^src\/(routes|domain|contract|i18n)\/|\/words\.ts$/;
const DICTIONARY = 'src/i18n/dictionary.ts';

/** Keys the English text does not give well (or gives twice), by `zh|en`. */
const OVERRIDES: Record<string, string> = {
  'EN|中文': 'otherLanguage',
  '、|, ': 'listSeparator',
  '；|; ': 'noteSeparator',
  // admin
  '创建时间|Created': 'createdAt',
  '同意|Approve': 'agree',
  '已同意|Approved': 'agreed',
  '员工数|Employees': 'employeeCount',
  '姓名|Name': 'personName',
  '对象类型|On': 'ownerKind',
  '内部菜单|internal menu': 'internalMenuTag',
  '外部菜单|external menu': 'externalMenuTag',
  '客户列表|Customers': 'customerList',
  '供应商列表|Providers': 'providerList',
  '用户列表|Users': 'userList',
  '选择业务员…|Pick a salesperson…': 'pickSalespersonOption',
  '（模板）| (template)': 'templateSuffix',
  '模板|template': 'templateTag',
  '公司名称|Company': 'applicantCompany',
  '所属企业|Companies': 'userCompanies',
  '编码|Code': 'codeField',
  '描述|Description': 'descriptionField',
  '权限项|Item': 'itemField',
  '理由|Reason': 'reasonField',
  '否|no': 'noValue',
  '是|yes': 'yesValue',
  '对象|On': 'ownerField',
  '3–40 位小写字母、数字、点、横线|3–40 lower-case letters, digits, dots, dashes': 'loginNameRule',
  // messages
  '全局消息列表|Global messages': 'globalMessageList',
  '撤回时间|Withdrawn': 'withdrawnAt',
  '发送时间|Sent': 'sentAt',
  '发给|To': 'sendTo',
  '未读|unread': 'unreadState',
  '已读|read': 'readState',
  // si: the review queue's key hints
  '移动|move': 'hintMove',
  '打开|open': 'hintOpen',
  '通过|approve': 'hintApprove',
  '撤销通过|undo the approval': 'hintUndoApproval',
  '退回|return': 'hintReturn',
  '确认退回|return it': 'hintReturnIt',
  // si: the log's event and submission kinds, who created an SI
  '创建|Created': 'actionCreated',
  '提交（待审核）|Submitted (awaiting review)': 'eventSubmitted',
  '修改|Modified': 'eventModified',
  '审核|Reviewed': 'eventReviewed',
  '删除|Deleted': 'actionDeleted',
  '声明非ISO箱|Non-ISO equipment declared': 'eventNonIsoDeclared',
  '首次提交|Submitted': 'kindSubmitted',
  '修改后重新提交|Resubmitted': 'kindResubmitted',
  '客户自建|By the customer': 'viaCustomer',
  '平台代客户|By staff for the customer': 'viaStaff',
  '提交时间|Submitted': 'submittedAt',
  '修改后重新提交|Correct and resubmit': 'correctAndResubmitTitle',
  'SI制作（代客户）|Make SIs for a customer': 'makeSisForCustomerTitle',
  // si: fields and columns
  '货物描述|Goods': 'goodsDescription',
  '英文品名|Goods': 'goodsEnglish',
  '箱型箱量|Boxes': 'boxSummary',
  '套用模板…|Apply a template…': 'applyTemplateOption',
  '非ISO箱|Non-ISO': 'nonIsoBox',
  '6–10 位数字|6 to 10 digits': 'sixToTenDigits',
  '模板名称|Name': 'templateNameColumn',
  '更新时间|Updated': 'updatedAt',
  '提交人|By': 'submittedBy',
  '已有SI|SIs': 'existingSis',
  // si: the words of a problem's place in the record ("box 2 line 1 weight")
  '箱号|container': 'pathContainer',
  '箱型|type': 'pathType',
  '封号|seal': 'pathSeal',
  '包装|package': 'pathPackage',
  '件数合计|packages': 'pathTotalPackages',
  '毛重合计|weight': 'pathTotalWeight',
  '体积合计|volume': 'pathTotalVolume',
  '明细|lines': 'pathLines',
  '英文品名|goods': 'pathGoods',
  '唛头|marks': 'pathMarks',
  '件数|packages': 'pathPackages',
  '毛重|weight': 'pathWeight',
  '体积|volume': 'pathVolume',
  // workbench
  '常用操作|Actions': 'frequentActions',
};

interface Pair {
  zh: string;
  en: string;
}
interface Site extends Pair {
  kind: 'call' | 'object' | 'ternary';
  start: number;
  end: number;
  /** the language variable of a ternary */
  lang?: string;
  /** the `const tr = useTr()` a call belongs to */
  decl?: Decl;
}
interface Decl {
  start: number;
  end: number;
  fn: { start: number; end: number };
  needs: Set<'w' | 'c'>;
  kept: boolean;
}
interface FileScan {
  path: string;
  module: string;
  buf: Buffer;
  sites: Site[];
  decls: Decl[];
  manual: string[];
  identifiers: Set<string>;
  imports: Node[];
}

const pairId = (p: Pair) => `${p.zh}|${p.en}`;

function sourceFiles(dir: string): string[] {
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
  return /^src\/([^/]+)\//.exec(path)?.[1] ?? "root";
}

const literal = (n: Node | undefined): string | undefined => {
  if (!n) return undefined;
  if (n.type === 'StringLiteral') return n.value as string;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].cooked as string;
  return undefined;
};

function walk(node: unknown, visit: (n: Node, parents: Node[]) => void, parents: Node[] = []): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit, parents);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string' && n.span) visit(n, parents);
  const next = typeof n.type === 'string' && n.span ? [...parents, n] : parents;
  for (const [k, v] of Object.entries(n)) if (k !== 'span' && v && typeof v === 'object') walk(v, visit, next);
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function scan(path: string): FileScan {
  const buf = readFileSync(join(ROOT, path));
  const text = buf.toString('utf8');
  const ast = swc.parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx'), comments: false });
  const base = 1; // swc spans count bytes from 1 (checked against each literal's raw text below)
  const at = (s: { start: number; end: number }) => ({ start: s.start - base, end: s.end - base });
  const lineOf = (byte: number) => buf.subarray(0, byte).toString('utf8').split('\n').length;
  const f: FileScan = { path, module: moduleOf(path), buf, sites: [], decls: [], manual: [], identifiers: new Set(), imports: [] };
  const trRefs: { start: number; parents: Node[] }[] = [];
  const calls: { node: Node; parents: Node[] }[] = [];
  const check = (n: Node) => {
    const { start, end } = at(n.span);
    const raw = buf.subarray(start, end).toString('utf8');
    if (n.type === 'StringLiteral' && raw !== n.raw) throw new Error(`${path}: span mismatch at ${start}: ${raw} vs ${n.raw}`);
  };
  walk(ast, (n, parents) => {
    const parent = parents[parents.length - 1];
    if (n.type === 'ImportDeclaration') f.imports.push(n);
    if (n.type === 'Identifier') {
      f.identifiers.add(n.value);
      const named = parent && (parent.type === 'JSXOpeningElement' || parent.type === 'JSXClosingElement' || parent.type === 'KeyValueProperty' || (parent.type === 'MemberExpression' && parent.property === n));
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
      if (n.type === 'ObjectExpression' && n.properties.length === 2 && n.properties.every((p: Node) => p.type === 'KeyValueProperty' && p.key.type === 'Identifier')) {
        const byKey = Object.fromEntries(n.properties.map((p: Node) => [p.key.value, p.value]));
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
    const [a, b] = node.arguments.map((x: Node) => (x.spread ? undefined : x.expression));
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
    if (!f.manual.includes(`${path}:${lineOf(ref.start)}`) && !calls.some((c) => at(c.node.span).start === ref.start)) f.manual.push(`${path}:${lineOf(ref.start)} (tr passed on)`);
  }
  for (const { node } of calls) {
    const start = at(node.span).start;
    if (replaced.has(start)) continue;
    const owner = f.decls.filter((d) => d.fn.start <= start && start <= d.fn.end).sort((x, y) => x.fn.end - x.fn.start - (y.fn.end - y.fn.start))[0];
    if (owner) owner.kept = true;
  }
  return f;
}

// ---- keys ------------------------------------------------------------------------------------

const STOP = new Set(['the', 'a', 'an']);
function words(en: string): string[] {
  const all = en
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const kept = all.filter((w) => !STOP.has(w.toLowerCase()));
  return kept.length ? kept : all;
}
function camel(parts: string[]): string {
  const out = parts
    .map((p, i) => {
      // an acronym (SI, SIs, HS) is a word like any other: approveSi, makeSisForCustomer
      const lower = i === 0 || /^[A-Z]{2,}s?$/.test(p) ? p.toLowerCase() : p;
      return i === 0 ? lower : lower[0]!.toUpperCase() + lower.slice(1);
    })
    .join('')
    .replace(/([A-Z])([A-Z]+)(?![a-z])/g, (_, a: string, b: string) => a + b.toLowerCase()); // B/L: printBl, e.g.: itemEg
  return /^[0-9]/.test(out) ? `n${out}` : out;
}
function candidates(p: Pair): string[] {
  const override = OVERRIDES[pairId(p)];
  if (override) return [override];
  const w = words(p.en);
  const out: string[] = [];
  for (let n = Math.min(4, w.length); n <= w.length; n++) out.push(camel(w.slice(0, n)));
  return out.filter(Boolean);
}

/** Gives each pair a key unique in `taken` (key -> pair id); a pair with no free key is reported. */
function assign(pairs: Pair[], taken: Map<string, string>, unresolved: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const p of pairs) {
    const id = pairId(p);
    const key = candidates(p).find((k) => !taken.has(k) || taken.get(k) === id);
    if (!key) {
      unresolved.push(`${id} (tried ${candidates(p).join(', ')}; taken by ${candidates(p).map((k) => taken.get(k)).join(' / ')})`);
      continue;
    }
    taken.set(key, id);
    keys.set(id, key);
  }
  return keys;
}

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
  moduleKeys.set(m, assign(groups.flatMap((g) => g.pairs), taken, unresolved));
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
  const lines = [`import { defineWords } from '${specifier(file, 'src/i18n/words.ts')}';`, '', `/** The ${m} module's words in both languages: \`useWords(${tableName(m)})\` in its screens. */`, `export const ${tableName(m)} = defineWords({`];
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
    const hooks = [...(d.kept ? ['const tr = useTr();'] : []), ...(d.needs.has('w') ? [`const ${wName} = useWords(${table});`] : []), ...(d.needs.has('c') ? [`const ${cName} = useWords(commonWords);`] : [])];
    if (hooks.length) edits.push({ start: d.start, end: d.end, text: hooks.join(`\n${indent}`) });
    else edits.push({ start: d.start - indent.length, end: f.buf[d.end] === 10 ? d.end + 1 : d.end, text: '' });
  }
  const trLeft = f.decls.some((d) => d.kept) || f.manual.length > 0;
  // imports: useTr out when nothing reads it any more; the words in
  if (!trLeft) {
    for (const imp of f.imports) {
      const specs = imp.specifiers as Node[];
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
console.log(`objects and ternaries replaced: ${files.reduce((n, f) => n + f.sites.filter((s) => s.kind !== 'call' && (f.module !== 'dictionary' || isCommon(s))).length, 0)}`);
console.log(`left for a hand (${manual.length}):\n  ${manual.join('\n  ')}`);
