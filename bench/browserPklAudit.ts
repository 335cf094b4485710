// Browser-side packing-list figure (issue 34): the operator's click from the audit queue
// (/cargoManager/TrachManDataAudit, 500 applications waiting) to the application's detail on screen,
// against the bare fetch of the same detail from the same page. The pattern of browserSi.ts's
// reviewOpenInBrowser and browserBookings.ts's deskOpenInBrowser.
import type { Page } from 'playwright';
import { ENDPOINTS } from '../src/contract/endpoints';
import { PACKING_PAGES } from '../src/contract/packing/module';
import { addDays } from '../src/domain/refdata/sailings';
import { apiPost, employeeToken, TOKEN_KEY } from '../tests/support/apiSession';
import { goodBookingWire } from '../tests/support/bookingWire';
import { deskClicks } from './deskClicks';

export const PKL_QUEUE = 500;
/** A booking holds at most 99 units of a type (R6.3) and one application call at most 50 of a type: 50 a booking. */
const PER_BOOKING = 50;
/** The audit desk's page (getPackingQueue in src/features/packing/api/packing.ts). */
const DESK_PAGE = 200;

/**
 * `n` applications (state 1) of 天祥's, made as a customer's and the desk's day would: bookings of
 * 50 × 40HQ saved and submitted by the customer, accepted and released by the booking desk (the
 * cargo record with its cut-offs ten and nine days ahead), then one application per booked slot
 * (POST PackingList/Apply by the customer). The demo bookings hold a handful of slots, not 500.
 */
async function fillPklQueue(base: string, n: number): Promise<void> {
  const customer = await employeeToken(base, 'customer@demo.test');
  const desk = await employeeToken(base, 'booking@demo.test');
  for (let i = 0; i * PER_BOOKING < n; i++) {
    const units = Math.min(PER_BOOKING, n - i * PER_BOOKING);
    const wire = goodBookingWire({ ShipperRef: `BENCH-PKL-${i}`, Equipment: [{ ContainerClass: '40HQ', Units: units }] });
    const etd = wire.ExpectedEtd!;
    const draft = await apiPost<{ Id: number; Version: number }>(base, ENDPOINTS.bookingSaveDraft, { Wire: wire }, customer);
    const submitted = await apiPost<{ Version: number }>(base, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version }, customer);
    const accepted = await apiPost<{ Version: number }>(base, ENDPOINTS.bookingAccept, { Id: draft.Id, Version: submitted.Version }, desk);
    const released = await apiPost<{ CgoId: string }>(
      base,
      ENDPOINTS.bookingRelease,
      {
        Id: draft.Id,
        Version: accepted.Version,
        Facts: {
          CarrierBookingNo: `PKLBENCH${Date.now() % 1e8}${i}`,
          ConfirmedVessel: 'COSCO SHIPPING ARIES',
          ConfirmedVoyage: '033W',
          Etd: `${etd} 18:00`,
          ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: units }],
          CutOffs: [
            { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
            { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
          ],
        },
      },
      desk,
    );
    const applied = await apiPost<{ Ids: number[] }>(
      base,
      ENDPOINTS.packingApply,
      { CGO_ID: released.CgoId, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: units }] },
      customer,
    );
    if (applied.Ids.length !== units) throw new Error(`${released.CgoId}: ${applied.Ids.length} applications, not ${units}`);
  }
}

/**
 * The operator's click on a queue row until that application's detail — the panel showing its id
 * (`data-shown`) and its log's rows — is on screen (timed in the page from the click to the second
 * frame after), over rows spread down the whole page of the queue (its one page: the 200 longest
 * waiting, the demo's few and the bench's), none clicked twice, none fetched ahead by the screen before its click (the screen fetches
 * the cursor's row and the next: the clicks are rows apart); against the bare fetch of the
 * same `PackingList/Get` from the same page, on a quiet page (the prefetches the click set off done).
 * Each click is also split in phases, from the page's resource timing: until the last of its
 * detail call had its answer (Detail: the record and its log; Get and Log side by side before), until
 * the facts were in the DOM, until the log's rows were.
 */
export async function pklAuditOpenInBrowser(page: Page, base: string, clicks = 50) {
  await fillPklQueue(base, PKL_QUEUE);
  const token = await employeeToken(base, 'operator@demo.test');
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${base}${PACKING_PAGES.audit}`);
  const rows = page.locator('[data-testid="pkl-queue"] tbody tr');
  // the desk lists one page of 200, the longest waiting first
  await rows.nth(DESK_PAGE - 1).waitFor();
  const figures = await deskClicks(
    page,
    {
      rows: '[data-testid="pkl-queue"] tbody tr',
      desk: '[data-testid="pkl-audit"]',
      logLine: '[data-testid="pkl-log"] tbody tr',
      // Detail: the record and its log in one call (Get and Log side by side before)
      calls: (id: string) => `/api/PackingList/(Get|Log|Detail)\\?(.*&)?Id=${id}(&|$)`,
    },
    (id) => `${ENDPOINTS.packingGet}?Id=${id}`,
    token,
    clicks,
  );
  return { queued: PKL_QUEUE, ...figures };
}
