import { type Browser, expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';

/**
 * The pricing desk (commercial.md §2.2): the clerk submits a draft and it waits for confirmation;
 * the manager confirms the waiting demo rate, finds it among the published rates and reads its
 * history. Each signs in with an account of their own (the demo's pricing clerk and manager).
 */

// A demo account holds one session (spec §8): two tests signed in as the same clerk side by side
// would end each other's sessions, so this file's tests run one after another.
test.describe.configure({ mode: 'default' });

/**
 * A browser signed in as `account`, as the sign-in dialog leaves it (the session in the page's
 * storage), made through the API: what this file tests starts after the sign-in, which
 * session/signIn.spec.ts tests through the dialog.
 */
async function signedIn(browser: Browser, account: string): Promise<Page> {
  const base = test.info().project.use.baseURL!;
  const token = await employeeToken(base, account);
  return (await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee') })).newPage();
}

test('the clerk submits a draft: it leaves the drafts and waits for the manager, who alone can confirm it', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedIn(browser, 'pricing@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FreightDrafts');
  const drafts = page.getByLabel('运价草稿', { exact: true });
  // the demo's draft (Maersk Ningbo → Hamburg): other tests write drafts of their own meanwhile
  await drafts.getByRole('textbox', { name: '船公司' }).fill('MAEU');
  await drafts.getByRole('textbox', { name: '起运港' }).fill('CNNGB');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(drafts.locator('.bp6-table-cell', { hasText: 'MAEU' }).first()).toBeVisible();
  await drafts.getByRole('button', { name: '提交' }).first().click();
  await expect(page.getByText('已提交：待确认')).toBeVisible();
  await expect(drafts.locator('.bp6-table-cell', { hasText: 'MAEU' })).toHaveCount(0);

  await page.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = page.getByLabel('运价待确认', { exact: true });
  await expect(pending.locator('.bp6-table-cell', { hasText: 'MAEU' }).first()).toBeVisible();
  await expect(pending.getByRole('button', { name: '确认发布' })).toHaveCount(0); // no confirm button: not hers to press
});

test('the manager confirms the waiting rate; it is published, and its history says who did what', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedIn(browser, 'pricing.manager@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = page.getByLabel('运价待确认', { exact: true });
  const hapag = pending.locator('.bp6-table-cell', { hasText: 'HLCU' }).first();
  await expect(hapag).toBeVisible();
  // the demo's waiting Hapag-Lloyd rate (Shanghai → Hamburg via Singapore) is the first row of its own filter
  await pending.getByRole('textbox', { name: '船公司' }).fill('HLCU');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await pending.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByText('已确认发布')).toBeVisible();
  await expect(page.getByText('共 0 条')).toBeVisible();

  await page.goto('/SeaFreight/FreightManagement/FCLFreightHistory');
  const all = page.getByLabel('整箱运价历史', { exact: true });
  await all.getByRole('textbox', { name: '船公司' }).fill('HLCU');
  await expect(all.locator('.bp6-table-cell', { hasText: '已发布' }).first()).toBeVisible();
  await all.getByRole('button', { name: '历史' }).first().click();
  const history = page.getByTestId('rate-history');
  await expect(history).toContainText('SGSIN');
  await expect(page.getByTestId('rate-events')).toContainText('提交 · 王芳');
  await expect(page.getByTestId('rate-events')).toContainText('发布 · 郑雪');
});

test('the clerk writes a new rate in the form (pickers, 截三开五, surcharges a line each); a reload keeps it; saved and submitted it waits', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, 'pricing@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FCLFreightAdd');
  const form = page.getByTestId('rate-form');
  await form.getByLabel('船公司', { exact: true }).pressSequentially('地中海', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('MSCU');
  await form.getByLabel('船公司', { exact: true }).press('Enter');
  await expect(form.getByLabel('船公司', { exact: true })).toHaveValue('MSCU');
  await form.getByLabel('起运港', { exact: true }).pressSequentially('nb', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('CNNGB');
  await form.getByLabel('起运港', { exact: true }).press('Enter');
  await form.getByLabel('目的港', { exact: true }).pressSequentially('Antwerp', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('BEANR');
  await form.getByLabel('目的港', { exact: true }).press('Enter');
  await expect(form.getByLabel('目的港', { exact: true })).toHaveValue('BEANR');
  await form.getByLabel(/^有效期自/).fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(/^有效期至/).fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(/^船期/).fill('截三开五');
  await form.getByLabel('航程（天）').fill('31');
  await form.getByLabel('20GP 底价').fill('1410');
  await form.getByLabel('40HQ 底价').fill('1790');
  await form.getByLabel('附加费').fill('THC 40HQ CNY 1190\nDOC CNY 450');
  await page.reload();
  await expect(form.getByLabel('40HQ 底价')).toHaveValue('1790');
  await expect(form.getByLabel('附加费')).toHaveValue('THC 40HQ CNY 1190\nDOC CNY 450');
  await expect(form.getByLabel('目的港', { exact: true })).toHaveValue('BEANR');

  // a line it cannot read is named, nothing is sent, nothing typed is lost
  await form.getByLabel('附加费').fill('THC 40HQ CNY 1190\nDOC 450');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toContainText('附加费第 2 行无法识别');
  await form.getByLabel('附加费').fill('THC 40HQ CNY 1190\nDOC CNY 450');
  // Blueprint draws its own box over the input: a person clicks the words
  await form.getByText('保存后立即提交', { exact: true }).click();
  await expect(form.getByLabel('保存后立即提交')).toBeChecked();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/已保存并提交 FCL\d+：待确认/).first()).toBeVisible();
  await expect(page).toHaveURL(/FCLFreightAdd\?id=\d+$/);
  await expect(form.getByText('这条运价在待确认或已是历史版本，不能修改。')).toBeVisible();

  await page.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = page.getByLabel('运价待确认', { exact: true });
  await pending.getByRole('textbox', { name: '船公司' }).fill('MSCU');
  await expect(pending.locator('.bp6-table-cell', { hasText: 'BEANR 安特卫普' })).toBeVisible();
  await expect(pending.locator('.bp6-table-cell', { hasText: '1790.00' })).toBeVisible();
});

test('saved then submitted at once: the submit’s refusal is said beside its field, in view, and the rate stays a draft (issue 32)', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedIn(browser, 'pricing@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FCLFreightAdd');
  const form = page.getByTestId('rate-form');
  await form.getByLabel('船公司', { exact: true }).fill('COSU');
  await form.getByLabel('起运港', { exact: true }).fill('CNSHA');
  await form.getByLabel('目的港', { exact: true }).fill('NLRTM');
  // a window already over: a draft may keep it, a submit may not
  await form.getByLabel(/^有效期自/).fill('2020-01-01');
  await form.getByLabel(/^有效期至/).fill('2020-01-20');
  await form.getByLabel('20GP 底价').fill('1000');
  await form.getByText('保存后立即提交', { exact: true }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/FCLFreightAdd\?id=\d+$/);
  await expect(form.getByRole('alert')).toContainText('已保存为草稿，但未能提交：运价有误：有效期至：有效期已结束，不能提交');
  const validTo = form.getByLabel(/^有效期至/);
  await expect(form.locator('.bp6-form-group').filter({ has: page.getByLabel(/^有效期至/) })).toContainText('有效期已结束，不能提交');
  await expect(validTo).toBeInViewport();
  await expect(page.getByRole('heading').filter({ hasText: '草稿' })).toBeVisible();
});

test('the manager hides a published rate and shows it again from the hidden rates, and withdraws another with a reason', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, 'pricing.manager@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FCLFreight');
  const published = page.getByLabel('整箱运价维护', { exact: true });
  await published.getByRole('textbox', { name: '船公司' }).fill('EGLV');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await published.getByRole('button', { name: '隐藏' }).click();
  await expect(page.getByText('已隐藏：客户不再看到这条运价')).toBeVisible();

  await page.goto('/SeaFreight/FreightManagement/FreightNotVisible');
  const hidden = page.getByLabel('不可见运价', { exact: true });
  await hidden.getByRole('textbox', { name: '船公司' }).fill('EGLV');
  // the demo's own hidden rate (ONE to Singapore) leaves once the filter applies
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(hidden.locator('.bp6-table-cell', { hasText: 'SGSIN 新加坡' })).toBeVisible();
  await hidden.getByRole('button', { name: '显示' }).click();
  await expect(page.getByText('已显示：客户可以看到这条运价')).toBeVisible();
  await expect(page.getByText('共 0 条')).toBeVisible();

  await page.goto('/SeaFreight/FreightManagement/FCLFreight');
  await published.getByRole('textbox', { name: '船公司' }).fill('OOLU');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await published.getByRole('button', { name: '撤回' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('撤回原因（记入历史）').fill('船司停航');
  await dialog.getByRole('button', { name: '撤回' }).click();
  await expect(page.getByText('已撤回：运价截止到昨天')).toBeVisible();
  await expect(page.getByText('共 0 条')).toBeVisible();
});
