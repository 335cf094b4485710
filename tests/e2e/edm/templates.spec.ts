import { expect } from '@playwright/test';
import { signInWithDialog } from '../support/helpers';
import { test } from '../support/test';

/**
 * EDM templates as a salesperson uses them (docs/modules/edm.md, commercial.md §8.1): 孙丽 writes a
 * template on the Templates tab of /EDM/FreightEDM (rich text, Shanghai → Rotterdam rates), previews
 * it as 天祥's contact (their own price, from the sends' renderer), and starts a campaign from it,
 * which opens on the campaigns tab with the template's subject and blocks.
 */
test('make a template, preview it as a contact, start a campaign from it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithDialog(page, 'sales@demo.test');
  await expect(page.getByRole('button', { name: /孙丽/ })).toBeVisible();
  await page.goto('/EDM/FreightEDM');
  await page.getByRole('tab', { name: '邮件模板' }).click();
  await page.getByTestId('edm-template-new').click();
  const name = `端到端模板 ${Date.now()}`;
  await page.getByLabel('邮件模板名称').fill(name);
  await page.getByLabel('邮件主题').fill('本周鹿特丹特价');
  await page.getByLabel('起运港').fill('CNSHA');
  await page.getByLabel('目的港').fill('NLRTM');
  const body = page.getByTestId('edm-rich-text').locator('[contenteditable]');
  await expect(body).toBeVisible();
  await body.fill('各位客户好：本周鹿特丹舱位充足。');
  await page.getByTestId('edm-template-save').click();
  await expect(page).toHaveURL(/Template=\d+/);
  await expect(page.getByTestId('edm-template-row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('edm-template-in-use')).toHaveText('没有排期或发送中的活动使用');

  // preview as 天祥's contact: the text and their price, through the sends' renderer
  const contact = page.getByLabel('选择联系人');
  const hztx = await contact.locator('option', { hasText: '天祥采购部' }).getAttribute('value');
  await contact.selectOption(hztx!);
  await page.getByTestId('edm-template-preview').click();
  const preview = page.getByTestId('edm-template-preview-body');
  await expect(preview).toContainText('各位客户好：本周鹿特丹舱位充足。');
  await expect(preview).toContainText(/USD [\d,.]+/);
  await expect(preview).toContainText('以舱位和设备为准');
  await expect(page.getByTestId('edm-template-preview-subject')).toHaveText('【广告】本周鹿特丹特价');

  // a campaign from it: a draft with the template's name, subject and text, on the campaigns tab
  await page.getByTestId('edm-template-campaign').click();
  await expect(page).toHaveURL(/[?&]Id=\d+/);
  await expect(page.getByRole('tab', { name: '邮件活动', selected: true })).toBeVisible();
  await expect(page.getByLabel('活动名称')).toHaveValue(name);
  await expect(page.getByLabel('邮件主题')).toHaveValue('本周鹿特丹特价');
  await expect(page.getByTestId('edm-rich-text').locator('[contenteditable]')).toHaveText('各位客户好：本周鹿特丹舱位充足。');
  await expect(page.getByTestId('edm-row').filter({ hasText: name })).toBeVisible();
});
