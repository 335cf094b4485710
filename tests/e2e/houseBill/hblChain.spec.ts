import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { pdfText } from '../../support/pdfText';
import { STAFF_STATE } from '../support/staff';
import { apiGet, staffToken } from '../si/siSteps';

/**
 * The house bill's chain in the browser: the demo's approved SI HZTXS26HB3D (its box loaded on board)
 * → the clerk makes its HBL on HBLMake and makes a draft share link → the shipper, without an account,
 * asks for a change on the link's page → the clerk reads it in the bill's log and sends the draft to
 * the workbench → the shipper approves it
 * in the "B/L draft" panel of its SI → the clerk issues it → prints the original, whose PDF holds the
 * consignee. The one spec writing to that SI.
 */
test('approved SI → HBL → draft approved on the workbench → issued → original printed', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const staff = await (await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1400, height: 1800 } })).newPage();
  await staff.goto('/MakeOrderBusiness/HBLMake');
  const page = staff.getByTestId('hbl-make');
  await page.getByRole('textbox', { name: '搜索' }).fill('HZTXS26HB3D');
  const toMake = page.getByTestId('hbl-to-make');
  await expect(toMake.locator('tbody tr')).toHaveCount(1);
  await toMake.getByRole('button', { name: /生成分提单 HZTXS26HB3D/ }).click();
  const detail = page.getByTestId('hbl-detail');
  await expect(detail).toContainText('草稿');
  await expect(detail.getByTestId('hbl-prerequisites')).toContainText('客户尚未确认提单草稿');
  const hblNo = (await detail.locator('h4').first().textContent())!.split(' ')[0]!;

  // first a share link: the shipper without an account reads the draft as it prints and asks for a change
  await detail.getByRole('button', { name: '生成草稿分享链接' }).click();
  const link = (await detail.getByTestId('hbl-share-link').locator('code').textContent())!;
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/external\/mainifest\/blDraft\?t=/);
  const visitor = await (await browser.newContext({ viewport: { width: 1100, height: 1600 } })).newPage();
  await visitor.goto(link);
  const shared = visitor.getByTestId('hbl-share-page');
  await expect(shared).toContainText(hblNo);
  await expect(shared).toContainText('待客户确认');
  await expect(shared.getByTestId('bill-sheet')).toContainText('HANSEATIC HOME GOODS GMBH'); // the consignee, as the bill prints it
  await expect(shared.getByTestId('bill-sheet')).toContainText('草稿 仅供核对');
  await shared.screenshot({ path: 'test-results/screens/hbl-share-page-zh.png' });
  await shared.getByRole('textbox', { name: '要求修改' }).fill('Notify: add the phone +49 40 1234');
  await shared.getByRole('button', { name: '要求修改' }).click();
  // the answer ends the link: the page keeps the answer given, and nothing of the draft (issue 45 item 15b)
  const answered = visitor.getByTestId('hbl-share-answered');
  await expect(answered).toContainText('已提出修改意见');
  await expect(answered).toContainText('此链接已随您的答复失效');
  await visitor.reload();
  await expect(visitor.getByTestId('hbl-share-page')).toHaveCount(0);
  await expect(visitor.getByText('草稿 仅供核对')).toHaveCount(0);
  // the clerk reads the answer in the bill's log, in words, with who gave it
  await staff.reload();
  await expect(detail).toContainText('分单草稿');
  await detail.getByRole('button', { name: '单据日志' }).click();
  const log = staff.getByTestId('bill-log');
  await expect(log).toContainText('分享链接访客');
  await expect(log).toContainText('通过草稿分享链接退回修改：Notify: add the phone +49 40 1234');
  await expect(log).toContainText('发货人已答复，草稿分享链接随之失效');
  await expect(log).not.toContainText('v1.');
  await staff.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  await detail.getByRole('button', { name: '发送草稿到客户工作台' }).click();
  await expect(detail).toContainText('待客户确认');

  // the shipper: its SI's page shows the draft and approves it
  const si = await apiGet<{ SiId: number }[]>(base, `${ENDPOINTS.hblToMake}?Search=${hblNo}`, staffToken()).catch(() => []);
  expect(si).toEqual([]);
  const [siRow] = await apiGet<{ Items: { Id: number; HBL_SI_ID: number }[] }>(base, `${ENDPOINTS.hblList}?HBL_NO=${hblNo}`, staffToken()).then((d) => d.Items);
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.hbl.shipper', 'hbl-shipper-pass', ['客户标准角色']);
  const shipper = await (
    await browser.newContext({ storageState: storageStateWith(base, token, 'employee'), viewport: { width: 1280, height: 1800 } })
  ).newPage();
  await shipper.goto(`/external/workbench/SILogs?id=${siRow!.HBL_SI_ID}`);
  const panel = shipper.getByTestId('bl-draft-panel');
  await expect(panel).toContainText(hblNo);
  await panel.screenshot({ path: 'test-results/screens/hbl-draft-panel-zh.png' });
  await panel.getByRole('button', { name: '确认草稿' }).click();
  await expect(panel).toContainText('您已确认此草稿');

  // the clerk issues and prints the original
  await staff.goto(`/MakeOrderBusiness/HBLMake?Id=${siRow!.Id}`);
  await expect(detail).toContainText('客户已确认');
  await detail.getByRole('button', { name: '签发', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: '签发' }).click();
  await expect(detail).toContainText('已签发');
  await staff.screenshot({ path: 'test-results/screens/hbl-make-zh.png', fullPage: true });
  const [download] = await Promise.all([staff.waitForEvent('download'), detail.getByRole('button', { name: '打印正本' }).click()]);
  expect(download.suggestedFilename()).toBe(`${hblNo}-original.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [text] = await pdfText(bytes);
  expect(text).toContain('HANSEATIC HOME GOODS GMBH');
  expect(text).toContain(hblNo);
});
