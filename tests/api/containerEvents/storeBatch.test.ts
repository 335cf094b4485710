import { describe, expect, it } from 'vitest';
import type { EventInput } from '../../../src/contract/containerEvents/calls';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { storeBatch, storeEvent } from '../../../server/modules/containerEvents/public';
import { eventInputOf } from '../../../server/modules/freightTrack/dcsa';
import { journeyScript, type Leg } from '../../../server/modules/freightTrack/simScript';
import { withTestApp } from '../support/build';

/**
 * The channel's set-based batch (storeBatch: a few statements per answer) stores exactly what
 * storeEvent one event at a time stores: the same rows, links, anomalies, history lines and
 * outcomes — for a whole journey with its superseded estimate, an event named twice in one answer,
 * an older word of a stored event, a refused one (a place no table knows), and the same answer again.
 */
const t = withTestApp({ modules: ['containerEvents'] });
const DAY = 86_400_000;
const start = Math.floor(Date.now() / DAY) * DAY - 40 * DAY;
const offsets: Record<string, number> = { CNSHA: 480, SGSIN: 480, NLRTM: 60 };
const author = { gateway: 'CARRIER_TNT' };

/** A box's answer as a carrier sends it: every version published, one event twice, one older word, one at a place that is no UN/LOCODE. */
function answer(box: string, tag: string): EventInput[] {
  const legs: Leg[] = [
    { vessel: 'SIM ORIENT', voyage: `${tag}S`, from: 'CNSHA', to: 'SGSIN' },
    { vessel: 'SIM ATLANTIC', voyage: `${tag}W`, from: 'SGSIN', to: 'NLRTM' },
  ];
  const script = journeyScript({ carrier: 'COSU', container: box, legs, start, scenario: 'etaSlip', offsetAt: (p) => offsets[p] ?? 0 })
    .filter((s) => !s.event.retractedEventID)
    .sort((a, b) => a.publishAt - b.publishAt)
    .map((s) => eventInputOf(s.event));
  const older = { ...script[3]!, EVT_UPDATED_AT: new Date(Date.parse(script[3]!.EVT_UPDATED_AT!) - 3_600_000).toISOString() };
  return [...script, script[2]!, older, { ...script[1]!, EVT_SOURCE_ID: `${script[1]!.EVT_SOURCE_ID}-X`, EVT_LOCATION: 'ZZ-ZZ' }];
}

/** What is stored for a box, its voyages' events and its events' history, in words free of our ids and of the box and voyage names. */
async function stored(box: string, tag: string) {
  const rows = await t.db.query<{ line: string }>(
    `select concat_ws('|', e.evt_source_id, e.evt_type, e.evt_code, e.evt_classifier, e.evt_at::text, e.evt_at_offset::text, e.evt_updated_at::text, e.evt_location,
                      e.evt_empty, e.evt_phase, e.evt_vessel_name, e.evt_cgo_id, e.company_id::text, e.evt_retracted::text, array_to_string(e.evt_anomalies, ','),
                      (select string_agg(d.type || ':' || d.actor_kind || ':' || coalesce(d.actor_id, ''), ',' order by d.id) from doc_events d
                        where d.doc_type = 'trackingEvent' and d.doc_id = e.evt_id::text)) as line
       from tracking_events e
      where e.evt_equipment_ref = $1 or (e.evt_equipment_ref = '' and e.evt_voyage like $2)
      order by 1`,
    [box, `${tag}%`],
  );
  return rows.map((r) => r.line.replaceAll(box, 'BOX').replaceAll(tag, 'TAG'));
}

describe('storeBatch', () => {
  it('stores what storeEvent one by one stores, with the same outcomes', async () => {
    const one = withCheckDigit('SIMU880001');
    const batch = withCheckDigit('SIMU880002');
    const outcomes = (xs: { ok: boolean; value?: { Outcome: string }; code?: string }[]) => xs.map((x) => (x.ok ? x.value!.Outcome : `refused ${x.code}`));

    const single = await t.db.transaction(async (tx) => {
      const out = [];
      for (const input of answer(one, 'SBONE')) out.push(await storeEvent(tx, author, 'SIM:CARRIER_TNT', input, 'zh'));
      return out;
    });
    const many = await t.db.transaction((tx) => storeBatch(tx, author, 'SIM:CARRIER_TNT', answer(batch, 'SBTWO'), 'zh'));
    expect(outcomes(many as never)).toEqual(outcomes(single as never));
    expect(outcomes(many as never)).toEqual(expect.arrayContaining(['STORED', 'SUPERSEDED', 'DUPLICATE', 'refused LOCATION_SHAPE']));
    const expected = await stored(one, 'SBONE');
    expect(expected.length).toBeGreaterThan(15);
    expect(await stored(batch, 'SBTWO')).toEqual(expected);

    // the same answer again: every event a duplicate (or refused again), nothing stored twice
    const again = await t.db.transaction((tx) => storeBatch(tx, author, 'SIM:CARRIER_TNT', answer(batch, 'SBTWO'), 'zh'));
    expect(new Set(outcomes(again as never))).toEqual(new Set(['DUPLICATE', 'refused LOCATION_SHAPE']));
    expect(await stored(batch, 'SBTWO')).toEqual(expected);
  });
});
