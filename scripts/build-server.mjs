// `npm run build:server`: the server compiled to plain JavaScript, so production runs it with
// `node` alone (no TypeScript loader at run time). One ESM bundle per entry under build/server/:
// - main.js: the server (server/main.ts; with WORKERS=N also the cluster's primary);
// - migrate.js: `npm run migrate` (server/migrateOnly.ts); backup.js, restore.js: `npm run backup`, `npm run restore`;
// - sheetWorker.js, workbookWorker.js: the Excel worker threads (server/http/*Worker.ts), started
//   from main.js's folder (server/http/workerEntry.ts);
// - pdfWorker.js: the thread every PDF is drawn in (server/pdfWorker.ts, server/platform/pdf/pool.ts), started the same way;
// - migrations/: the SQL files, found next to the bundle (server/db/migrate.ts);
// - build.json: the commit it was built from (server/platform/buildInfo.ts: /metrics' build info), when built in a checkout;
// - meta.json: esbuild's metafile, which says what each bundle imports (tests/api/platform/deploy/
//   checks that every package it imports is a production dependency).
// Packages stay outside the bundle (node_modules, installed with `npm install --omit=dev`).
// `--outdir DIR` builds elsewhere (the tests build into a temporary folder).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE, outdirOf, root } from './lib/nodeBundle.mjs';

const outdir = outdirOf('server');

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  ...NODE_BUNDLE,
  entryPoints: {
    main: 'server/main.ts',
    migrate: 'server/migrateOnly.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    sheetWorker: 'server/http/sheetWorker.ts',
    workbookWorker: 'server/http/workbookWorker.ts',
    pdfWorker: 'server/pdfWorker.ts',
  },
  outdir,
  // stack traces name the TypeScript lines with NODE_OPTIONS=--enable-source-maps (docs/deployment.md)
  sourcemap: 'linked',
  // the tsconfig's paths and JSX settings; type errors are the type check's job, not this one's
  tsconfig: 'tsconfig.server.json',
  metafile: true,
});
mkdirSync(join(outdir, 'migrations'), { recursive: true });
cpSync(join(root, 'server', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true });
writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
// the commit it was built from (git absent or no checkout: `unknown`)
const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
const commit = git.status === 0 ? git.stdout.trim() : 'unknown';
writeFileSync(join(outdir, 'build.json'), JSON.stringify({ commit, builtAt: new Date().toISOString() }));
console.log(`server compiled into ${outdir} in ${Math.round(performance.now() - started)} ms`);
