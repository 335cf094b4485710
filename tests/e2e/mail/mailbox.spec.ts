import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * The e-mail channel as a salesperson sees it (docs/modules/mail.md): they make a quote for 天祥 in
 * the quick quote centre and send it; the send e-mails it to 天祥's address on file through the
 * local SMTP simulator; on the private-domain workbench the simulated mailbox shows it delivered,
 * and the message reads as sent — marked SIMULATED, delivered to no one. Shanghai → Rotterdam.
 */
test('a salesperson sends a quote by e-mail and reads it in the simulated mailbox', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.mail.sales', 'mail-sales-pass', ['销售报价']);
  const sales = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await sales.goto('/SeaFreight/quickQuoteSearchCenter?pol=CNSHA&pod=NLRTM&c=1%C3%9740HQ');
  const hztx = await sales.locator('#rs-customer option', { hasText: '天祥' }).getAttribute('value');
  await sales.locator('#rs-customer').selectOption(hztx!);
  await sales.getByRole('button', { name: '查询运价' }).click();
  const row = sales.locator('tr[data-rate]').first();
  await row.getByRole('checkbox').check({ force: true });
  await expect(sales.getByText('已选 1 条运价')).toBeVisible();
  await sales.locator('.quote-bar').getByRole('button', { name: '生成报价' }).click();
  const making = sales.getByRole('dialog');
  await making.getByLabel('报价条款').fill('邮件报价测试：以上价格含码头费。');
  await making.getByRole('button', { name: '生成报价' }).click();
  const quote = sales.getByTestId('quote');
  await expect(quote.getByTestId('quote-status')).toHaveText('草稿');
  const quoteNo = (((await quote.locator('h4').first().textContent()) ?? '').match(/QT\d{10}/) ?? [''])[0]!;
  expect(quoteNo).toMatch(/^QT\d{10}$/);
  await quote.getByRole('button', { name: '发送给客户' }).click();
  await expect(quote.getByTestId('quote-status')).toHaveText('已发送');

  // the mailbox: the quote's e-mail to 天祥, delivered by the simulator (the channel's round runs every second)
  await sales.goto('/EDM/Workbench');
  await expect(sales.getByTestId('mail-simulated-mark')).toHaveText('模拟 — 未投递给任何人');
  await sales.getByRole('searchbox', { name: '按收件人或主题搜索' }).fill(quoteNo);
  const listed = sales.getByTestId('mail-row').filter({ hasText: quoteNo });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('export@hztx.example');
  await expect(listed).toContainText('已投递', { timeout: 15_000 });
  await listed.getByRole('button', { name: new RegExp(quoteNo) }).click();
  const message = sales.getByTestId('mail-message');
  await expect(message.getByTestId('mail-message-simulated')).toHaveText('模拟 — 未投递给任何人');
  await expect(message.getByRole('heading', { name: new RegExp(`报价 ${quoteNo}`) })).toBeVisible();
  await expect(message.getByTestId('mail-body')).toContainText('邮件报价测试：以上价格含码头费。');
  await expect(message.getByTestId('mail-body').getByRole('link', { name: '在线查看并确认 / View and accept online' })).toBeVisible();
  await expect(message).toContainText('noreply@globalfreight.cn');
});
