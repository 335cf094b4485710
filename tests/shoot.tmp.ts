import { chromium } from 'playwright';
import { employeeToken, storageStateWith } from './support/apiSession';
const base = 'http://127.0.0.1:5001';
const pages = process.argv.slice(2);
(async () => {
  const token = await employeeToken(base, process.env.WHO ?? 'risk@demo.test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), viewport: { width: 1440, height: 1000 } });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `/tmp/oa-shots/${name}.png` });
    console.log('shot', name);
  }
  await browser.close();
})();
