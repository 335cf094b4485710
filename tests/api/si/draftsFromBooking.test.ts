import { describe, expect, it } from 'vitest';
import type { BookingWire } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { checkSubmission } from '../../../src/domain/si/check';
import { draftsFromBooking, freeContainers } from '../../../src/domain/si/fromBooking';
import { CUSTOMER, siApp } from './siApp';

/**
 * Issue 32: SI drafts start from the booking. GetDataInfo answers the booking order's cargo facts
 * beside the cargo record, and the drafts made from it carry each of them: nothing typed twice.
 */
const { t, get } = siApp();
const source = async (cgo: string): Promise<SiSourceData> => (await get(`${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`)).json().Data;
const orderOf = async (cgo: string) =>
  (await t.db.query<{ booking_no: string; body: BookingWire }>('select booking_no, body from booking_orders where cgo_id = $1', [cgo]))[0]!;

describe('SI drafts start from the booking', () => {
  it('a demo booking: parties, commodity, HS code, packages, weight, volume, reference, B/L release, payment and the released containers', async () => {
    const cgo = 'CGO-HZTX-2611-001';
    const s = await source(cgo);
    const { booking_no, body: w } = await orderOf(cgo);
    expect(s.Booking).toMatchObject({ BookingNo: booking_no, Commodity: w.Commodity, HsCode: w.HsCode, ShipperRef: w.ShipperRef });

    const [one] = draftsFromBooking(s, [freeContainers(s)]);
    const r = one!;
    expect(r.TBI_CONSIGNOR).toBe(`${w.Shipper!.Name}\n${w.Shipper!.Address}`);
    expect(r.TBI_CONSIGNEE).toBe(`${w.Consignee!.Name}\n${w.Consignee!.Address}`);
    expect(r.TBI_NOTIFIER_1).toBe(w.Notify!.Name);
    // the commodity in B/L lines of at most 35 characters, word by word
    expect(r.TBI_GOODS).toBe('HOUSEHOLD FURNITURE (WOODEN CHAIRS\nAND TABLES)');
    expect(r.TBI_GOODS.replace(/\n/g, ' ')).toBe(w.Commodity);
    expect(r).toMatchObject({
      TBI_HSCODE: w.HsCode,
      TBI_PACKAGE: w.PackageKind,
      TBI_SHREF_NO: w.ShipperRef,
      TBI_SIGNING_METHOD: 'TELEX RELEASE', // the booking's BlRelease TELEX
      TBI_PAYMENT_METHOD: 'PREPAID', // its FreightTerm PRE
      TBI_NUM: w.Packages, // every package, shared out over the boxes
    });
    // the released containers: 2 × 40HQ and 1 × 20GP with their numbers
    expect(r.Boxes.map((b) => `${b.TBX_TYPE} ${b.TBX_CNNO}`)).toEqual(s.Containers.flatMap((c) => c.CNNOS.map((n) => `${c.TYPE} ${n}`)));
    expect(r.Boxes.map((b) => b.TBX_TYPE)).toEqual(['40HQ', '40HQ', '20GP']);
    // the booking's weight per container (9000 kg a unit on the demo's booking) and its volume shared out
    expect(r.Boxes.map((b) => b.TBX_WEIGHT)).toEqual([9000, 9000, 9000]);
    expect(r.Boxes.reduce((a, b) => a + b.TBX_VOLUME, 0)).toBeCloseTo(w.Cbm!, 3);
    for (const b of r.Boxes) expect(b.Details[0]).toMatchObject({ TBD_GOODS: r.TBI_GOODS, TBD_HSCODE: w.HsCode, TBD_PACKAGE: w.PackageKind });

    // the check still runs: what the booking cannot know (the seals) is all that is left to type
    const problems = checkSubmission([r], s).map((p) => p.Code);
    expect(new Set(problems)).toEqual(new Set(['seal.missing']));

    // split over two drafts, the totals still add up to the booking's
    const two = draftsFromBooking(s, [freeContainers(s).slice(0, 2), freeContainers(s).slice(2)]);
    expect(two.reduce((a, d) => a + d.TBI_NUM, 0)).toBe(w.Packages);
  });

  it("a ready-space order's booking: its commodity and weight arrive", async () => {
    const [row] = await t.db.query<{ cgo_id: string }>(
      `select o.cgo_id from ready_space_orders o join companies c on c.id = o.buyer_company_id where o.status = 'SO_RELEASED' and c.code = 'CUS-HZTX'`,
    );
    const [cargo] = await t.db.query<{ cargo: { Commodity: string; GrossKgPerUnit: number; HsCode: string } }>(
      'select cargo from ready_space_orders where cgo_id = $1',
      [row!.cgo_id],
    );
    const s = await source(row!.cgo_id);
    const [r] = draftsFromBooking(s, [freeContainers(s)]);
    expect(r!.TBI_GOODS).toBe(cargo!.cargo.Commodity); // HOUSEHOLD FURNITURE: one B/L line
    expect(r!.TBI_HSCODE).toBe(cargo!.cargo.HsCode);
    expect(r!.Boxes.map((b) => [b.TBX_TYPE, b.TBX_WEIGHT, b.Details[0]!.TBD_GOODS])).toEqual([
      ['40HQ', cargo!.cargo.GrossKgPerUnit, cargo!.cargo.Commodity],
      ['40HQ', cargo!.cargo.GrossKgPerUnit, cargo!.cargo.Commodity],
    ]);
  });

  it('another company asks for the booking: 404, no facts', async () => {
    expect((await get(`${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-001`, 'customer2@demo.test')).statusCode).toBe(404);
    expect((await get(`${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-001`, CUSTOMER)).json().Data.Booking).toBeDefined();
  });
});
