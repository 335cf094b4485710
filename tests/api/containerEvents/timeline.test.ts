import { beforeAll, describe, expect, it } from 'vitest';
import type { ContainerTimeline, EventRow } from '../../../src/contract/containerEvents/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { withTestApp } from '../support/build';
import { equipment, inHours, kit } from './support';

/**
 * The timeline and the list (operations.md §5.3, §5.5): anomalies stored and flagged, never
 * reordered away (evt.anomaly, evt.order); a retracted event kept and marked; each event on its
 * place's clock with the zone named (evt.tz); who reads what (a company its own bookings' events
 * and its voyages' vessel-wide ones).
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
beforeAll(() => k.signIn());

// CGO-HZTX-2611-005 (天祥, Shanghai, CMA CGM JULES VERNE 0FL3QW1MA): one box, no demo events
const BOX = withCheckDigit('CMAU260512');
const timeline = async (who: 'staff' | 'customer' | 'other', query: string) => k.get(who, `${ENDPOINTS.containerEventTimeline}?${query}`);

describe('a container loaded before it was gated in', () => {
  let load = '';
  let gtin = '';
  it('stores both, flags the gate-in as out of sequence, and keeps them in the order they happened', async () => {
    load = (await k.add('staff', equipment(BOX, { EVT_CODE: 'LOAD', EVT_EMPTY: 'LADEN', EVT_AT: inHours(-5) }))).json().Data.EVT_ID;
    const added = await k.add('staff', equipment(BOX, { EVT_CODE: 'GTIN', EVT_EMPTY: 'LADEN', EVT_AT: inHours(-3) }));
    gtin = added.json().Data.EVT_ID;
    expect(added.json().Data.Anomalies).toEqual(['sequence']);
    const [stored] = await t.db.query<{ evt_anomalies: string[] }>('select evt_anomalies from tracking_events where evt_id = $1', [gtin]);
    expect(stored!.evt_anomalies).toEqual(['sequence']);

    const res = await timeline('customer', `CNNO=${BOX}`);
    expect(res.statusCode, res.body).toBe(200);
    const [c] = res.json().Data.Containers as ContainerTimeline[];
    expect(c!.CGO_ID).toBe('CGO-HZTX-2611-005');
    expect(c!.Events.map((e) => [e.Event.EVT_CODE, e.State, e.Anomalies])).toEqual([
      ['LOAD', 'KEPT', []],
      ['GTIN', 'KEPT', ['sequence']],
    ]);
    expect(c!.Anomalies).toEqual([{ kind: 'sequence', eventId: gtin, otherId: load }]);
    expect(c!.Milestones.map((m) => m.key)).toEqual(['GATED_IN_POL', 'LOADED_POL']);
    // Shanghai's clock, its zone named
    expect(c!.Events[0]!.Event.LocalTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+08:00$/);
    expect(c!.Events[0]!.Event.Zone).toBe('Asia/Shanghai');
  });

  it('a retracted load is kept, struck (RETRACTED beside its RETRACTION), and the flag it caused is lifted', async () => {
    await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: load, Reason: '装船信息错误' });
    const [c] = (await timeline('staff', 'CGO_ID=CGO-HZTX-2611-005')).json().Data.Containers as ContainerTimeline[];
    // the retraction is at the time of what it retracts (their order between them is by id: evt.order)
    const shown = c!.Events.map((e) => [e.Event.EVT_CODE, e.State]);
    expect(shown.slice(0, 2).sort()).toEqual([
      ['LOAD', 'RETRACTED'],
      ['LOAD', 'RETRACTION'],
    ]);
    expect(shown[2]).toEqual(['GTIN', 'KEPT']);
    expect(c!.Events.find((e) => e.State === 'RETRACTION')!.Event).toMatchObject({ EVT_RETRACTS: load, EVT_REMARK: '装船信息错误' });
    expect(c!.Anomalies).toEqual([]);
    const [stored] = await t.db.query<{ evt_anomalies: string[] }>('select evt_anomalies from tracking_events where evt_id = $1', [gtin]);
    expect(stored!.evt_anomalies).toEqual([]);
  });
});

describe('who reads what', () => {
  it('another company’s booking or container answers 404, in both ways of asking', async () => {
    const byBooking = await timeline('customer', 'CGO_ID=CGO-NBHY-2611-001');
    expect(byBooking.statusCode).toBe(404);
    expect(byBooking.json().Message).toBe('没有这个订舱。');
    const byBox = await timeline('customer', `CNNO=${withCheckDigit('MSCU550012')}`);
    expect(byBox.statusCode).toBe(404);
    expect((await timeline('other', `CNNO=${BOX}`)).statusCode).toBe(404);
  });

  it('a vessel-wide departure (no company) is shown to the companies with bookings on that voyage, not to others', async () => {
    const rows = async (who: 'customer' | 'other' | 'staff') =>
      ((await k.get(who, `${ENDPOINTS.containerEventQuery}?Vessel=COSCO%20SHIPPING%20ARIES&Code=DEPA`)).json().Data.Items as EventRow[]).map((r) => r.EVT_CODE);
    expect(await rows('customer')).toEqual(['DEPA']);
    expect(await rows('staff')).toEqual(['DEPA']);
    expect(await rows('other')).toEqual([]);
    // and the other company's equipment events never reach the customer
    const theirs = await k.get('customer', `${ENDPOINTS.containerEventQuery}?CNNO=MSCU550012`);
    expect(theirs.json().Data.Total).toBe(0);
    const own = await k.get('other', `${ENDPOINTS.containerEventQuery}?CNNO=MSCU550012`);
    expect(own.json().Data.Total).toBe(2);
  });

  it('the maintenance grid lists each container’s latest actual on a live booking, anomalies with it', async () => {
    const res = await k.get('staff', `${ENDPOINTS.containerEventQuery}?View=LATEST&PageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().Data.Items as EventRow[];
    const refs = items.map((r) => r.EVT_EQUIPMENT_REF);
    expect(new Set(refs).size).toBe(refs.length);
    // the demo's box loaded before its gate-in: its latest actual is that gate-in, flagged
    const late = items.find((r) => r.EVT_EQUIPMENT_REF === withCheckDigit('MSKU410222'));
    expect(late).toMatchObject({ EVT_CODE: 'GTIN', EVT_ANOMALIES: ['sequence'] });
    expect(items.find((r) => r.EVT_EQUIPMENT_REF === withCheckDigit('CSQU305438'))).toMatchObject({ EVT_CODE: 'LOAD' });
  });
});
