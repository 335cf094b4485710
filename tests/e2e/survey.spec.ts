import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../support/apiSession';
import { test } from './support/test';

/**
 * Surveys in Chromium (issue 51): the platform's admin writes a customer survey with two questions
 * and sends it to 赵磊 (customer2, 宁波's customer); 赵磊 answers it on the external workbench's
 * answering page, once; the results page shows his answer. Each screen is photographed.
 */
test.describe.configure({ mode: 'default' });

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return { page: await ctx.newPage(), token };
}

test('staff write and send a survey; a customer’s employee answers it; the results show the answer', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `E2E 服务评价 ${Date.now()}`;
  const { page: staff, token } = await as(browser, baseURL!, 'admin@demo.test');
  await staff.goto('/system/company/customer/customerSurvey');
  await expect(staff.getByRole('option', { name: /2026 年客户满意度调查/ })).toBeVisible();
  await staff.getByRole('option', { name: /2026 年客户满意度调查/ }).click();
  await expect(staff.getByText('NPS（推荐者 − 贬损者）').first()).toBeVisible();
  await staff.screenshot({ path: 'test-results/survey-results-demo.png' });

  await staff.getByRole('button', { name: '新建问卷' }).click();
  const titleBox = staff.getByLabel('标题（中文）');
  await expect(titleBox).toBeFocused();
  await titleBox.fill(title);
  await staff.getByRole('button', { name: '添加问题 推荐度 0–10' }).click();
  await staff.getByRole('button', { name: '添加问题 文字' }).click();
  const q1 = staff.getByRole('group', { name: '问题 1' });
  await q1.getByLabel('题目（中文）').fill('您有多大可能推荐我们？');
  const q2 = staff.getByRole('group', { name: '问题 2' });
  await q2.getByLabel('题目（中文）').fill('还有什么想说的？');
  await q2.getByLabel('必答').press('Space');
  await expect(q2.getByLabel('必答')).not.toBeChecked();
  // Alt+↑ in the second question moves it first, Alt+↓ back
  await q2.getByLabel('题目（中文）').press('Alt+ArrowUp');
  await expect(staff.getByRole('group', { name: '问题 1' }).getByLabel('题目（中文）')).toHaveValue('还有什么想说的？');
  await staff.getByRole('group', { name: '问题 1' }).getByLabel('题目（中文）').press('Alt+ArrowDown');
  await expect(staff.getByRole('group', { name: '问题 1' }).getByLabel('题目（中文）')).toHaveValue('您有多大可能推荐我们？');

  await staff.getByText('选定人员', { exact: true }).click();
  await staff.getByRole('textbox', { name: '按名称筛选' }).fill('赵磊');
  await staff.getByText(/^赵磊 · /).click();
  await expect(staff.getByLabel(/^赵磊 · /)).toBeChecked();
  await staff.screenshot({ path: 'test-results/survey-editor.png' });
  await staff.getByRole('button', { name: '发送问卷' }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText('发送后问卷不能再修改');
  await confirm.getByRole('button', { name: '发送问卷' }).click();
  await expect(staff.getByText('已发送 1 人')).toBeVisible();

  // the survey's id, as the staff's list names it
  const list = await staff.request.get(`${baseURL}/api/Survey/List?Audience=CUSTOMER`, { headers: { authorization: `Bearer ${token}` } });
  const id = (await list.json()).Data.find((s: { TitleZh: string }) => s.TitleZh === title).Id as number;

  const { page: customer } = await as(browser, baseURL!, 'customer2@demo.test');
  await customer.goto(`/external/workbench/test?s=${id}`);
  await expect(customer.getByRole('heading', { name: title })).toBeVisible();
  await customer.getByRole('button', { name: '提交回答' }).click();
  await expect(customer.getByText('此题必答')).toBeVisible();
  await customer.screenshot({ path: 'test-results/survey-answer-refused.png' });
  await customer.getByRole('radiogroup', { name: '您有多大可能推荐我们？' }).getByRole('radio', { name: '9', exact: true }).click();
  await customer.getByRole('textbox', { name: '还有什么想说的？' }).fill('放舱很及时。');
  await customer.screenshot({ path: 'test-results/survey-answer.png' });
  await customer.getByRole('button', { name: '提交回答' }).click();
  await expect(customer.getByText('已提交，谢谢您的回答！')).toBeVisible();
  await customer.reload();
  await expect(customer.getByText('您已回答过这份问卷（每人一次），以下是您的回答。')).toBeVisible();
  await expect(customer.getByRole('button', { name: '提交回答' })).toHaveCount(0);

  await staff.reload();
  await staff.getByRole('option', { name: new RegExp(title) }).click();
  await expect(staff.getByText('放舱很及时。')).toBeVisible();
  await expect(staff.getByRole('region', { name: '回收率' })).toContainText('100%');
  await expect(staff.getByText('NPS（推荐者 − 贬损者）')).toBeVisible();
  await staff.screenshot({ path: 'test-results/survey-results.png' });
});
