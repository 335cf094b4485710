import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { DcsaEvent } from '../../../server/modules/freightTrack/dcsa';
import { ingest } from '../../../server/modules/freightTrack/ingest';
import { journeyScript, type Leg } from '../../../server/modules/freightTrack/simScript';
import { withTestApp } from '../support/build';

/**
 * Events applied once each, whatever order they arrive in (issue 36; operations.md §5.5 evt.dedupe,
 * §8.5 trk.order), through the channel's own ingest path: a test container's whole script — every
 * version the carrier published (the superseded estimate too), its retraction — sent in any order,
 * any event any number of times, cut into polls at any points, then the feed once more (as a
 * carrier's feed repeats what it holds), leaves the same stored events as sending them once in the
 * carrier's own order. Beside the projection's property (tests/unit/tracking/milestoneProperties.test.ts).
 */
const t = withTestApp({ modules: ['freightTrack'] });
const DAY = 86_400_000;
const LEGS: Leg[] = [
  { vessel: 'SIM ORIENT', voyage: 'PROP1S', from: 'CNSHA', to: 'SGSIN' },
  { vessel: 'SIM ATLANTIC', voyage: 'PROP1W', from: 'SGSIN', to: 'NLRTM' },
];
const start = Math.floor(Date.now() / DAY) * DAY - 40 * DAY;
const offsets: Record<string, number> = { CNSHA: 480, CNNGB: 480, SGSIN: 480, NLRTM: 60 };
let n = 0;
const script = (box: string) =>
  journeyScript({ carrier: 'COSU', container: box, legs: LEGS, start, scenario: 'etaSlip', offsetAt: (p) => offsets[p] ?? 0, blNo: 'SIMBPROP' });

/** What is stored for a box and its voyages, in words that do not depend on our ids. */
async function stored(box: string) {
  const rows = await t.db.query<{ line: string }>(
    `select concat_ws('|', coalesce(e.evt_source_id, '(retraction of ' || r.evt_source_id || ')'), e.evt_code, e.evt_classifier, e.evt_at::text, e.evt_location,
                      e.evt_retracted::text, e.evt_updated_at::text, array_to_string(e.evt_anomalies, ',')) as line
       from tracking_events e left join tracking_events r on r.evt_id = e.evt_retracts
      where e.evt_equipment_ref = $1 or (e.evt_equipment_ref = '' and e.evt_voyage like 'PROP%')
      order by 1`,
    [box],
  );
  return rows.map((r) => r.line.replace(box, 'BOX'));
}

async function send(events: readonly DcsaEvent[]) {
  await t.db.transaction((tx) => ingest(tx, 'SIM:CARRIER_TNT', events));
}

describe('ingest of a carrier’s events in any order', () => {
  it('stores the same events as the carrier’s own order, each once', async () => {
    const reference = withCheckDigit(`SIMU${String(700000 + n++)}`);
    // the carrier's order: each version when it was published
    for (const s of [...script(reference)].sort((a, b) => a.publishAt - b.publishAt)) await send([s.event]);
    const expected = await stored(reference);
    expect(expected.length).toBeGreaterThan(15);

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 30, maxLength: 30 }),
        fc.array(fc.nat({ max: 40 }), { maxLength: 4 }),
        async (order, copies, cuts) => {
          const box = withCheckDigit(`SIMU${String(700000 + n++)}`);
          const events = script(box).map((s) => s.event);
          const sent = events
            .flatMap((e, i) => Array.from({ length: 1 + (copies[i % copies.length] ?? 0) }, () => ({ e, k: order[i % order.length]! * 31 + i })))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.e);
          const at = [...new Set([0, ...cuts.map((c) => c % sent.length), sent.length])].sort((a, b) => a - b);
          for (let i = 0; i + 1 < at.length; i++) await send(sent.slice(at[i], at[i + 1]));
          // the feed again: a retraction that came before its event now finds it
          await send(events);
          const got = await stored(box);
          // the voyage's own events are shared by every box: only the box's own lines are compared
          expect(got.filter((l) => l.startsWith('COSU-BOX') || l.startsWith('(retraction'))).toEqual(
            expected.filter((l) => l.startsWith('COSU-BOX') || l.startsWith('(retraction')),
          );
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
