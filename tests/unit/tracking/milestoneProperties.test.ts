import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetText, type TrackingEvent } from '../../../src/domain/tracking/event';
import { projectShipment, type ShipmentProjection } from '../../../src/domain/tracking/milestones';
import { BOX_A, BOX_B, ROUTE } from './support';

const BASE = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;
/** An instant written in a place's clock. */
const at = (hours: number, offset: number) => `${new Date(BASE + hours * HOUR + offset * 60_000).toISOString().slice(0, 19)}${offsetText(offset)}`;

const spec = fc.record({
  code: fc.constantFrom('GTOT', 'STUF', 'GTIN', 'LOAD', 'DISC', 'PICK', 'DROP', 'STRP', 'AVPU', 'CUSR', 'INSP', 'ARRI', 'DEPA'),
  classifier: fc.constantFrom('ACT', 'ACT', 'EST', 'PLN') as fc.Arbitrary<TrackingEvent['EVT_CLASSIFIER']>,
  box: fc.constantFrom(BOX_A, BOX_B),
  empty: fc.constantFrom('EMPTY', 'LADEN') as fc.Arbitrary<'EMPTY' | 'LADEN'>,
  location: fc.constantFrom('CNSHA', 'SGSIN', 'NLRTM', 'MYPKG'),
  facility: fc.constantFrom('DEPO', 'CLOC', 'POTE', null) as fc.Arbitrary<TrackingEvent['EVT_FACILITY_TYPE']>,
  hour: fc.integer({ min: 0, max: 400 }),
  offset: fc.constantFrom(480, 0, 120, -300),
  // a few source ids shared between events: versions and duplicates of one publisher event
  source: fc.option(fc.constantFrom('s1', 's2', 's3'), { nil: null }),
  updated: fc.integer({ min: 0, max: 3 }),
  received: fc.integer({ min: 0, max: 3 }),
  retracts: fc.option(fc.nat(), { nil: null }),
  vesselImo: fc.constantFrom('9811000', '9398905'),
});

/** A set of stored events: ids unique, some retractions naming other events, some rows given twice. */
const eventSets = fc.tuple(fc.array(spec, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(), { maxLength: 5 })).map(([specs, repeats]) => {
  const events: TrackingEvent[] = specs.map((s, i) => {
    const transport = s.code === 'ARRI' || s.code === 'DEPA';
    const e: TrackingEvent = {
      EVT_ID: `e${String(i).padStart(3, '0')}`,
      EVT_PUBLISHER: 'MSCU',
      EVT_SOURCE_ID: s.source,
      EVT_TYPE: transport ? 'TRANSPORT' : 'EQUIPMENT',
      EVT_CODE: s.code,
      EVT_CLASSIFIER: s.classifier,
      EVT_AT: at(s.hour, s.offset),
      EVT_UPDATED_AT: at(s.updated, 0),
      EVT_RECEIVED_AT: at(s.received, 0),
      EVT_LOCATION: s.location,
      EVT_FACILITY_TYPE: s.facility,
    };
    if (transport) Object.assign(e, { EVT_MODE: 'VESSEL', EVT_VESSEL_IMO: s.vesselImo, EVT_VOYAGE: '001W' });
    else Object.assign(e, { EVT_EQUIPMENT_REF: s.box, EVT_EMPTY: s.empty });
    if (s.retracts !== null && s.retracts % 4 === 0) e.EVT_RETRACTS = `e${String(s.retracts % specs.length).padStart(3, '0')}`;
    return e;
  });
  return [...events, ...repeats.map((r) => events[r % events.length]!)];
});

const retractedIds = (p: ShipmentProjection) =>
  new Set(p.containers.flatMap((c) => c.events.filter((t) => t.state === 'RETRACTED' || t.state === 'RETRACTION').map((t) => t.event.EVT_ID)));
const shownIds = (p: ShipmentProjection) =>
  p.containers.flatMap((c) => c.milestones.flatMap((m) => [m.actual, m.estimated, m.planned].flatMap((t) => (t ? [t.eventId] : []))));

describe('the projection does not depend on the order events arrive in (issue 36)', () => {
  it('any arrival order of a shipment’s events gives the same projection', () => {
    fc.assert(
      fc.property(
        eventSets.chain((events) => fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }))),
        ([events, shuffled]) => {
          expect(projectShipment(shuffled, ROUTE)).toEqual(projectShipment(events, ROUTE));
          expect(projectShipment(shuffled)).toEqual(projectShipment(events));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never shows a retracted event, a retraction or a lost version as a milestone', () => {
    fc.assert(
      fc.property(eventSets, (events) => {
        const p = projectShipment(events, ROUTE);
        const named = new Set(events.flatMap((e) => (e.EVT_RETRACTS ? [e.EVT_RETRACTS, e.EVT_ID] : [])));
        const gone = retractedIds(p);
        const kept = new Set(p.containers.flatMap((c) => c.events.filter((t) => t.state === 'KEPT').map((t) => t.event.EVT_ID)));
        for (const id of shownIds(p)) {
          expect(named.has(id) || gone.has(id)).toBe(false);
          expect(kept.has(id)).toBe(true);
        }
        // nothing is dropped: every distinct stored event of a box is in that box's timeline, once;
        // the only others of its kind are retractions filed elsewhere that name an event of this timeline
        for (const c of p.containers) {
          const own = new Set(events.filter((e) => e.EVT_EQUIPMENT_REF === c.equipmentRef).map((e) => e.EVT_ID));
          const shown = c.events.filter((t) => t.event.EVT_TYPE === 'EQUIPMENT');
          expect(new Set(shown.map((t) => t.event.EVT_ID)).size).toBe(shown.length);
          expect(shown.filter((t) => own.has(t.event.EVT_ID))).toHaveLength(own.size);
          const inTimeline = new Set(c.events.map((t) => t.event.EVT_ID));
          for (const t of shown.filter((x) => !own.has(x.event.EVT_ID))) expect(inTimeline.has(t.event.EVT_RETRACTS ?? '')).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds retractions in what it generates (the property above is not empty)', () => {
    const sample = fc.sample(eventSets, { numRuns: 200, seed: 7 });
    const withRetractedMilestone = sample.filter((events) => {
      const p = projectShipment(events, ROUTE);
      return retractedIds(p).size > 0 && shownIds(p).length > 0;
    });
    expect(withRetractedMilestone.length).toBeGreaterThan(20);
  });
});
