import { expect } from '@playwright/test';
import { test } from '../support/test';
import { MANIFEST_SETUP_PAGES as G } from '../../../src/contract/manifestSetup/module';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * The SFT template editor's live enterprise-code check (operations.md §7.6 `mft.party.code`) on the
 * customer's workbench: an OC with a wrong check character is an error beside the field; a USCI
 * failing GB 32100's check character is a warning that names the right character and is kept only
 * with a reason; a consignee abroad picks its country's type. Saved, the override is in the history
 * and the list shows the codes.
 */
test('a customer saves a party template: code types by country, the live check, a failed USCI check kept with a reason', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.sft.editor', 'sft-editor-pass', ['客户标准角色']);
  const page = await (
    await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee'), viewport: { width: 1400, height: 1800 } })
  ).newPage();
  await page.goto(G.customerSftList);
  const list = page.getByTestId('sft-templates');
  await expect(list).toContainText('LA 家居 NORDIC HOME');
  await list.getByRole('button', { name: '新建模板' }).click();
  await expect(page).toHaveURL(new RegExp(`${G.customerSftEdit}$`, 'i'));

  const editor = page.getByTestId('sft-template-edit');
  await editor.getByLabel('模板名称').fill('E2E 鹿特丹 直客');
  const shipper = editor.getByTestId('party-Shipper');
  await shipper.getByLabel('名称').fill('zhejiang e2e trading co., ltd.');
  await expect(shipper.getByLabel('名称')).toHaveValue('ZHEJIANG E2E TRADING CO., LTD.');
  await shipper.getByLabel('国家/地区代码').fill('cn');
  // a Chinese party: USCI, OC and the natural persons' types only
  const shipperType = shipper.getByLabel('代码类型');
  await expect(shipperType.locator('option')).toHaveText(['USCI', 'OC', 'ID（自然人）', 'PASSPORT（自然人）', '8888（自然人）']);

  // an organisation code with a wrong check character: an error, beside the field
  await shipperType.selectOption('OC');
  await shipper.getByLabel('代码', { exact: true }).fill('M000100Y5');
  await expect(shipper).toContainText('组织机构代码“M000100Y5”的校验码应为 4');
  await shipper.getByLabel('代码', { exact: true }).fill('M000100Y4');
  await expect(shipper).toContainText('代码格式与校验码正确');

  // a USCI whose check character fails: a warning naming the right one, with the way to keep it
  await shipperType.selectOption('USCI');
  await shipper.getByLabel('代码', { exact: true }).fill('91350100m000100y44');
  const warning = shipper.getByTestId('Shipper-code-warning');
  await expect(warning).toContainText('校验码应为 3');
  await shipper.getByLabel('通讯方式').selectOption('TE');
  await shipper.getByLabel('通讯号码').fill('+86 571 8000 1234');

  // the consignee abroad: its country's types first
  const consignee = editor.getByTestId('party-Consignee');
  await consignee.getByLabel('名称').fill('Rotterdam Direct BV');
  await consignee.getByLabel('国家/地区代码').fill('NL');
  await expect(consignee.getByLabel('代码类型').locator('option').first()).toHaveText('EORI');
  await consignee.getByLabel('代码类型').selectOption('EORI');
  await consignee.getByLabel('代码', { exact: true }).fill('NL123456789');

  // saving without a reason: the server says the same, nothing saved
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByTestId('sft-error')).toContainText('校验码应为 3');
  await expect(page).toHaveURL(new RegExp(`${G.customerSftEdit}$`, 'i'));

  // kept with a reason: saved, the override in the history
  await warning.getByText('确认代码无误，保留并填写原因').click();
  await warning.getByLabel('保留原因').fill('营业执照原件核对无误');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\?id=\d+$/);
  await expect(editor.getByTestId('setup-history')).toContainText('未通过校验，按原因保留');
  await expect(editor.getByTestId('setup-history')).toContainText('营业执照原件核对无误');
  await expect(shipper.getByLabel('代码', { exact: true })).toHaveValue('91350100M000100Y44');
  await page.screenshot({ path: 'test-results/screens/manifest-sft-template-editor-zh.png', fullPage: true });

  await editor.getByRole('button', { name: '返回上一级列表' }).click();
  // the grid's row: its name, both parties and their codes as saved
  await expect(list).toContainText(
    /E2E 鹿特丹 直客\s*订舱与舱单\s*ZHEJIANG E2E TRADING CO., LTD.\s*USCI\+91350100M000100Y44\s*ROTTERDAM DIRECT BV\s*EORI\+NL123456789/,
  );
});
