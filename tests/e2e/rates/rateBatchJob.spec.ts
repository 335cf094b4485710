import { expect } from '@playwright/test';
import { test } from '../support/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { carrierWorkbook } from '../../support/rateSheets';
import { ownServer } from '../support/ownServer';

/**
 * A large batch applied in the background (issue 33): on a server of its own where a batch of
 * three rows is "large" (RATE_BATCH_JOB_ROWS=3), the clerk's Apply answers at once, the screen
 * shows the job's progress bar from the live socket, and when the job's DONE frame arrives the
 * batch reads as applied without a reload.
 */
const PORT = 4344; // a server of this spec's own (the jobs helper's port)
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test('a large batch: Apply answers at once, a progress bar follows the job, the batch reads applied when it is done', async ({ browser }) => {
  test.setTimeout(240_000);
  const before = process.env.RATE_BATCH_JOB_ROWS;
  process.env.RATE_BATCH_JOB_ROWS = '3';
  const server = ownServer(PORT, undefined, { IMPORT_WORKER_READY: 'true' }); // its import's worker ready, as in production
  await server.start();
  try {
    const base = server.base;
    const token = await employeeToken(base, 'pricing@demo.test');
    const clerk = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, token, 'userBindEmployee') })).newPage();
    const [from, to] = [day(2), day(40)];
    const sheet = await carrierWorkbook([
      {
        name: 'Asia',
        title: 'COSCO — Xiamen / intra Asia',
        lanes: ['JPTYO', 'KRPUS', 'SGSIN', 'HKHKG'].map((pod) => ({ pol: 'CNXMN', pod, prices: { '20GP': '300', '40HQ': '560' }, from, to })),
      },
    ]);
    await clerk.goto('/SeaFreight/FreightManagement/NewFCLFreightBatch');
    await clerk.getByLabel('船公司', { exact: true }).fill('COSU');
    await clerk.getByLabel('选择运价表（.xlsx 或 .xls）并上传').setInputFiles({
      name: 'cosco-xiamen.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: sheet,
    });
    const batch = clerk.getByTestId('batch-view');
    await expect(batch.getByTestId('batch-counts')).toContainText('通过 4 行');
    // the job may run in a blink: whatever progress the bar showed is recorded as it shows it
    await clerk.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { jobSeen: string[] }).jobSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="batch-job"]');
        if (bar?.textContent && seen.at(-1) !== bar.textContent) seen.push(bar.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await clerk.getByRole('button', { name: '执行批次' }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '执行批次' }).click();
    await expect(clerk.getByText('批次较大，已转入后台执行，可离开本页')).toBeVisible();
    // no reload, no click: the job's DONE frame brings the applied batch
    await expect(batch.getByTestId('batch-status')).toHaveText('已执行');
    await expect(batch.getByTestId('batch-job')).toHaveCount(0);
    const seen = await clerk.evaluate(() => (window as unknown as { jobSeen: string[] }).jobSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => /^后台执行中：\d+%$/.test(s))).toBe(true);
    await expect(batch.getByTestId('batch-rows')).toContainText(/FCL\d+/);
  } finally {
    await server.stop();
    if (before === undefined) delete process.env.RATE_BATCH_JOB_ROWS;
    else process.env.RATE_BATCH_JOB_ROWS = before;
  }
});
