// Moves source files with `git mv` and rewrites every relative import that names them (and the moved
// files' own relative imports), so a layout change is one reviewable step with history kept.
// Usage: node scripts/codemods/moveFiles.mjs old.ts=new.ts [old2.ts=new2.ts …]   (paths from the repo root)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['server', 'tests', 'scripts', 'src', 'bench', 'e2e'];
const EXT = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const moves = new Map(process.argv.slice(2).map((a) => a.split('=').map((p) => path.normalize(p))));
if (!moves.size) throw new Error('no moves given');

const files = [];
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') walk(p);
    } else if (EXT.test(e.name)) files.push(p);
  }
};
for (const r of ROOTS) if (fs.existsSync(r)) walk(r);
const exists = new Set(files);

/** The file a relative specifier names from `from`, or null (not a source file of ours). */
function resolve(from, spec) {
  const base = path.normalize(path.join(path.dirname(from), spec));
  const stem = base.replace(/\.js$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')]) if (exists.has(c)) return c;
  return null;
}
function specifier(from, target, original) {
  let rel = path.relative(path.dirname(from), target).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (original.endsWith('/') || !/\.(ts|tsx|mjs|js)$/.test(original)) {
    if (/\/index\.ts$/.test(target) && !/index$/.test(original)) rel = rel.replace(/\/index\.ts$/, '');
    rel = rel.replace(/\.(ts|tsx)$/, '');
  } else if (original.endsWith('.js')) rel = rel.replace(/\.(ts|tsx)$/, '.js');
  return rel;
}

let changed = 0;
const writes = [];
for (const f of files) {
  const src = fs.readFileSync(f, 'utf8');
  const at = moves.get(f) ?? f;
  const out = src.replace(/(['"])(\.\.?\/[^'"\n]*)\1/g, (whole, q, spec) => {
    const target = resolve(f, spec);
    if (!target) return whole;
    const newTarget = moves.get(target) ?? target;
    if (newTarget === target && at === f) return whole;
    return `${q}${specifier(at, newTarget, spec)}${q}`;
  });
  if (out !== src || at !== f) writes.push([f, at, out]);
}
for (const [f, at] of writes)
  if (at !== f) {
    fs.mkdirSync(path.dirname(at), { recursive: true });
    execFileSync('git', ['mv', f, at]);
  }
for (const [, at, out] of writes) {
  const dest = at;
  if (fs.readFileSync(dest, 'utf8') !== out) {
    fs.writeFileSync(dest, out);
    changed++;
  }
}
for (const [o, n] of moves) if (!exists.has(o)) console.error(`not found: ${o} (→ ${n})`);
console.log(`${moves.size} moved, ${changed} files rewritten`);
