import { expect } from '@playwright/test';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import { signInWithDialog } from '../support/helpers';
import { test } from '../support/test';

/**
 * A rate e-mail campaign as a salesperson makes it (docs/modules/edm.md): 孙丽 composes a campaign
 * of Shanghai → Rotterdam rates to the demo list (three consenting contacts of two levels), previews
 * it as 天祥's contact (their VIP price), schedules it for now, sees it finish with its statistics;
 * then a recipient opens the unsubscribe link from the e-mail as a visitor and unsubscribes.
 */
test('compose, preview as a contact, schedule, see it finish and its stats; a visitor unsubscribes', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInWithDialog(page, 'sales@demo.test');
  await expect(page.getByRole('button', { name: /孙丽/ })).toBeVisible();
  await page.goto('/EDM/FreightEDM');
  await page.getByTestId('edm-new').click();
  const name = `端到端活动 ${Date.now()}`;
  await page.getByLabel('活动名称').fill(name);
  await page.getByLabel('邮件主题').fill('本周上海—鹿特丹运价');
  const sender = page.locator('#edm-sender');
  const value = await sender.locator('option', { hasText: 'rates@globalfreight.cn' }).getAttribute('value');
  await sender.selectOption(value!);
  await page.getByLabel('欧洲航线重点客户').check({ force: true });
  await expect(page.getByText('共 3 人，可发送 3 人')).toBeVisible();
  await page.getByLabel('起运港').fill('CNSHA');
  await page.getByLabel('目的港').fill('NLRTM');
  await page.getByTestId('edm-save').click();
  await expect(page).toHaveURL(/Id=\d+/);

  // preview as 天祥's contact: their own (VIP) price
  const contact = page.getByLabel('选择联系人');
  const hztx = await contact.locator('option', { hasText: '天祥采购部' }).getAttribute('value');
  await contact.selectOption(hztx!);
  await page.getByTestId('edm-preview').click();
  const preview = page.getByTestId('edm-preview-body');
  await expect(preview).toContainText('USD');
  await expect(page.getByText(/【广告】本周上海—鹿特丹运价/)).toBeVisible();

  // schedule for now (this minute, on the office's clock)
  await page.getByLabel('发送时间').fill(localDateTime(new Date().toISOString(), 'Asia/Shanghai').replace(' ', 'T'));
  await page.getByTestId('edm-schedule').click();
  // said in the flow and in a toast (the flow's card leaves once the campaign is no longer a draft)
  await expect(page.getByText(/已排期：3 人将收到/).first()).toBeVisible();

  // the round sends it through the simulator and it finishes
  const row = page.getByTestId('edm-row').filter({ hasText: name });
  await expect(row.getByTestId('edm-status')).toHaveText('已完成', { timeout: 90_000 });
  await row.click();
  await expect(page.getByTestId('edm-count-Sent')).toHaveText('3');
  await expect(page.getByTestId('edm-send-row')).toHaveCount(3);

  // the e-mail in the simulated mailbox carries the unsubscribe link
  await page.goto('/EDM/Workbench');
  await page.getByRole('searchbox', { name: '按收件人或主题搜索' }).fill('liming@hengda');
  await page.getByTestId('mail-row').first().click();
  const header = page.getByRole('row', { name: /List-Unsubscribe/ });
  const link = /\/api\/EdmPublic\/Unsubscribe\?t=[\w.-]+/.exec((await header.textContent()) ?? '')![0];

  // a visitor (no session) opens it and unsubscribes
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${baseURL}${link}`);
  await expect(visitor.getByRole('heading', { name: /退订运价邮件/ })).toBeVisible();
  await visitor.getByRole('button', { name: /确认退订/ }).click();
  await expect(visitor.getByRole('heading', { name: /已退订/ })).toBeVisible();
  await expect(visitor.getByText(/liming@hengda-mach\.example\.com 已退订，立即生效/)).toBeVisible();
});

/** The demo's sent campaign (server/modules/edm/seedSent.ts): its statistics say what its recipients did. */
test('the demo’s sent campaign shows its opens, click, unsubscribe and bounce', async ({ page }) => {
  await signInWithDialog(page, 'sales@demo.test');
  await expect(page.getByRole('button', { name: /孙丽/ })).toBeVisible();
  await page.goto('/EDM/FreightEDM');
  const row = page.getByTestId('edm-row').filter({ hasText: '欧线周报（第 47 周）' });
  await expect(row.getByTestId('edm-status')).toHaveText('已完成');
  await row.click();
  await expect(page.getByTestId('edm-count-Sent')).toHaveText('5');
  await expect(page.getByTestId('edm-count-Opened')).toHaveText('3');
  await expect(page.getByTestId('edm-count-Clicked')).toHaveText('1');
  await expect(page.getByTestId('edm-count-Unsubscribed')).toHaveText('1');
  await expect(page.getByTestId('edm-count-Bounced')).toHaveText('1');
  await expect(page.getByTestId('edm-send-row')).toHaveCount(5);
});
