// `npm run bundle`: one self-contained archive to run the server and the scale-out bench on another
// machine with only `node` (20.19+) and PostgreSQL there (docs/benchmarks.md and docs/deployment.md "Deployment notes"):
// build/freight-bundle.tar.gz holding freight/
//   build/server/  the compiled server (scripts/build-server.mjs: `node build/server/main.js`, migrate.js …)
//   build/bench/   the scale-out bench (scripts/build-bench.mjs: `node build/bench/scale.js`)
//   node_modules/  the production dependencies and autocannon (the bench's load generator), copied
//                  from this checkout's node_modules as package-lock.json resolves them
//   package.json   its scripts: serve, migrate, bench:scale
// No browser app (dist/): the bench and the API need none. Refused over 60 MB.
// `--out FILE` writes the archive elsewhere (the test writes into a temporary folder).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--out');
const out = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'build', 'freight-bundle.tar.gz');
export const MAX_BUNDLE_BYTES = 60 * 1024 * 1024;
/** What the bench needs besides the server's dependencies. */
const BENCH_PACKAGES = ['autocannon'];
/** Folders and files no package loads at run time: their tests, docs, type declarations, source maps. */
const UNUSED_DIRS = new Set(['__tests__', 'test', 'tests', 'docs', 'example', 'examples', '.github']);
const UNUSED_FILE = /\.(map|md|markdown|d\.ts|d\.mts|d\.cts)$/i;
/**
 * Browser builds of server packages (ExcelJS's main, excel.js, loads lib/), and the weights of the
 * print's font package the print does not draw with (server/modules/packingReports/pdf.ts: Regular).
 */
const UNUSED_PATHS = new Set([
  'node_modules/exceljs/dist',
  ...['Bold', 'DemiLight', 'Light', 'Medium'].map((w) => `node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-${w}.otf`),
]);

const started = performance.now();
const staging = mkdtempSync(join(tmpdir(), 'freight-bundle-'));
const app = join(staging, 'freight');
try {
  const step = (script, dir) => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', script), '--outdir', dir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${script} failed`);
  };
  step('build-server.mjs', join(app, 'build', 'server'));
  step('build-bench.mjs', join(app, 'build', 'bench'));

  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const wanted = [...Object.keys(pkg.dependencies), ...BENCH_PACKAGES];
  // the packages' files go into the archive straight from node_modules (listed, not copied: 8,000 files)
  const files = [];
  for (const path of productionClosure(lock, wanted)) {
    if (!existsSync(join(root, path))) throw new Error(`${path} is in package-lock.json but not installed: run npm ci`);
    for (const entry of readdirSync(join(root, path), { recursive: true, withFileTypes: true })) {
      const file = relative(join(root, path), join(entry.parentPath ?? entry.path, entry.name));
      if (!entry.isDirectory() && needed(path, file)) files.push(`${path}/${file}`);
    }
  }
  const list = join(staging, 'files.txt');
  writeFileSync(list, `${files.join('\n')}\n`);
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: pkg.name,
        version: pkg.version,
        private: true,
        type: 'module',
        engines: pkg.engines,
        scripts: { serve: pkg.scripts.serve, migrate: pkg.scripts.migrate, 'bench:scale': 'node build/bench/scale.js' },
        dependencies: Object.fromEntries(wanted.map((d) => [d, pkg.dependencies[d] ?? pkg.devDependencies[d]])),
      },
      null,
      2,
    )}\n`,
  );
  mkdirSync(dirname(out), { recursive: true });
  // GNU tar: the staging folder's freight/, then node_modules/… of this checkout renamed freight/node_modules/…
  const tar = spawnSync('tar', ['-czf', out, '-C', staging, 'freight', '-C', root, '--transform', 's,^node_modules/,freight/node_modules/,', '-T', list], {
    stdio: 'inherit',
  });
  if (tar.status !== 0) throw new Error('tar failed');
} finally {
  rmSync(staging, { recursive: true, force: true });
}
const bytes = statSync(out).size;
console.log(`${out}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`);
if (bytes >= MAX_BUNDLE_BYTES) {
  console.error(`the archive is over ${MAX_BUNDLE_BYTES / 1024 / 1024} MB`);
  process.exit(1);
}

/** Whether `file` (relative to the package at `path`) goes into the archive. */
function needed(path, file) {
  if (!file) return true;
  const parts = file.split('/');
  // a package's own nested node_modules are packages of the closure in their own right
  if (parts.includes('node_modules')) return false;
  if (UNUSED_PATHS.has(`${path}/${parts[0]}`) || UNUSED_PATHS.has(`${path}/${file}`)) return false;
  if (parts.slice(0, -1).some((p) => UNUSED_DIRS.has(p))) return false;
  const name = parts.at(-1);
  return !UNUSED_DIRS.has(name) && !UNUSED_FILE.test(name);
}

/**
 * The installed folders (node_modules/…) of `names` and everything they depend on, resolved as
 * Node does: from a package's own node_modules outwards. Optional dependencies not installed here
 * (another platform's binaries) are left out.
 */
function productionClosure(packages, names) {
  const found = new Set();
  const resolveFrom = (dir, name) => {
    for (let d = dir; ; d = d.slice(0, Math.max(0, d.lastIndexOf('/node_modules/')))) {
      const candidate = `${d ? `${d}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!d) return undefined;
    }
  };
  const visit = (from, name, optional) => {
    const path = resolveFrom(from, name);
    if (!path) {
      if (optional) return;
      throw new Error(`${name} (needed by ${from || 'the project'}) is not in package-lock.json`);
    }
    if (found.has(path)) return;
    const entry = packages[path];
    if (entry.optional && !existsSync(join(root, path))) return;
    found.add(path);
    for (const d of Object.keys(entry.dependencies ?? {})) visit(path, d, false);
    for (const d of Object.keys(entry.optionalDependencies ?? {})) visit(path, d, true);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    for (const d of Object.keys(entry.peerDependencies ?? {})) visit(path, d, Boolean(optionalPeers[d]?.optional));
  };
  for (const n of names) visit('', n, false);
  return [...found].sort();
}
