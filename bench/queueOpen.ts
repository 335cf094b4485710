// The queues' click-to-detail figures alone (issues 33, 34): the booking desk's, the SI review's and
// the packing-list audit desk's and the customs manifest verify queue's (issue 35), each against the bare fetch of the same detail from the same page,
// on a fresh server.
// Run: `npx vite build && BENCH_PORT=4390 npx tsx bench/queueOpen.ts`; `QUEUES=review,mftVerify` runs only those.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { deskOpenInBrowser } from './browserBookings';
import { mftVerifyOpenInBrowser } from './browserMftVerify';
import { pklAuditOpenInBrowser } from './browserPklAudit';
import { reviewOpenInBrowser } from './browserSi';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${PORT}`;
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-bench-')), DATABASE_URL: '' },
  stdio: 'ignore',
});
try {
  for (let until = Date.now() + 90_000; ; ) {
    if (Date.now() > until) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const only = process.env.QUEUES?.split(',');
  const runs = { review: reviewOpenInBrowser, desk: deskOpenInBrowser, pklAudit: pklAuditOpenInBrowser, mftVerify: mftVerifyOpenInBrowser };
  const figures: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(runs)) if (!only || only.includes(name)) figures[name] = await run(await browser.newPage(), base);
  await browser.close();
  console.log(JSON.stringify(figures, null, 2));
} finally {
  server.kill();
}
