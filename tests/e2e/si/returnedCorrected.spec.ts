import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { apiPost, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { apiGet, staffToken, typeIntoCell } from './siSteps';

test('a returned SI is corrected in its box grid and resubmitted; it can be deleted after a confirmation', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-001';
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.fixer', 'si-fixer-pass', ['客户标准角色']);
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, token);
  const all = source.Containers.flatMap((c) => c.CNNOS.map((no) => ({ no, type: c.TYPE })));
  const si = draftFor(source, all);
  const {
    Ids: [id],
  } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.siAdd, { TDBLInfos: [si], Num: 1, CGO_ID: cgo, MBL_NO: source.MBL_NO }, token);
  await apiGet(base, `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=3&Remarks=${encodeURIComponent('第一个箱的封号有误')}`, staffToken());

  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  await page.goto(`/external/workbench/SILogs?id=${id}`);
  await expect(page.getByTestId('si-status')).toHaveText('已退回修改');
  const fix = page.getByTestId('si-resubmit');
  const first = all[0]!.no;
  // the whole record is there: notify 2, the second goods line of a box, its totals
  await expect(fix.getByLabel('通知人 2')).toHaveValue('');
  await expect(fix.getByTitle(`${first} 第2行 英文品名`, { exact: true })).toHaveText('COTTON SHORTS');
  await typeIntoCell(page, fix, `${first} 封号`, 'SL990001');
  // from the keyboard: a goods line added (Ctrl+Enter), filled, then removed again (Ctrl+Delete)
  await fix.getByTitle(`${first} 第2行 HS`, { exact: true }).click();
  await page.keyboard.press('Control+Enter');
  await expect(fix.getByTitle(`${first} 第3行 HS`, { exact: true })).toHaveText('620342');
  await typeIntoCell(page, fix, `${first} 第3行 件数`, '5');
  await expect(fix.getByTitle(`${first} 件数`, { exact: true })).toHaveText('125');
  await fix.getByTitle(`${first} 第3行 件数`, { exact: true }).click();
  await page.keyboard.press('Control+Delete');
  await expect(fix.getByTitle(`${first} 第3行 HS`, { exact: true })).toHaveCount(0);
  await expect(fix.getByTitle(`${first} 件数`, { exact: true })).toHaveText('120');
  await fix.getByLabel('通知人 2').fill('ACME LOGISTICS\nHAMBURG');
  await fix.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByTestId('si-status')).toHaveText('已提交，待审核');
  await expect(page.getByTestId('si-log').locator('tr').nth(1)).toContainText('修改');
  const stored = await apiGet<{ TBI_STATUS: number; TBI_NOTIFIER_2: string; Boxes: { TBX_SEALNO: string; Details: unknown[] }[] }>(
    base,
    `${ENDPOINTS.siGet}?Id=${id}`,
    token,
  );
  expect(stored.TBI_STATUS).toBe(1);
  expect(stored.Boxes[0]!.TBX_SEALNO).toBe('SL990001');
  expect(stored.Boxes[0]!.Details).toHaveLength(2);
  expect(stored.TBI_NOTIFIER_2).toBe('ACME LOGISTICS\nHAMBURG');

  // still awaiting review: its company may delete it, after a confirmation that Escape does not dismiss
  await page.getByRole('button', { name: '删除此SI' }).click();
  const dialog = page.getByRole('dialog', { name: '删除SI' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确认删除' }).click();
  await expect(page).toHaveURL(/\/external\/workbench\/SISubimtList$/);
  const res = await fetch(`${base}${ENDPOINTS.siGet}?Id=${id}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  expect(res.status).toBe(404);
});
