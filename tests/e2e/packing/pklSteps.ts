import { expect, type Browser, type Page } from '@playwright/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { apiPost, employeeToken, makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import type { SiBox, SiSourceData } from '../../../src/contract/si';
import { draftFor } from '../../support/siDrafts';
import { apiGet, staffToken } from '../si/siSteps';
import { localDateTime, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';

// What the packing-list specs of this folder do in the browser and through the API.

export interface PklRow {
  Id: number;
  PKL_NO: string | null;
  PKL_STATUS: number;
  PKL_CGO_ID: string | null;
  PKL_CNTR_TYPE: string;
  PKL_SLOT: number;
  PKL_DECISION_REMARKS: string;
  PKL_CNNO: string;
  VERSION: number;
}

/** A page signed in with `token` (a context of its own: each person's session is theirs). */
export async function pageAs(browser: Browser, base: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, storageState: storageStateWith(base, token, 'employee') });
  return context.newPage();
}

/** The people of a spec: a customer employee of 杭州天祥, an operator (role 操作员) of the platform, each of the spec's own. */
export async function customerAndOperator(base: string, tag: string) {
  const [customer, operator] = await Promise.all([
    makeCompanyEmployee(base, 'customer.admin@demo.test', `e2e.pkl.cust.${tag}`, 'pkl-cust-pass', ['客户标准角色']),
    makeEmployeeWith(base, staffToken(), `e2e.pkl.op.${tag}`, 'pkl-op-pass', ['操作员']),
  ]);
  return { customer, operator };
}

/** The trucking company's demo dispatcher (a provider's employee): only one spec signs in as it. */
export const truckerToken = (base: string) => employeeToken(base, 'trucker@demo.test');

/** One packing list as Get answers it. */
export const getPkl = (base: string, id: number, token: string) => apiGet<PklRow & Record<string, unknown>>(base, `${ENDPOINTS.packingGet}?Id=${id}`, token);

/** The booking's packing lists (newest first as the list answers them by id). */
export async function pklsOf(base: string, cgo: string, token: string): Promise<PklRow[]> {
  const page = await apiGet<{ Items: PklRow[] }>(base, `${ENDPOINTS.packingList}?CGO_ID=${cgo}&Stage=all&PageSize=200`, token);
  return page.Items;
}

/** A booking's containers as the SI booking list (the released bookings) gives them. */
export async function bookedTypes(base: string, cgo: string, token: string): Promise<{ TYPE: string; COUNT: number; CNNOS: string[] }[]> {
  const page = await apiGet<{ Items: { CGO_ID: string; Containers: { TYPE: string; COUNT: number; CNNOS: string[] }[] }[] }>(
    base,
    `${ENDPOINTS.siBookingList}?CGO_ID=${cgo}&PageSize=50`,
    token,
  );
  const booking = page.Items.find((b) => b.CGO_ID === cgo);
  if (!booking) throw new Error(`${cgo} is not among the released bookings`);
  return booking.Containers;
}

/**
 * The first type of a booking and one of its booked containers no live packing list holds (pkl.cnno:
 * a booking that knows its numbers takes only those); a container made up when it knows none.
 */
export async function freeContainer(base: string, cgo: string, token: string): Promise<{ type: string; box: string }> {
  const [first] = await bookedTypes(base, cgo, token);
  const taken = new Set((await pklsOf(base, cgo, token)).filter((p) => p.PKL_STATUS !== 3 && p.PKL_STATUS !== 8).map((p) => p.PKL_CNNO));
  const box = first!.CNNOS.find((n) => !taken.has(n)) ?? withCheckDigit(`PKLU${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`);
  return { type: first!.TYPE, box };
}

/** A seal number no other container of the voyage carries. */
export const freshSeal = () => `SL${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

/** A stuffing time in the past, as the datetime field takes it: on the office's clock (Asia/Shanghai), YYYY-MM-DDTHH:mm. */
export function hoursAgo(h: number): string {
  return localDateTime(new Date(Date.now() - h * 3_600_000).toISOString(), OFFICE_ZONE).replace(' ', 'T');
}

/**
 * On the operator's desk: j moves the cursor until the row of packing list `id` holds it (the
 * queue is shared with the demo's and other specs' rows), Enter opens it.
 */
export async function openInQueue(page: Page, id: number) {
  const queue = page.getByTestId('pkl-queue');
  // the queue's first render after a navigation (its query, under the suite's load: 7 s was once too short)
  await expect(queue.locator(`tr[data-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  const rows = await queue.locator('tbody tr').count();
  await page.locator('h2').first().click(); // the page, not a field, has the focus
  for (let i = 0; i <= rows; i++) {
    if ((await queue.locator(`tr[data-id="${id}"]`).getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('j');
  }
  await expect(queue.locator(`tr[data-id="${id}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pkl-audit')).toHaveAttribute('data-shown', String(id));
}

/** Polls the packing list until it is in `status` (the decision is sent after the key). */
export async function expectStatus(base: string, id: number, token: string, status: number) {
  await expect.poll(async () => (await getPkl(base, id, token)).PKL_STATUS, { timeout: 10_000 }).toBe(status);
}

/**
 * A booked slot's packing list made whole through the API (what a spec about another step needs
 * beside it): the customer applies for one `type`, the operator opens it, the customer fills
 * `box` with one goods line and submits. Its Id.
 */
export async function submittedThroughApi(base: string, cgo: string, type: string, box: string, customer: string, operator: string): Promise<number> {
  const { Ids } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.packingApply, { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: type, Count: 1 }] }, customer);
  const id = Ids[0]!;
  await apiPost(base, ENDPOINTS.packingDecideApplication, { Ids: [id], Open: true }, operator);
  const { VERSION } = await getPkl(base, id, customer);
  const line = { PKD_SEQ: 1, PKD_CNGOODS: '实木餐椅', PKD_GOODS: 'WOODEN CHAIRS', PKD_HSCODE: '9401610000', PKD_MARKS: 'N/M', PKD_PACKAGE: 'PK', PKD_NUM: 80 };
  await apiPost(
    base,
    ENDPOINTS.packingSaveData,
    {
      Id: id,
      VERSION,
      PKL_CNNO: box,
      PKL_SEALNO: freshSeal(),
      PKL_SEAL_SOURCE: 'SHI',
      PKL_STUFF_PLACE: '杭州萧山仓库',
      PKL_STUFF_AT: new Date(Date.now() - 4 * 3_600_000).toISOString(),
      PKL_NUM: 80,
      PKL_WEIGHT: 960.5,
      PKL_VOLUME: 58.5,
      Lines: [{ ...line, PKD_WEIGHT: 960.5, PKD_VOLUME: 58.5 }],
    },
    customer,
  );
  const saved = await getPkl(base, id, customer);
  await apiPost(base, ENDPOINTS.packingSubmitData, { Id: id, VERSION: saved.VERSION }, customer);
  return id;
}

/** One SI for the whole booking whose boxes are its packing lists' (the SI module's PackingListBoxes), submitted by `customer`. */
export async function siFromPackingLists(base: string, cgo: string, customer: string): Promise<void> {
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, customer);
  const boxes = (await apiGet<{ PKL_NO: string; Box: SiBox }[]>(base, `${ENDPOINTS.siPackingBoxes}?CGO_ID=${cgo}`, customer)).map((b) => b.Box);
  const si = { ...draftFor(source, []), TBI_NUM: boxes.reduce((n, b) => n + b.TBX_NUM, 0), Boxes: boxes };
  await apiPost(base, ENDPOINTS.siAdd, { TDBLInfos: [si], Num: 1, CGO_ID: cgo, MBL_NO: source.MBL_NO }, customer);
}
