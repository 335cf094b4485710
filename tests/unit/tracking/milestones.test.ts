import { describe, expect, it } from 'vitest';
import { localTimeText } from '../../../src/domain/tracking/event';
import { projectContainer, projectShipment, type ContainerProjection } from '../../../src/domain/tracking/milestones';
import { BOX_A, BOX_B, ev, journey, ROUTE, vessel } from './support';

/** A milestone as the timeline heads it: key, place, state and the place's clock. */
const heads = (p: ContainerProjection) => p.milestones.map((m) => `${m.key} ${m.location} ${m.state} ${(m.actual ?? m.estimated ?? m.planned)!.localTime}`);
const states = (p: ContainerProjection) => p.events.map((t) => `${t.event.EVT_ID} ${t.state}${t.by ? ` by ${t.by}` : ''}`);

describe('the milestone projection of one container (operations.md §5.5)', () => {
  it('gives the journey in the order of §5.5, each milestone in its place’s clock', () => {
    const p = projectContainer(BOX_A, [...journey(), ...vessel()], ROUTE);
    expect(heads(p)).toEqual([
      'EMPTY_PICKED_UP CNSHA ACTUAL 2026-03-01 08:00 +08:00',
      'STUFFED CNSHA ACTUAL 2026-03-01 14:00 +08:00',
      'GATED_IN_POL CNSHA ACTUAL 2026-03-02 09:00 +08:00',
      'LOADED_POL CNSHA ACTUAL 2026-03-04 03:00 +08:00',
      'DEPARTED_POL CNSHA ACTUAL 2026-03-04 20:00 +08:00',
      'TS_ARRIVED SGSIN ACTUAL 2026-03-10 06:00 +08:00',
      'TS_DISCHARGED SGSIN ACTUAL 2026-03-10 12:00 +08:00',
      'TS_LOADED SGSIN ACTUAL 2026-03-12 10:00 +08:00',
      'TS_DEPARTED SGSIN ACTUAL 2026-03-12 22:00 +08:00',
      'ARRIVED_POD NLRTM ESTIMATED 2026-04-07 08:00 +02:00',
      'DISCHARGED_POD NLRTM ACTUAL 2026-04-07 15:00 +02:00',
    ]);
    expect(p.latest).toBe('DISCHARGED_POD');
    expect(p.anomalies).toEqual([]);
    expect(p.milestones.map((m) => m.rank)).toEqual([10, 20, 30, 40, 50, 60, 62, 64, 66, 70, 80]);
  });

  it('evt.actual_wins: ACT beats EST beats PLN, and the estimate shown is the latest by update time', () => {
    const p = projectContainer(BOX_A, [...journey(), ...vessel()], ROUTE);
    const departed = p.milestones.find((m) => m.key === 'DEPARTED_POL')!;
    expect(departed).toMatchObject({ state: 'ACTUAL', actual: { eventId: 'v-depa' }, estimated: { eventId: 'v-etd' } });
    const arrived = p.milestones.find((m) => m.key === 'ARRIVED_POD')!;
    expect(arrived).toMatchObject({ state: 'ESTIMATED', estimated: { eventId: 'v-eta2' }, planned: { eventId: 'v-pln' } });
    const plannedLoad = ev({ EVT_ID: 'p-load', EVT_CODE: 'LOAD', EVT_CLASSIFIER: 'PLN', EVT_AT: '2026-03-04T02:00:00+08:00' });
    const planned = projectContainer(BOX_A, [plannedLoad, ...vessel().filter((e) => e.EVT_CLASSIFIER === 'PLN')], ROUTE);
    expect(heads(planned)).toEqual(['LOADED_POL CNSHA PLANNED 2026-03-04 02:00 +08:00', 'ARRIVED_POD NLRTM PLANNED 2026-04-04 08:00 +02:00']);
    expect(planned.latest).toBeUndefined();
  });

  it('ends with delivery and the empty return at the depot', () => {
    const tail = [
      ev({ EVT_ID: 'x-load', EVT_CODE: 'LOAD', EVT_AT: '2026-03-04T03:00:00+08:00' }),
      ev({ EVT_ID: 'x-arri', EVT_CODE: 'ARRI', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-07T06:00:00+02:00' }),
      ev({ EVT_ID: 'x-cusr', EVT_CODE: 'CUSR', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-08T10:00:00+02:00' }),
      ev({ EVT_ID: 'x-avpu', EVT_CODE: 'AVPU', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-08T11:00:00+02:00' }),
      ev({ EVT_ID: 'x-out', EVT_CODE: 'GTOT', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-09T09:00:00+02:00' }),
      ev({ EVT_ID: 'x-drop', EVT_CODE: 'DROP', EVT_FACILITY_TYPE: 'CLOC', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-09T15:00:00+02:00' }),
      ev({ EVT_ID: 'x-back', EVT_CODE: 'GTIN', EVT_EMPTY: 'EMPTY', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-11T08:00:00+02:00' }),
    ];
    const p = projectContainer(BOX_A, tail, ROUTE);
    expect(p.milestones.map((m) => m.key)).toEqual([
      'LOADED_POL',
      'ARRIVED_POD',
      'CUSTOMS_RELEASED',
      'AVAILABLE',
      'FULL_OUT_POD',
      'DELIVERED',
      'EMPTY_RETURNED',
    ]);
    expect(p.latest).toBe('EMPTY_RETURNED');
  });

  it('evt.order / evt.anomaly: LOAD before GTIN is kept where its time puts it and the GTIN is flagged, not reordered away', () => {
    const events = journey().map((e) => (e.EVT_ID === 'a-load' ? { ...e, EVT_AT: '2026-03-02T07:00:00+08:00' } : e));
    const p = projectContainer(BOX_A, events, ROUTE);
    expect(p.anomalies).toEqual([{ kind: 'sequence', eventId: 'a-gtin', otherId: 'a-load' }]);
    expect(p.events.map((t) => t.event.EVT_ID).slice(0, 4)).toEqual(['a-pick', 'a-stuf', 'a-load', 'a-gtin']);
    expect(p.events.find((t) => t.event.EVT_ID === 'a-gtin')!.anomalies).toEqual(['sequence']);
    // both milestones stay, in the order of §5.5
    expect(p.milestones.map((m) => m.key).slice(0, 4)).toEqual(['EMPTY_PICKED_UP', 'STUFFED', 'GATED_IN_POL', 'LOADED_POL']);
  });

  it('evt.anomaly: a LADEN gate-in before the stuffing flags the stuffing', () => {
    const events = journey().map((e) => (e.EVT_ID === 'a-stuf' ? { ...e, EVT_AT: '2026-03-02T12:00:00+08:00' } : e));
    expect(projectContainer(BOX_A, events, ROUTE).anomalies).toEqual([{ kind: 'sequence', eventId: 'a-stuf', otherId: 'a-gtin' }]);
  });

  it('evt.anomaly: compares only ACT events of the same phase; estimates and equal times are not anomalies', () => {
    const early = [
      ev({ EVT_ID: 'p-load', EVT_CODE: 'LOAD', EVT_CLASSIFIER: 'EST', EVT_AT: '2026-03-01T00:00:00+08:00' }),
      ev({ EVT_ID: 'p-gtin', EVT_CODE: 'GTIN', EVT_AT: '2026-03-02T00:00:00+08:00' }),
      ev({ EVT_ID: 'p-stuf', EVT_CODE: 'STUF', EVT_AT: '2026-03-02T00:00:00+08:00' }),
    ];
    expect(projectContainer(BOX_A, early, ROUTE).anomalies).toEqual([]);
    // an import-side event before an export-side one is another phase: no sequence flag (DISC without LOAD says it)
    const crossed = [
      ev({ EVT_ID: 'q-disc', EVT_CODE: 'DISC', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-03-01T00:00:00+01:00' }),
      ev({ EVT_ID: 'q-load', EVT_CODE: 'LOAD', EVT_AT: '2026-03-05T00:00:00+08:00' }),
    ];
    expect(projectContainer(BOX_A, crossed, ROUTE).anomalies).toEqual([{ kind: 'discWithoutLoad', eventId: 'q-disc' }]);
  });

  it('evt.anomaly: DISC without LOAD, LOAD off the route, a vessel not on the booking', () => {
    const events = [
      ev({ EVT_ID: 'r-disc', EVT_CODE: 'DISC', EVT_LOCATION: 'SGSIN', EVT_AT: '2026-03-10T12:00:00+08:00' }),
      ev({ EVT_ID: 'r-load', EVT_CODE: 'LOAD', EVT_LOCATION: 'MYPKG', EVT_AT: '2026-03-11T12:00:00+08:00' }),
      ev({ EVT_ID: 'r-arri', EVT_CODE: 'ARRI', EVT_LOCATION: 'SGSIN', EVT_VESSEL_IMO: '9398905', EVT_AT: '2026-03-10T06:00:00+08:00' }),
      ev({ EVT_ID: 'r-depa', EVT_CODE: 'DEPA', EVT_LOCATION: 'SGSIN', EVT_VOYAGE: '009E', EVT_AT: '2026-03-10T20:00:00+08:00' }),
    ];
    const p = projectContainer(BOX_A, events, ROUTE);
    expect(p.anomalies).toEqual([
      { kind: 'vesselNotOnBooking', eventId: 'r-arri' },
      { kind: 'vesselNotOnBooking', eventId: 'r-depa' },
      { kind: 'discWithoutLoad', eventId: 'r-disc' },
      { kind: 'loadOffRoute', eventId: 'r-load' },
    ]);
    // without a route nothing is known to be off it, and an unplaced LOAD is a fact but no milestone
    const bare = projectContainer(BOX_A, events);
    expect(bare.anomalies).toEqual([{ kind: 'discWithoutLoad', eventId: 'r-disc' }]);
    expect(bare.milestones).toEqual([]);
    expect(bare.events).toHaveLength(4);
  });

  it('evt.dedupe: the same publisher event again is collapsed; a newer update supersedes; one row given twice counts once', () => {
    const gtin = journey().find((e) => e.EVT_ID === 'a-gtin')!;
    const again = { ...gtin, EVT_ID: 'a-gtin-again', EVT_RECEIVED_AT: '2026-03-05T00:00:00Z' };
    const corrected = { ...gtin, EVT_ID: 'a-gtin-v2', EVT_AT: '2026-03-02T10:30:00+08:00', EVT_UPDATED_AT: '2026-03-03T00:00:00Z' };
    const p1 = projectContainer(BOX_A, [gtin, again, gtin], ROUTE);
    expect(states(p1)).toEqual(['a-gtin KEPT', 'a-gtin-again DUPLICATE by a-gtin']);
    expect(p1.milestones).toHaveLength(1);
    const p2 = projectContainer(BOX_A, [corrected, gtin, again], ROUTE);
    expect(states(p2)).toEqual(['a-gtin SUPERSEDED by a-gtin-v2', 'a-gtin-again SUPERSEDED by a-gtin-v2', 'a-gtin-v2 KEPT']);
    expect(heads(p2)).toEqual(['GATED_IN_POL CNSHA ACTUAL 2026-03-02 10:30 +08:00']);
    // an older update arriving late does not win back
    const stale = {
      ...gtin,
      EVT_ID: 'a-gtin-v0',
      EVT_AT: '2026-03-02T08:00:00+08:00',
      EVT_UPDATED_AT: '2026-03-01T00:00:00Z',
      EVT_RECEIVED_AT: '2026-03-20T00:00:00Z',
    };
    expect(heads(projectContainer(BOX_A, [gtin, stale], ROUTE))).toEqual(['GATED_IN_POL CNSHA ACTUAL 2026-03-02 09:00 +08:00']);
  });

  it('keeps a retraction and what it retracts, marked; the retracted event is no milestone and no anomaly', () => {
    const events = journey().map((e) => (e.EVT_ID === 'a-load' ? { ...e, EVT_AT: '2026-03-02T07:00:00+08:00' } : e));
    const retraction = ev({
      EVT_ID: 'a-retract',
      EVT_CODE: 'LOAD',
      EVT_RETRACTS: 'a-load',
      EVT_AT: '2026-03-02T07:00:00+08:00',
      EVT_UPDATED_AT: '2026-03-03T00:00:00Z',
    });
    const p = projectContainer(BOX_A, [...events, retraction], ROUTE);
    expect(
      p.events
        .filter((t) => t.event.EVT_ID.startsWith('a-l') || t.event.EVT_ID === 'a-retract')
        .map((t) => `${t.event.EVT_ID} ${t.state}${t.by ? ` by ${t.by}` : ''}`),
    ).toEqual(['a-load RETRACTED by a-retract', 'a-retract RETRACTION']);
    expect(p.milestones.map((m) => m.key)).not.toContain('LOADED_POL');
    expect(p.milestones.find((m) => m.key === 'TS_LOADED')).toBeDefined();
    // the GTIN is no longer after a LOAD; the transhipment discharge now has no LOAD before it
    expect(p.anomalies).toEqual([{ kind: 'discWithoutLoad', eventId: 'a-tsdisc' }]);
    // the stored flag alone marks it too
    const flagged = projectContainer(BOX_A, [{ ...journey()[3]!, EVT_RETRACTED: true }], ROUTE);
    expect(flagged.milestones).toEqual([]);
    expect(flagged.events[0]!.state).toBe('RETRACTED');
  });

  it('a retraction withdraws every version of the publisher event it names', () => {
    const gtin = journey().find((e) => e.EVT_ID === 'a-gtin')!;
    const v2 = { ...gtin, EVT_ID: 'a-gtin-v2', EVT_UPDATED_AT: '2026-03-03T00:00:00Z' };
    const retraction = ev({ EVT_ID: 'a-retract', EVT_CODE: 'GTIN', EVT_RETRACTS: 'a-gtin', EVT_AT: gtin.EVT_AT, EVT_UPDATED_AT: '2026-03-04T00:00:00Z' });
    const p = projectContainer(BOX_A, [gtin, v2, retraction], ROUTE);
    expect(states(p)).toEqual(['a-gtin RETRACTED by a-retract', 'a-gtin-v2 RETRACTED by a-retract', 'a-retract RETRACTION']);
    expect(p.milestones).toEqual([]);
  });

  it('honours a retraction filed on another box or on none: it names the event, not the box', () => {
    const pick = journey()[0]!;
    const elsewhere = ev({ EVT_ID: 'z-retract', EVT_CODE: 'GTOT', EVT_EQUIPMENT_REF: BOX_B, EVT_RETRACTS: pick.EVT_ID, EVT_AT: pick.EVT_AT });
    const p = projectContainer(BOX_A, [pick, elsewhere], ROUTE);
    expect(states(p)).toEqual(['a-pick RETRACTED by z-retract', 'z-retract RETRACTION']);
    expect(p.milestones).toEqual([]);
    const eta = vessel().find((e) => e.EVT_ID === 'v-eta2')!;
    const onABox = ev({ EVT_ID: 'z-eta', EVT_CODE: 'DISC', EVT_RETRACTS: 'v-eta2', EVT_AT: eta.EVT_AT });
    expect(projectShipment([...vessel(), onABox], ROUTE).eta?.eventId).toBe('v-eta1');
  });

  it('evt.tz: orders by the instant, not by the clock text, and shows each event in its own clock', () => {
    // 09:00 in Shanghai is 01:00 UTC: the LOAD written in UTC at 01:30 comes after the gate-in
    const gtin = ev({ EVT_ID: 't-gtin', EVT_CODE: 'GTIN', EVT_AT: '2026-03-02T09:00:00+08:00' });
    const load = ev({ EVT_ID: 't-load', EVT_CODE: 'LOAD', EVT_AT: '2026-03-02T01:30:00Z', EVT_AT_OFFSET: 480 });
    const fine = projectContainer(BOX_A, [load, gtin], ROUTE);
    expect(fine.anomalies).toEqual([]);
    expect(fine.events.map((t) => `${t.event.EVT_ID} ${t.localTime}`)).toEqual(['t-gtin 2026-03-02 09:00 +08:00', 't-load 2026-03-02 09:30 +08:00']);
    // 00:30 UTC is before 01:00 UTC though "00:30Z" < "09:00+08:00" and "08:30…" would read later
    const early = { ...load, EVT_AT: '2026-03-02T00:30:00Z' };
    expect(projectContainer(BOX_A, [gtin, early], ROUTE).anomalies).toEqual([{ kind: 'sequence', eventId: 't-gtin', otherId: 't-load' }]);
    expect(localTimeText({ EVT_AT: '2026-04-07T06:00:00+02:00' })).toBe('2026-04-07 06:00 +02:00');
    expect(localTimeText({ EVT_AT: '2026-04-07T04:00:00Z', EVT_AT_OFFSET: -270 })).toBe('2026-04-06 23:30 -04:30');
  });

  it('reads only its own container’s equipment events (and the vessel’s)', () => {
    const p = projectContainer(BOX_B, [...journey(), ...journey(BOX_B, 'b').slice(0, 2), ...vessel()], ROUTE);
    expect(p.events.filter((t) => t.event.EVT_TYPE === 'EQUIPMENT').map((t) => t.event.EVT_ID)).toEqual(['b-pick', 'b-stuf']);
    expect(p.equipmentRef).toBe(BOX_B);
  });
});

describe('the milestone projection of a shipment (operations.md §8.1, §8.5)', () => {
  it('its milestone is the latest one all its containers reached; ETD/ATD/ETA come from the vessel', () => {
    const events = [...journey(), ...journey(BOX_B, 'b').slice(0, 3), ...vessel()];
    const s = projectShipment(events, ROUTE);
    expect(s.containers.map((c) => `${c.equipmentRef} ${c.latest}`)).toEqual([`${BOX_A} DISCHARGED_POD`, `${BOX_B} GATED_IN_POL`].sort());
    // box B is gated in but not loaded: the vessel's departure is not its own, and the shipment is as far as its slowest box
    expect(s.containers.find((c) => c.equipmentRef === BOX_B)!.milestones.map((m) => m.key)).not.toContain('DEPARTED_POL');
    expect(s.milestone).toBe('GATED_IN_POL');
    expect(s.atd?.eventId).toBe('v-depa');
    expect(s.etd?.eventId).toBe('v-etd');
    expect(s.eta?.eventId).toBe('v-eta2');
    expect(s.ata).toBeUndefined();
  });

  it('trk.delay: the ETA slip is the latest estimate against the first, flagged past 24 h, and against the plan', () => {
    const s = projectShipment([...journey(), ...vessel()], ROUTE);
    expect(s.etaSlip).toMatchObject({ first: { eventId: 'v-eta1' }, latest: { eventId: 'v-eta2' }, hours: 48, exceeds: true, vsPlanHours: 72 });
    const small = vessel().map((e) => (e.EVT_ID === 'v-eta2' ? { ...e, EVT_AT: '2026-04-06T08:00:00+02:00' } : e));
    expect(projectShipment(small, ROUTE).etaSlip).toMatchObject({ hours: 24, exceeds: false });
    // a retracted estimate is no longer the ETA
    const retracted = [...vessel(), ev({ EVT_ID: 'v-x', EVT_CODE: 'ARRI', EVT_RETRACTS: 'v-eta2', EVT_AT: '2026-04-07T08:00:00+02:00' })];
    expect(projectShipment(retracted, ROUTE)).toMatchObject({ eta: { eventId: 'v-eta1' }, etaSlip: { hours: 0, exceeds: false } });
  });

  it('has no milestone while a container has none, and lists document events', () => {
    const doc = ev({
      EVT_ID: 'd-si',
      EVT_TYPE: 'SHIPMENT',
      EVT_CODE: 'APPR',
      EVT_DOC_TYPE: 'SHI',
      EVT_DOC_REF: 'SI-1',
      EVT_EQUIPMENT_REF: null,
      EVT_EMPTY: null,
      EVT_AT: '2026-03-03T10:00:00+08:00',
    });
    const s = projectShipment(
      [journey()[0]!, ev({ EVT_ID: 'b-insp', EVT_CODE: 'INSP', EVT_EQUIPMENT_REF: BOX_B, EVT_AT: '2026-03-01T00:00:00Z' }), doc],
      ROUTE,
    );
    expect(s.milestone).toBeUndefined();
    expect(s.documents.map((t) => `${t.event.EVT_ID} ${t.state}`)).toEqual(['d-si KEPT']);
  });
});
