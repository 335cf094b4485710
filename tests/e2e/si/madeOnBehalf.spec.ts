import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { apiGet, passUndoWindow, pasteInto, typeIntoCell } from './siSteps';

test('staff make an SI on behalf of a customer at /tdManage/siMake; the customer employee sees it as theirs; approved, it makes a B/L', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-002'; // 40HQ*3
  const ownerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.owner', 'si-owner-pass', ['客户标准角色']);
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, ownerToken);
  const boxes = source.Containers.flatMap((c) => c.CNNOS);

  const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await staff.goto('/tdManage/siMake');
  await staff.getByRole('button', { name: `做SI ${cgo}` }).click();
  await staff.getByRole('button', { name: '开始填写' }).click();
  const draft = staff.locator('[data-testid^="draft-"]');
  await expect(draft).toHaveCount(1);
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU');
  await draft.getByLabel('收货人').fill('ACME TRADING GMBH\nHAMBURG');
  await draft.getByLabel('货物描述').fill('COTTON T-SHIRTS');
  await draft.getByLabel('通知人 1').click();
  await pasteInto(
    draft.locator('.si-boxes'),
    boxes.map((no, i) => `${no}\tSLB${i}001\t610910\tCOTTON T-SHIRTS\t${100 + i}\t${2000 + i}\t${30 + i}`).join('\n'),
  );
  await expect(draft.getByTestId('paste-note')).toContainText('已粘贴 3 行');
  await typeIntoCell(staff, draft, `${boxes[0]} 第1行 中文品名`, '纯棉T恤');
  await draft.getByRole('button', { name: '完成此票' }).click();
  await expect(staff.getByTestId('si-progress')).toContainText('已完成 1 / 1 票');
  await expect(staff.getByRole('button', { name: '提交全部 1 票' })).toBeDisabled(); // whom for, first
  await staff.getByTestId('si-behalf').getByLabel('代其提交的客户员工').selectOption({ label: '测试员工 e2e.si.owner' });
  await staff.getByRole('button', { name: '提交全部 1 票' }).click();
  await expect(staff.getByTestId('si-submitted')).toContainText('已提交 1 票SI');

  // the customer's employee finds it among their SIs, entered by staff on their behalf
  const owner = await (await browser.newContext({ storageState: storageStateWith(base, ownerToken, 'employee') })).newPage();
  await owner.goto('/external/workbench/SISubimtList');
  await owner.getByRole('textbox', { name: '订舱号' }).fill(cgo); // the demo's SIs fill the first page
  const row = owner.locator('.bp6-table-cell', { hasText: cgo });
  await expect(row).toHaveCount(1);
  await row.click();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/external\/workbench\/SILogs\?id=\d+$/);
  const id = Number(new URL(owner.url()).searchParams.get('id'));
  await expect(owner.getByTestId('si-status')).toHaveText('已提交，待审核');
  await expect(owner.getByTestId('si-log')).toContainText('代 测试员工 e2e.si.owner');

  // the creation log says who made it for whom
  await staff.goto('/tdManage/siCreator');
  const made = staff.locator('.bp6-table-cell', { hasText: '平台代客户' });
  await expect(made).toHaveCount(1);
  await expect(staff.locator('.bp6-table-cell', { hasText: '测试员工 e2e.si.owner' })).toHaveCount(1);

  // /tdManage/siAudit?id= opens that SI in the review flow; approved, it makes a B/L of 35-character lines
  await staff.clock.install(); // the approval's undo window is jumped over (passUndoWindow)
  await staff.goto(`/tdManage/siAudit?id=${id}`);
  await expect(staff.getByTestId('si-check')).toHaveAttribute('data-review', 'viewing');
  await expect(staff.getByTestId('si-status')).toHaveText('已提交，待审核');
  await staff.locator('body').press('a');
  await passUndoWindow(staff);
  await expect
    .poll(async () => (await apiGet<{ TBI_STATUS: number }>(base, `${ENDPOINTS.siGet}?Id=${id}`, ownerToken)).TBI_STATUS, { timeout: 15_000 })
    .toBe(2);
  await staff.goto(`/tdManage/siMakeTd?id=${id}`);
  await expect(staff.getByTestId('bl-summary')).toHaveText(/40HQ\*3/);
  await expect(staff.getByTestId('bl-containers')).toContainText(`${boxes[0]}/SLB0001/40HQ`);
  const lengths = await staff
    .getByTestId('bl-form')
    .locator('pre')
    .evaluateAll((els) => els.flatMap((e) => (e.textContent ?? '').split('\n').map((l) => l.length)));
  expect(Math.max(...lengths)).toBeLessThanOrEqual(35);
  await expect(staff.getByRole('button', { name: '打印提单' })).toBeVisible();
});
