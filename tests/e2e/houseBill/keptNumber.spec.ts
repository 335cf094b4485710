import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { STAFF_STATE } from '../support/staff';
import { apiGet, staffToken } from '../si/siSteps';

/**
 * Issue 45 item 3 in the browser: the demo's house bill HZTXH26110007 was sent to customs (its
 * manifest acknowledged, not decided yet). A bill made of its SI and voided had that number, which is
 * never given twice — so making the bill again cannot keep it, and customs holds it: HBLMake refuses in
 * words and leads to the manifest, where its amendment starts. The one spec writing to that SI.
 */
const SENT_HOUSE = 'HZTXH26110007';

async function apiPost<T>(base: string, path: string, token: string, body: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  if (!res.ok || !answer.Status) throw new Error(`${path}: ${res.status} ${answer.Message}`);
  return answer.Data;
}

test('a voided bill’s number held by customs: HBLMake refuses in words and opens the manifest', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const token = staffToken();
  const [row] = await apiGet<{ SiId: number }[]>(base, `${ENDPOINTS.hblToMake}?Search=${SENT_HOUSE}`, token);
  const made = await apiPost<{ Id: number; HBL_NO: string }>(base, ENDPOINTS.hblCreateFromSi, token, {
    SiId: row!.SiId,
    HBL_TYPE: 'BOL',
    HBL_RELEASE_TYPE: 'ORIGINAL',
    HBL_ORIGINALS: 3,
  });
  // the bill keeps the number the manifest was filed under
  expect(made.HBL_NO).toBe(SENT_HOUSE);
  await apiPost(base, ENDPOINTS.hblVoid, token, { Id: made.Id, VERSION: 1, Reason: 'the shipper asked for a sea waybill' });

  const staff = await (await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1400, height: 1600 } })).newPage();
  await staff.goto('/MakeOrderBusiness/HBLMake');
  const page = staff.getByTestId('hbl-make');
  await page.getByRole('textbox', { name: '搜索' }).fill(SENT_HOUSE);
  await page
    .getByTestId('hbl-to-make')
    .getByRole('button', { name: `生成分提单 ${SENT_HOUSE}` })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`提单号 ${SENT_HOUSE} 已随舱单 MFT`);
  await expect(alert).not.toContainText('HBL_NO_FILED');
  const open = alert.getByRole('link', { name: /^打开舱单 MFT\d+，办理修改$/ });
  const manifestNo = (await open.textContent())!.match(/MFT\d+/)![0];
  await open.click();
  await expect(staff).toHaveURL(/\/mainifest\/sendInfo\?id=\d+$/);
  await expect(staff.locator('main, body').first()).toContainText(manifestNo);
  await expect(staff.locator('main, body').first()).toContainText(SENT_HOUSE);
});
