// `npx tsx bench/mftVerifyRun.ts <base>`: the manifest verify desk's figure alone, against a running
// server (a fresh demo database: it fills the queue), for measuring it without the whole `npm run bench`.
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { mftVerifyOpenInBrowser } from './browserMftVerify';

const base = process.argv[2] ?? 'http://127.0.0.1:4542';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  console.log(JSON.stringify(await mftVerifyOpenInBrowser(await browser.newPage(), base), null, 2));
} finally {
  await browser.close();
}
