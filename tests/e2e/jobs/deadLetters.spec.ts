import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { openDb } from '../../../server/db/open';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { copySeededData } from '../support/seededData';
import { ownServer } from '../support/ownServer';

/**
 * 后台任务 (/system/jobs, issue 47): the platform administrator finds the jobs that failed every
 * attempt, reads what each was and why it failed, retries one and discards another with why; both
 * decisions are in the change log. Its own server: the dead letters are written into a copy of the
 * seeded database before it starts, as the job runner leaves them (the runner's own test makes them
 * fail for real: tests/api/platform/jobs/scheduler.test.ts).
 */
test('the administrator retries one dead job and discards another with why', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'freight-e2e-jobs-'));
  expect(copySeededData(dir)).toBe(true);
  const db = await openDb({ dataDir: dir });
  const ids: number[] = [];
  try {
    for (const [kind, error] of [
      ['rates.batchApply', 'rate sheet 8812 was deleted before the batch ran'],
      ['lists.export', 'no list /api/Retired/List in this server process'],
    ]) {
      const [row] = await db.query<{ id: number }>(
        `insert into jobs (kind, payload, state, attempts, max_attempts, last_error, created_at, finished_at)
         values ($1, $2, 'FAILED', 3, 3, $3, now() - interval '2 hours', now() - interval '1 hour') returning id::int`,
        [kind, JSON.stringify({ Path: '/api/Retired/List', FileName: 'old.xlsx' }), error],
      );
      ids.push(row!.id);
    }
  } finally {
    await db.close();
  }
  // this server runs no jobs (JOBS_POLL_MS=0): the retried job stays waiting, not failing again while the page is read
  const server = ownServer(4361 + test.info().parallelIndex, dir, { JOBS_POLL_MS: '0' });
  await server.start();
  try {
    const token = await employeeToken(server.base, 'admin@demo.test');
    const page = await (await browser.newContext({ baseURL: server.base, storageState: storageStateWith(server.base, token, 'employee') })).newPage();
    await page.goto('/system/jobs');
    await expect(page).toHaveTitle(/后台任务/);
    const table = page.getByTestId('dead-letters');
    const [batch, exportJob] = [table.getByTestId(`dead-letter-${ids[0]}`), table.getByTestId(`dead-letter-${ids[1]}`)];
    // each job in words, with its attempts and its last failure
    await expect(batch).toContainText('运价批量调整');
    await expect(batch).toContainText('3 次');
    await expect(batch).toContainText('rate sheet 8812 was deleted');
    await expect(exportJob).toContainText('列表导出（Excel）');
    await expect(page.getByTestId('dead-letters-page')).toHaveText('第 1 / 1 页，共 2 个');
    await page.screenshot({ path: test.info().outputPath('dead-letters.png'), fullPage: true });
    // what the job was given, as lines, never JSON
    await exportJob.getByRole('button', { name: '详情' }).click();
    const details = page.getByTestId('job-details');
    await expect(details).toContainText('Path');
    await expect(details).toContainText('/api/Retired/List');
    await expect(details).not.toContainText('{"');
    await page.keyboard.press('Escape'); // ignored: dialogs close from their own buttons
    await expect(details).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /close|关闭/i })
      .click();

    // retried: it leaves the list, waiting to run again
    await batch.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('已重新排队，稍后运行。')).toBeVisible();
    await expect(batch).toHaveCount(0);

    // discarded: a reason is needed, then it is gone for good
    await exportJob.getByRole('button', { name: '放弃' }).click();
    const discard = page.getByTestId('job-discard');
    await discard.getByRole('button', { name: '放弃' }).click();
    await expect(discard).toContainText('请写明为何放弃该任务。');
    await discard.getByLabel('放弃原因').fill('该列表已下线，导出已由人工发给客户');
    await discard.getByRole('button', { name: '放弃' }).click();
    await expect(discard).toHaveCount(0);
    await expect(page.getByText('没有失败的后台任务')).toBeVisible();

    // both decisions in the change log, in words
    const log = page.getByTestId('audit-panel');
    await expect(log).toContainText('放弃');
    await expect(log).toContainText('重试');
    await expect(log).toContainText('该列表已下线');
    await page.screenshot({ path: test.info().outputPath('dead-letters-done.png'), fullPage: true });
  } finally {
    await server.stop();
  }
});
