import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ENTRY_ORDER_PATHS as P } from '../../../src/contract/entryOrder/module';
import { WEB_VERSION } from '../../../src/contract/endpoints';
import { TOKEN_KEY } from '../../../src/streams/token';
import { apiPost } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * A supplement's share link in Chromium (operations.md §9.7): the staff ask 天祥's booked demo order
 * (CGO-HZTX-2611-003) for a field of their own through the API, make the link in the supplement
 * page's 分享链接 dialog, and someone without an account opens it, types, sends the document asked for
 * through the link, reloads (nothing typed or sent is lost), switches to English and back, sends it
 * and is thanked; the staff see it filled, the file under its item.
 */
const staffToken = () =>
  (JSON.parse(readFileSync(STAFF_STATE, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] }).origins[0]!.localStorage.find(
    (e) => e.name === TOKEN_KEY,
  )!.value;

test('a supplement’s share link: made in the dialog, filled without an account, kept across a reload, the staff see it filled', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const token = staffToken();
  const list = await fetch(`${base}${P.entryOrderList}?PageSize=200`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const orders = ((await list.json()) as { Data: { Items: { Id: number; CompanyId: number; ENT_CGO_ID: string | null }[] } }).Data.Items;
  const order = orders.find((o) => o.ENT_CGO_ID === 'CGO-HZTX-2611-003')!;
  const key = `E2E_SHARE_${Date.now().toString(36).toUpperCase()}`;
  const sup = await apiPost<{ Id: number; SUP_NO: string }>(
    base,
    P.orderSupplementRequest,
    {
      ENT_ID: order.Id,
      Scope: 'ORDER',
      AssigneeCompanyId: order.CompanyId,
      Items: [
        { Key: key, Label: { zh: '信用证号', en: 'L/C no.' }, Kind: 'field', Required: true },
        { Key: `${key}_DOC`, Label: { zh: '信用证副本', en: 'Copy of the L/C' }, Kind: 'document', Required: true },
      ],
      DueAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
    token,
  );

  const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await staff.goto(`/entryOrder/orderSupplement?Id=${sup.Id}`);
  await staff.getByTestId(`entry-share-supplement-${sup.Id}`).click();
  const dialog = staff.getByTestId('entry-share-dialog');
  await dialog.getByTestId('entry-share-make').click();
  const link = await dialog.getByTestId('entry-share-url').inputValue();
  expect(link).toMatch(/\/external\/entryOrder\/supplementShare\?t=[A-Za-z0-9_-]{22}$/);
  await expect(dialog.getByTestId('entry-share-links')).toContainText('0');

  const visitor = await (await browser.newContext()).newPage(); // no account, only the link
  await visitor.goto(link);
  const page = visitor.getByTestId('entry-share-supplement');
  await expect(page.getByTestId('entry-share-sup-no')).toHaveText(sup.SUP_NO);
  await expect(page).toContainText('信用证号');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByTestId(`entry-share-answer-${key}`).fill('LC-2026-0042');
  const doc = page.getByTestId(`entry-share-file-${key}_DOC`);
  await doc.locator('input[type=file]').setInputFiles({ name: 'LC-0042.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(doc).toContainText('LC-0042.pdf');
  await visitor.reload();
  await expect(page.getByTestId(`entry-share-answer-${key}`)).toHaveValue('LC-2026-0042');
  await expect(page.getByTestId(`entry-share-file-${key}_DOC`)).toContainText('LC-0042.pdf');
  await page.getByTestId('share-language').click();
  await expect(page).toContainText('L/C no.');
  await page.getByTestId('share-language').click();
  await page.getByTestId('entry-share-submit').click();
  await expect(visitor.getByTestId('entry-share-thanks')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/screens/entry-supplement-share-zh.png', fullPage: true });

  await staff.reload();
  await expect(staff.getByTestId('sup-detail')).toHaveAttribute('data-status', '2');
  await expect(staff.getByTestId('sup-answers')).toContainText('LC-2026-0042');
  await expect(staff.getByTestId('sup-detail')).toContainText('LC-0042.pdf');
});
