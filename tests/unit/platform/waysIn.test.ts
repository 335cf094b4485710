import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The ways into a module that the import rules (.dependency-cruiser.cjs) cannot see (issue 46):
 *   (a) a public entry that re-exports everything (`export *`, `export * as`, `export type *`): the
 *       entry then offers whatever the module's files hold, today's and tomorrow's. Public entries are
 *       server/modules/<m>/public.ts and the modules' src/domain/<m>/public.ts, src/contract/<m>/public.ts
 *       (and an index.ts there, which some folders have);
 *   (b) an `import()` whose name is computed — a variable, a call, a template with `${…}` — and
 *       `createRequire`: the tool cannot tell where they lead, so neither can a reader. In src/ and
 *       server/ they are refused but for the few below, each with its reason.
 */

/** The files that may load by a computed name, with why; each kind they may use. The list only shrinks. */
const MAY_LOAD_BY_NAME: Record<string, { kinds: Kind[]; why: string }> = {
  'src/contract/fieldLabels.ts': {
    kinds: ['computed import()'],
    why: 'each contract module’s field words, found by the module’s name (no shared list to add a line to): the name is bound to src/contract/<module>/fieldWords.ts, a file of words only',
  },
  'src/features/admin/module.ts': {
    kinds: ['computed import()'],
    why: 'the admin screens, each its own chunk (Vite splits the template import), bound to the feature’s own folder',
  },
  'server/http/serialization.ts': {
    kinds: ['createRequire'],
    why: 'Fastify’s own serializer compiler, required from where Fastify finds it: a package of Fastify’s, not one we import',
  },
  'server/http/xlsParse.ts': {
    kinds: ['createRequire'],
    why: 'SheetJS’s CommonJS build (its ES build leaves out the codepages old .xls sheets use), loaded on the first .xls read',
  },
  'server/platform/pdf/document.ts': {
    kinds: ['createRequire'],
    why: 'only `resolve`: the folder of the font package, whose font files sit beside its entry',
  },
};

type Kind = 'computed import()' | 'createRequire';

/** The source without its comments (whole-line `//` ones and blocks), so a comment naming a call is not one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** `export *`, `export * as ns`, `export type *`. */
const EXPORT_STAR = /^\s*export\s+(type\s+)?\*/m;
/** An `import(` whose first argument is not one plain string: a quote, or a template without `${`. */
const COMPUTED_IMPORT = /(?<![\w$.])import\s*\(\s*(?!'[^'\n]*'\s*[,)]|"[^"\n]*"\s*[,)]|`[^`$]*`\s*[,)])/;
const CREATE_REQUIRE = /\bcreateRequire\b/;

/** The computed ways to load a file found in one file's source. */
function waysByName(text: string): Kind[] {
  const c = code(text);
  return [...(COMPUTED_IMPORT.test(c) ? (['computed import()'] as const) : []), ...(CREATE_REQUIRE.test(c) ? (['createRequire'] as const) : [])];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|tsx|mts|mjs|js|cjs)$/.test(f) ? [p] : [];
  });
}
const repoPath = (p: string) => relative('.', p).split('\\').join('/');

/** Every public entry: server/modules/<m>/public.ts, src/{domain,contract}/<m>/{public,index}.ts. */
function publicEntries(): string[] {
  const inFolders = (root: string, names: string[]) =>
    readdirSync(root)
      .filter((m) => statSync(join(root, m)).isDirectory())
      .flatMap((m) => names.map((n) => join(root, m, n)))
      .filter(existsSync);
  return [
    ...inFolders('server/modules', ['public.ts']),
    ...inFolders('src/domain', ['public.ts', 'index.ts']),
    ...inFolders('src/contract', ['public.ts', 'index.ts']),
  ].map(repoPath);
}

describe('no way in the import rules cannot see', () => {
  it('finds a planted `export *` and a computed import() or createRequire, and lets a named one through', () => {
    expect(EXPORT_STAR.test("export * from './service';")).toBe(true);
    expect(EXPORT_STAR.test("export * as bills from './bills';")).toBe(true);
    expect(EXPORT_STAR.test("export type * from './types';")).toBe(true);
    expect(EXPORT_STAR.test("export { issueInvoice } from './issueInvoice';\nexport type { Invoice } from './types';")).toBe(false);

    // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted line of code, not a template
    expect(waysByName('const m = await import(`./${name}/words.ts`);')).toEqual(['computed import()']);
    expect(waysByName('const m = await import(path);')).toEqual(['computed import()']);
    expect(waysByName("const m = await import('./' + name);")).toEqual(['computed import()']);
    expect(waysByName('const m = await import(\n  resolveModule(name)\n);')).toEqual(['computed import()']);
    expect(waysByName("import { createRequire } from 'node:module';\nconst r = createRequire(import.meta.url);")).toEqual(['createRequire']);

    expect(waysByName("const m = await import('./words');")).toEqual([]);
    expect(waysByName('const m = await import("./words", { with: { type: "json" } });')).toEqual([]);
    expect(waysByName('const m = () => import(`./RatesScreen.tsx`);')).toEqual([]);
    expect(waysByName("let x: typeof import('xlsx') | undefined;")).toEqual([]);
    expect(waysByName('// import(name) once, then createRequire\nok();')).toEqual([]);
    expect(waysByName('const r = reimport(name); obj.import(x);')).toEqual([]);
  });

  it('no public entry re-exports with `export *`', () => {
    const entries = publicEntries();
    expect(entries.length).toBeGreaterThan(20);
    const star = entries.filter((f) => EXPORT_STAR.test(code(readFileSync(f, 'utf8'))));
    expect(star, 'name what the module offers, one by one').toEqual([]);
  });

  it('no computed import() and no createRequire in src/ and server/, but for the files listed with their reason', () => {
    const found = new Map<string, Kind[]>();
    for (const file of [...sourceFiles('src'), ...sourceFiles('server')]) {
      const kinds = waysByName(readFileSync(file, 'utf8'));
      if (kinds.length) found.set(repoPath(file), kinds);
    }
    const refused = [...found].flatMap(([file, kinds]) => kinds.filter((k) => !MAY_LOAD_BY_NAME[file]?.kinds.includes(k)).map((k) => `${file}: ${k}`)).sort();
    expect(refused, 'import by a name written out (a string), so the import rules see where it leads').toEqual([]);
    const unused = Object.entries(MAY_LOAD_BY_NAME)
      .flatMap(([file, { kinds }]) => kinds.filter((k) => !found.get(file)?.includes(k)).map((k) => `${file}: ${k}`))
      .sort();
    expect(unused, 'no longer needed: take it off MAY_LOAD_BY_NAME in tests/unit/platform/waysIn.test.ts').toEqual([]);
  });
});
