import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Reading SQL by its content (issue 46, module-owned data): which tables a migration creates, and
 * which tables a piece of source text reads or writes. Only names of tables the migrations create
 * count, so an English `from` in a message or a CTE's name is no table.
 */

/** The tables the migrations leave: created, then renamed or dropped in order. */
export function migrationTables(dir = 'server/db/migrations'): Set<string> {
  const tables = new Set<string>();
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = stripSqlComments(readFileSync(join(dir, f), 'utf8')).toLowerCase();
    const steps =
      /create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?|alter\s+table\s+(?:if\s+exists\s+)?"?(\w+)"?\s+rename\s+to\s+"?(\w+)"?|drop\s+table\s+(?:if\s+exists\s+)?([\w\s,"]+?)(?:\s+cascade)?\s*;/g;
    for (const m of text.matchAll(steps)) {
      if (m[1]) tables.add(m[1]);
      else if (m[2] && m[3]) {
        tables.delete(m[2]);
        tables.add(m[3]);
      } else if (m[4]) for (const t of m[4].split(',')) tables.delete(t.trim().replace(/"/g, ''));
    }
  }
  return tables;
}

/**
 * The views the migrations leave, each with its last definition (the SELECT after AS): created or
 * replaced, then dropped in order. A module publishes a view as its read contract for other
 * modules' SQL (ServerModule.views); the ownership test holds that the view selects only from its
 * owner's tables and that no other module writes it.
 */
export function migrationViews(dir = 'server/db/migrations'): Map<string, string> {
  const views = new Map<string, string>();
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = stripSqlComments(readFileSync(join(dir, f), 'utf8')).toLowerCase();
    const steps =
      /create\s+(?:or\s+replace\s+)?view\s+"?(\w+)"?(?:\s*\([^)]*\))?\s+as\s+([^;]+);|drop\s+view\s+(?:if\s+exists\s+)?([\w\s,"]+?)(?:\s+cascade)?\s*;/g;
    for (const m of text.matchAll(steps)) {
      if (m[1] && m[2]) views.set(m[1], m[2]);
      else if (m[3]) for (const v of m[3].split(',')) views.delete(v.trim().replace(/"/g, ''));
    }
  }
  return views;
}

const stripSqlComments = (sql: string) => sql.replace(/--[^\n]*/g, '');

/** Source text without its comments (blocks, whole-line `//`, and SQL `-- ` ones inside strings). */
export const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/--\s[^\n`'"]*/g, '');

export interface TableUse {
  reads: Set<string>;
  writes: Set<string>;
}

const NAME = '"?([a-z_][a-z0-9_]*)"?';
/** A table after FROM or JOIN, and the ones after it in a comma list (`FROM a x, b y`). */
const READ = new RegExp(
  String.raw`\b(?:from|join)\s+(?:only\s+)?${NAME}((?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?(?:\s*,\s*${NAME.replace('(', '(?:')}(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?)*)`,
  'gi',
);
const WRITE = new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+(?:only\s+)?${NAME}`, 'gi');

/** The tables (of `known`) that SQL in `text` reads and writes. A table written also counts as written only. */
export function tablesUsed(source: string, known: ReadonlySet<string>): TableUse {
  const text = withoutComments(source);
  const reads = new Set<string>();
  const writes = new Set<string>();
  for (const m of text.matchAll(WRITE)) {
    const t = m[1]?.toLowerCase();
    if (t && known.has(t)) writes.add(t);
  }
  for (const m of text.matchAll(READ)) {
    // `DELETE FROM t` is a write, not a read.
    const before = text.slice(Math.max(0, m.index - 8), m.index).toLowerCase();
    if (/delete\s+$/.test(before)) continue;
    const names = [
      m[1],
      ...(m[2] ?? '')
        .split(',')
        .slice(1)
        .map((p) => p.trim().split(/\s+/)[0]),
    ];
    for (const n of names) {
      const t = n?.replace(/"/g, '').toLowerCase();
      if (t && known.has(t)) reads.add(t);
    }
  }
  return { reads, writes };
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|tsx|mts|sql)$/.test(f) && !/\.d\.ts$/.test(f) ? [p] : [];
  });
}

/** One use of a table by a file: the module the file is in, the file, the table, read or written. */
export interface Use {
  module: string;
  file: string;
  table: string;
  kind: 'read' | 'write';
}

/** Every table use by SQL in server/modules/<module>/**, file by file. */
export function moduleUses(known: ReadonlySet<string>, root = 'server/modules'): Use[] {
  const out: Use[] = [];
  for (const path of sourceFiles(root)) {
    const file = relative('.', path).split('\\').join('/');
    const module = relative(root, path).split(/[\\/]/)[0] ?? '';
    if (!statSync(join(root, module)).isDirectory()) continue;
    const { reads, writes } = tablesUsed(readFileSync(path, 'utf8'), known);
    for (const table of writes) out.push({ module, file, table, kind: 'write' });
    for (const table of reads) if (!writes.has(table)) out.push({ module, file, table, kind: 'read' });
  }
  return out;
}

/** The tables used by more than one module, and by whom: reads (any use) and writes. */
export function sharedTables(uses: readonly Use[]) {
  const by = (kind?: 'write') => {
    const m = new Map<string, Set<string>>();
    for (const u of uses) if (!kind || u.kind === kind) m.set(u.table, (m.get(u.table) ?? new Set()).add(u.module));
    return new Map([...m].filter(([, mods]) => mods.size > 1));
  };
  return { read: by(), written: by('write') };
}
