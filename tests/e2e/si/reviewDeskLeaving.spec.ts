import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { apiPost, employeeToken, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { onePerContainer } from '../../support/siDrafts';
import { apiGet, staffToken } from './siSteps';

// The reviewer's desk on 宁波海越's second booking (no other spec uses it): an approval inside its
// undo window is never dropped by leaving, and the cockpit's counts lead to what they count.
const CGO = 'CGO-NBHY-2611-002';
const COMPANY = '宁波海越贸易有限公司';

/**
 * The booking's three SIs, one a container, submitted together by 宁波海越's employee (a submission
 * places every booked container); their ids. Another spec signs in as the same employee, which ends
 * this session (one per employee): then sign in again (a refused call created nothing).
 */
async function submitSis(base: string): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const token = await employeeToken(base, 'customer2@demo.test');
      const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, token);
      const drafts = onePerContainer(source);
      const made = await apiPost<{ Ids: number[] }>(
        base,
        ENDPOINTS.siAdd,
        { TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO },
        token,
      );
      return made.Ids;
    } catch (e) {
      if (attempt >= 3 || !/: 409 /.test(String(e))) throw e;
    }
  }
}

/** Opens one SI on the desk and waits until it is the one shown (a decision is bound to it). */
async function openOnDesk(page: Page, id: number) {
  await page.goto(`/tdManage/siAudit?id=${id}`);
  const desk = page.getByTestId('si-check');
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  await expect(desk).toHaveAttribute('data-shown', String(id));
  return desk;
}

test('an approval inside its undo window is sent when the reviewer reloads or closes the tab, and the cockpit leads to what it counts', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const [reloaded, closed, counted] = await submitSis(base);
  // read as the platform's staff: the customer's own session may be ended by another spec's sign-in
  const status = async (id: number) => (await apiGet<{ TBI_STATUS: number }>(base, `${ENDPOINTS.siGet}?Id=${id}`, staffToken())).TBI_STATUS;
  const reviewerToken = await makeEmployeeWith(base, staffToken(), 'e2e.si.leave', 'si-leave-pass', ['审单员']);
  const page = await (await browser.newContext({ storageState: storageStateWith(base, reviewerToken, 'employee') })).newPage();

  // a, then a reload at once: the page going away sends the approval instead of dropping it
  const desk = await openOnDesk(page, reloaded!);
  await page.locator('body').press('a');
  await expect(desk).toHaveAttribute('data-review', 'undoable');
  await page.reload();
  await expect.poll(() => status(reloaded!), { timeout: 15_000 }).toBe(2);

  // a, then the tab closed (Alt+W): the page unmounts and the approval goes out directly
  await openOnDesk(page, closed!);
  await page.locator('body').press('a');
  await expect(page.getByTestId('si-check')).toHaveAttribute('data-review', 'undoable');
  await page.keyboard.press('Alt+w');
  await expect(page.getByTestId('si-check')).toHaveCount(0);
  await expect.poll(() => status(closed!), { timeout: 15_000 }).toBe(2);
  expect(await status(counted!)).toBe(1); // the third one was never decided

  // the cockpit: the waiting SI nearest its cut-off is ours (the earliest cut-off of the demo), a link
  await page.goto('/tdManage/workbench');
  const cockpit = page.getByTestId('si-cockpit');
  const nearest = cockpit.getByTestId('si-nearest');
  await expect(nearest.getByRole('listitem').first()).toContainText(CGO);
  // the company's count of waiting SIs opens that company's waiting SIs, not the whole queue
  const row = cockpit.getByRole('row').filter({ hasText: COMPANY });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`TBI_STATUS=1&CompanyName=${encodeURIComponent(COMPANY)}`));
  await expect(page.getByText(CGO).first()).toBeVisible();
});
