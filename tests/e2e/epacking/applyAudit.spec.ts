import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { openDb } from '../../../server/db/open';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { packingList } from '../../support/containerDocs';
import { copySeededData } from '../support/seededData';
import { ownServer } from '../support/ownServer';

/**
 * The operator's electronic packing queue (operations.md §4.4 ApplyAudit) from the keyboard. Its own
 * server: the packing lists, VGMs and requests are written into a copy of the seeded database before
 * it starts (the packing and VGM modules are others'), and it counts a queue every company shares.
 * j/k pick, a approves (the load plan goes to the simulated terminal, which acknowledges it on the
 * operating record), r asks for remarks in a dialog its own button confirms; no key fires with a
 * modifier held, in the dialog, in the detail drawer or in the palette.
 */
test('the operator works the e-packing queue from the keyboard; the terminal acknowledges what was approved', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'freight-e2e-ecp-'));
  expect(copySeededData(dir)).toBe(true);
  const db = await openDb({ dataDir: dir });
  const numbers: string[] = [];
  try {
    // the seeded demo has requests of its own waiting in this queue: the spec counts only its three
    await db.query('delete from eclp_requests');
    for (const [i, seal] of ['SLE2E001', '', 'SLE2E003'].entries()) {
      const pkl = await packingList(db, { seal });
      const [r] = await db.query<{ ecp_no: string }>(
        `insert into eclp_requests (ecp_no, company_id, ecp_kind, ecp_pkl_id, ecp_terminal_code, created_by, created_at)
         select $2, p.company_id, 1, p.id, p.pkl_terminal_code, p.created_by, now() - make_interval(mins => $3) from packing_lists p where p.id = $1 returning ecp_no`,
        [pkl.id, `ECE2E0000${i + 1}`, 30 - i],
      );
      numbers.push(r!.ecp_no);
    }
  } finally {
    await db.close();
  }
  const server = ownServer(4258 + test.info().parallelIndex, dir, {
    TERMINAL_CLP_EVERY_MS: '300',
    SIM_TERMINAL_CLP_DELAY_MS: '200',
    SIM_TERMINAL_CLP_JITTER_MS: '300',
  });
  await server.start();
  try {
    const base = server.base;
    const token = await employeeToken(base, 'admin@demo.test');
    const page = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, token, 'employee') })).newPage();
    await page.goto('/internal/ElectronicPacking/ApplyAudit');
    const rows = page.getByTestId('epacking-audit').locator('tbody tr[data-ecp]');
    await expect(rows).toHaveCount(3);
    const selected = page.locator('tr[data-ecp][aria-selected="true"]');
    await expect(selected).toHaveAttribute('data-ecp', numbers[0]!);
    // the selected one's packing list, check result and VGM beside the queue
    const detail = page.getByTestId('epacking-detail').first();
    await expect(detail.getByTestId('epacking-vgm')).toContainText('15900 kg');
    await expect(detail).toContainText('装箱单检查通过');

    await page.locator('body').press('j');
    await expect(selected).toHaveAttribute('data-ecp', numbers[1]!);
    await expect(page.getByTestId('epacking-problems')).toContainText('封号'); // the one without a seal fails its check
    await page.keyboard.press('Control+j'); // a modifier held: not the page's key
    await page.keyboard.press('Alt+a');
    await expect(selected).toHaveAttribute('data-ecp', numbers[1]!);
    await expect(rows).toHaveCount(3);
    // the palette's letters are the palette's
    await page.keyboard.press('Control+k');
    await expect(page.locator('[cmdk-input]')).toBeVisible();
    await page.keyboard.type('a');
    await page.keyboard.press('Escape');
    await expect(page.locator('[cmdk-input]')).toHaveCount(0);
    await expect(rows).toHaveCount(3);

    // r: a dialog takes the remarks; keys typed there are text, Escape does not close it, only its button rejects
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: `拒绝 ${numbers[1]}` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByTestId('epacking-reject-confirm');
    await expect(confirm).toBeDisabled();
    await page.keyboard.type('a 封号缺失，请补封号后再申请');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(rows).toHaveCount(3);
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(2);

    // Enter opens the full detail; a key under the drawer decides nothing
    await page.locator('body').press('k');
    await expect(selected).toHaveAttribute('data-ecp', numbers[0]!);
    await page.keyboard.press('Enter');
    const drawer = page.locator('.bp6-drawer');
    await expect(drawer).toContainText('WOODEN CHAIRS');
    // the drawer takes the focus one frame after it shows (Blueprint's overlay); a person's next key comes later than that —
    // the landing run on a busy machine pressed Escape before that frame, to the page behind, and the drawer stayed
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.bp6-overlay'))).toBe(true);
    await page.keyboard.press('a');
    await expect(rows).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // a approves: the first, then the last
    await page.locator('body').press('a');
    await expect(rows).toHaveCount(1);
    await expect(selected).toHaveAttribute('data-ecp', numbers[2]!);
    await page.locator('body').press('a');
    await expect(page.getByTestId('epacking-audit')).toContainText('没有待审核的电子装箱申请');

    // what the server keeps: the rejected one with the remarks typed in the dialog (the stray "a" included: it was text)
    const answer = await fetch(`${base}${ENDPOINTS.epackingList}?PageSize=10`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
    const items = ((await answer.json()) as { Data: { Items: { ECP_NO: string; ECP_STATUS: number; ECP_REMARKS: string }[] } }).Data.Items;
    expect(items.find((r) => r.ECP_NO === numbers[1])).toMatchObject({ ECP_STATUS: 3, ECP_REMARKS: 'a 封号缺失，请补封号后再申请' });

    // the operating record: each approved load plan sent once and acknowledged by the simulated terminal, receipts in order
    await page.goto('/internal/ElectronicPacking/OperatingRecord');
    const records = page.getByTestId('epacking-records');
    for (const no of [numbers[0]!, numbers[2]!]) {
      const row = records.locator('tr[data-message]', { hasText: no });
      await expect(row).toContainText('模拟 SIMULATOR');
      await expect(row).toContainText('ACKED', { timeout: 20_000 });
      await expect(row).toContainText('1.RECEIVED → 2.ACCEPTED');
      await expect(row).toContainText('码头已接收');
    }
    await expect(records.locator('tr[data-message]', { hasText: numbers[1]! })).toHaveCount(0); // the rejected one was never sent
  } finally {
    await server.kill();
  }
});
