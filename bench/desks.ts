// `npx tsx bench/desks.ts` (after `npx vite build`): only the keyboard desks' click-to-detail figures
// (the packing-list audit desk, the manifest verify desk), each against the bare fetch of the same
// detail — the part of `npm run bench` to run while working on a desk.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { mftVerifyOpenInBrowser } from './browserMftVerify';
import { pklAuditOpenInBrowser } from './browserPklAudit';

const PORT = Number(process.env.BENCH_PORT ?? 4181);
const base = `http://127.0.0.1:${PORT}`;
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-desks-')), DATABASE_URL: '' },
  stdio: 'ignore',
});
try {
  const until = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const which = process.argv[2];
  if (!which || which === 'pkl') console.log('packing-list audit desk', JSON.stringify(await pklAuditOpenInBrowser(await browser.newPage(), base), null, 1));
  if (!which || which === 'mft') console.log('manifest verify desk', JSON.stringify(await mftVerifyOpenInBrowser(await browser.newPage(), base), null, 1));
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
