import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../../../server/db/migrate';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { workbookOf } from '../../../support/xlsxFiles';
import { parseDockerfile } from './dockerfile';
import { doImageSteps, exec, type Image } from './imageSteps';

/**
 * The deployment as the Dockerfile makes it, without a container engine (none runs here): the
 * server compiled (scripts/build-server.mjs, what the build stage's `npm run build` makes besides
 * the browser app, for which a stand-in page serves: Vite's build has tests of its own), then the
 * last stage's own instructions done in a temporary folder standing for the image — its files
 * copied, its production install (npm from the local cache first, as the Dockerfile's cache mount
 * does), its command started as its user (when these tests run as root) with its environment and
 * nothing of this machine's — until its HEALTHCHECK passes (after `npm run migrate` on the empty
 * volume), then an import read by the compiled worker, and a clean stop.
 */
const PROJECT = join(import.meta.dirname, '../../../..');
const work = mkdtempSync(join(tmpdir(), 'freight-image-'));
const built = join(work, 'stage-build');
const imageRoot = join(work, 'image');
let compiled: { code: number | null; text: string };

beforeAll(async () => {
  compiled = await exec(process.execPath, ['scripts/build-server.mjs', '--outdir', join(built, 'build', 'server')], PROJECT, process.env);
  mkdirSync(join(built, 'dist'), { recursive: true });
  writeFileSync(join(built, 'dist', 'index.html'), '<!doctype html><title>stand-in</title>');
}, 60_000);
// 12,000 files of node_modules took 40 s to delete on a busy disk: not the test's time
afterAll(() => spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref());

const packageJson = JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

describe('the compiled server', () => {
  it('imports exactly the production dependencies: no build tool or browser library is needed to run it', () => {
    expect(compiled.code, compiled.text).toBe(0);
    const meta = JSON.parse(readFileSync(join(built, 'build', 'server', 'meta.json'), 'utf8')) as {
      outputs: Record<string, { imports?: { path: string; external?: boolean }[] }>;
    };
    const imported = new Set<string>();
    for (const [file, output] of Object.entries(meta.outputs)) {
      for (const i of output.imports ?? []) if (i.external && !isBuiltin(i.path)) imported.add(packageOf(i.path));
      // loaded with createRequire (server/http/xlsParse.ts: SheetJS's CommonJS build), or a package's files found
      // through it (the print's font, server/platform/pdf/printSheetDrawing.ts), which the metafile does not list
      if (file.endsWith('.js'))
        for (const m of readFileSync(resolve(PROJECT, file), 'utf8').matchAll(/createRequire\d*\([^)]*\)(?:\.resolve)?\("([^"]+)"\)/g))
          imported.add(packageOf(m[1]!));
    }
    const needed = [...imported].sort();
    // a package the server loads but only a devDependency: missing from `npm install --omit=dev` (the image, the service)
    expect(
      needed.filter((p) => !packageJson.dependencies[p]),
      'imported at run time: move to "dependencies"',
    ).toEqual([]);
    // a dependency the server never loads: a build input (Vite, React, …) belongs in "devDependencies"
    expect(
      Object.keys(packageJson.dependencies).filter((p) => !imported.has(p)),
      'not imported at run time: move to "devDependencies"',
    ).toEqual([]);
    for (const tool of ['vite', 'tsx', 'esbuild', '@vitejs/plugin-react', 'typescript']) expect(packageJson.devDependencies[tool], tool).toBeDefined();
  });
});

describe('the Dockerfile, done step by step in a clean folder', () => {
  it('installs the production dependencies, migrates, starts the compiled server as its user, passes its HEALTHCHECK, reads an import, stops cleanly', async () => {
    expect(compiled.code, compiled.text).toBe(0);
    const stages = parseDockerfile(readFileSync(join(PROJECT, 'Dockerfile'), 'utf8'));
    const buildStage = stages.find((s) => s.name === 'build');
    expect(buildStage?.steps.filter((s) => s.op === 'RUN').at(-1)?.args).toBe('npm run build'); // what `built` stands for
    const root = process.getuid?.() === 0;
    const image: Image = await doImageSteps(stages.at(-1)!, imageRoot, {
      context: PROJECT,
      fromStage: { build: { '/app/build': join(built, 'build'), '/app/dist': join(built, 'dist') } },
      users: { node: { uid: 1000, gid: 1000 } },
      npmEnv: { npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
    });
    const app = image.at(image.workdir);
    // the production install: what the server runs with, and none of the tools that built it
    for (const runtime of Object.keys(packageJson.dependencies)) expect(existsSync(join(app, 'node_modules', runtime)), runtime).toBe(true);
    for (const tool of ['vite', 'tsx', 'esbuild', 'typescript', 'react']) expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(app, 'server')), 'the image holds no TypeScript sources').toBe(false);
    expect(image.volumes).toEqual(['/data']);
    expect(image.env.DATA_DIR).toBe(image.at('/data'));
    expect(image.user?.name).toBe('node');
    expect(image.cmd).toEqual(['node', 'build/server/main.js']);
    expect(image.stopSignal).toBe('SIGTERM');
    // the user reaches its folders (mkdtemp's are private); the app stays the root's, as in the image
    for (let dir = imageRoot; dir.startsWith(work); dir = join(dir, '..')) chmodSync(dir, 0o755);
    mkdirSync(image.at('/home/node'), { recursive: true }); // the official image's home of its user
    if (root) chownSync(image.at('/home/node'), image.user!.uid, image.user!.gid);

    // as `docker run -e PORT=… -e ALLOW_SIMULATED_CHANNELS=CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP,TERMINAL_VGM,CN_MANIFEST,US_AMS,US_ISF,EU_ENS,CARRIER_TNT,CARRIER_SI,TAX_INVOICE,SMS,EMAIL -e EDM_TOKEN_KEY=…` (production refuses to start without the campaigns' link key): the environment is the image's
    const env = {
      PATH: process.env.PATH,
      HOME: image.at('/home/node'),
      ...image.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      EDM_TOKEN_KEY: 'image-test-key-'.padEnd(40, 'k'),
      ALLOW_SIMULATED_CHANNELS:
        'CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP,TERMINAL_VGM,CN_MANIFEST,US_AMS,US_ISF,EU_ENS,CARRIER_TNT,CARRIER_SI,TAX_INVOICE,SMS,EMAIL',
    };
    const as = root ? { uid: image.user!.uid, gid: image.user!.gid } : undefined;
    // the migration step alone first (as an upgrade does it): it migrates the empty volume and exits
    const last = loadMigrations().at(-1)!.version;
    const migrated = await exec('npm', ['run', 'migrate'], app, env, as);
    expect(migrated.code, migrated.text).toBe(0);
    expect(migrated.text).toMatch(new RegExp(`migrations 1, 2, .*, ${last} applied; now at migration ${last}\\.`));

    const [program, ...args] = image.cmd as [string, ...string[]];
    const started = performance.now();
    const server = spawn(program === 'node' ? process.execPath : program, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], ...as });
    let said = '';
    server.stdout.on('data', (d: Buffer) => (said += d.toString()));
    server.stderr.on('data', (d: Buffer) => (said += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /Freight platform on http:\/\/localhost:(\d+)/.exec(said);
          if (m) {
            clearInterval(timer);
            resolve(Number(m[1]));
          } else if (server.exitCode !== null || performance.now() - started > 200_000) {
            clearInterval(timer);
            reject(new Error(`the image's command did not start:\n${said.slice(-3000)}`));
          }
        }, 100);
      });
      const firstAnswerMs = Math.round(performance.now() - started);
      const [check, ...checkArgs] = image.healthcheck!.command as [string, ...string[]];
      const health = await exec(check === 'node' ? process.execPath : check, checkArgs, app, { ...env, PORT: String(port) }, as);
      expect(health.code, `HEALTHCHECK: ${health.text}`).toBe(0);
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}${ENDPOINTS.health}`)).json()).toMatchObject({
        Data: { database: 'pglite', migrations: loadMigrations().at(-1)!.version },
      });
      expect((await fetch(`${base}${ENDPOINTS.live}`)).status).toBe(200);
      expect(await (await fetch(`${base}/booking/list`)).text()).toContain('stand-in'); // the browser app from dist/

      // an import's preview: the workbook is read by build/server/sheetWorker.js, with the production install's ExcelJS
      const post = (path: string, body: string | Blob, type: string, token?: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          body,
          headers: { 'content-type': type, 'web-version': WEB_VERSION, ...(token && { authorization: `Bearer ${token}` }) },
        });
      const login = await (
        await post('/api/WebsitePublic/UserLogin', JSON.stringify({ Account: 'admin@demo.test', Password: 'demo1234' }), 'application/json')
      ).json();
      const admin = (await (await post('/api/AuthUser/TryChooseDefaultEmployee', '{}', 'application/json', login.Data.Token)).json()).Data as string;
      const file = await workbookOf([
        ['代码 UN/LOCODE', '中文名 Chinese name', '英文名 English name', '国家 Country', '时区 Time zone', '功能 Functions', '别名 Aliases'],
        ['PLIMG', '镜像港', 'Image port', 'PL', 'Europe/Warsaw', '1', ''],
      ]);
      const preview = await post(`${ENDPOINTS.portList}/Import?DryRun=true`, new Blob([new Uint8Array(file)]), XLSX_TYPE, admin);
      expect(await preview.json()).toMatchObject({ Status: true, Data: { Imported: 1, Rejected: [] } });

      // `docker stop`: its signal, then the drain (SHUTDOWN_DRAIN_MS), well within docker's stop timeout
      const stopping = performance.now();
      server.kill(image.stopSignal ?? 'SIGTERM');
      expect(await exited, said).toBe(0);
      expect(performance.now() - stopping).toBeLessThan(Number(image.env.SHUTDOWN_DRAIN_MS));
      console.log(`image steps: the server listened ${firstAnswerMs} ms after its start (a migrated embedded database: seeded then)`);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 400_000);

  it('is based on an LTS node at an exact version, the same in both stages (issue 47: node:20 was unpinned and past its maintenance)', () => {
    const bases = parseDockerfile(readFileSync(join(PROJECT, 'Dockerfile'), 'utf8')).map((s) => s.from);
    expect(new Set(bases).size, bases.join(', ')).toBe(1);
    const m = /^node:(\d+)\.\d+\.\d+-bookworm-slim(@sha256:[0-9a-f]{64})?$/.exec(bases[0]!);
    expect(m, bases[0]).not.toBeNull();
    expect(['22', '24']).toContain(m![1]); // the LTS lines maintained in 2026
    // and the code keeps running where node 20.19 is what there is (this machine, the bench archive's)
    expect(packageJson.engines.node).toBe('>=20.19');
  });

  it('the systemd unit runs what the image runs', () => {
    const unit = readFileSync(join(PROJECT, 'deploy', 'freight.service'), 'utf8');
    const cmd = parseDockerfile(readFileSync(join(PROJECT, 'Dockerfile'), 'utf8'))
      .at(-1)!
      .steps.find((s) => s.op === 'CMD')!;
    const execStart = /^ExecStart=(\S+)\s+(.*)$/m.exec(unit);
    expect(execStart?.[1]).toMatch(/\/node$/);
    expect(['node', ...execStart![2]!.split(/\s+/)]).toEqual(JSON.parse(cmd.args));
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });
});
