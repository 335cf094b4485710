import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySignature } from '../../../server/channels/gateway';
import { zonedIso } from '../../../server/modules/containerEvents/eventWire';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '../../../src/contract/platform/module';
import type { ContainerTimeline } from '../../../src/contract/containerEvents/calls';
import { zoneWords } from '../../../src/ui/tracking/words';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * DCSA Track & Trace as published (issue 45 item 19): every whole-event example of DCSA's own
 * OpenAPI files (T&T 2.2 and 3.0.0-Beta-1, copied with their source in
 * tests/fixtures/dcsa/tntExamples.json from ../shared/standards/dcsa/) posted to the carrier
 * channel's callback as DCSA's event subscriptions define it — a POST of an events array, signed as
 * the other gateways — and stored as published: its type, code, classifier, time with the offset
 * sent, place, facility, box, vessel and document. What each should become is written out below from
 * the published text, not computed by the code under test.
 */
const t = withTestApp({ modules: ['freightTrack', 'containerEvents'] });
const { call, asUser } = caller(t);
const SECRET = 'dcsa-callback-secret-0123456789';
beforeAll(() => {
  process.env.GATEWAY_SECRET_CARRIER_TNT = SECRET;
});
afterAll(() => {
  delete process.env.GATEWAY_SECRET_CARRIER_TNT;
});

type Example = { name: string; version: string; source: string; event: Record<string, unknown> };
const EXAMPLES: Example[] = JSON.parse(readFileSync(new URL('../../fixtures/dcsa/tntExamples.json', import.meta.url), 'utf8')).examples;
const example = (name: string, version: string) => EXAMPLES.find((e) => e.name === name && e.version === version)!;

/** A signed POST of `events` to the callback of `carrier`. */
function push(carrier: string, events: unknown, opts: { secret?: string; lang?: 'en' } = {}) {
  const body = JSON.stringify(events);
  const ts = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.gatewayTntEvents.replace(':Carrier', carrier),
    payload: body,
    headers: {
      'content-type': 'application/json',
      [GATEWAY_TIMESTAMP_HEADER]: ts,
      [GATEWAY_SIGNATURE_HEADER]: gatewaySignature(opts.secret ?? SECRET, ts, body),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });
}
type Answer = { eventID: string; Outcome: string; Reason?: string };
const outcomes = (res: Awaited<ReturnType<typeof push>>): Answer[] => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.Events;
};

/** The stored row of a publisher's event, in the fields DCSA publishes. */
type StoredRow = Record<
  | 'evt_id'
  | 'evt_type'
  | 'evt_code'
  | 'evt_classifier'
  | 'evt_at'
  | 'evt_location'
  | 'evt_equipment_ref'
  | 'evt_iso_code'
  | 'evt_vessel_name'
  | 'evt_vessel_imo'
  | 'evt_voyage'
  | 'evt_doc_type'
  | 'evt_doc_ref',
  string
> &
  Record<'evt_facility_type' | 'evt_empty' | 'evt_mode', string | null> & { evt_at_offset: number; evt_retracted: boolean };

async function storedAs(publisherCode: string, eventID: string) {
  const rows = await t.db.query<StoredRow>(
    `select evt_id::text, evt_publisher, evt_type, evt_code, evt_classifier, evt_at::text as evt_at, evt_at_offset, evt_location, evt_facility_type,
            evt_facility_code, evt_equipment_ref, evt_iso_code, evt_empty, evt_mode, evt_vessel_name, evt_vessel_imo, evt_voyage, evt_doc_type,
            evt_doc_ref, evt_remark, evt_retracted
       from tracking_events where evt_publisher like '%CARRIER_TNT:' || $1 and evt_source_id = $2`,
    [publisherCode, eventID],
  );
  expect(rows, `${publisherCode} ${eventID}`).toHaveLength(1);
  const r = rows[0]!;
  return { ...r, at: zonedIso(new Date(r.evt_at).toISOString(), Number(r.evt_at_offset)) };
}

/** What the published text says, in the store's fields (a name in capitals: the store keeps names as the SI does). */
type Published = {
  publisher: string;
  type: string;
  code: string;
  classifier: string;
  at: string;
  location: string;
  facilityType?: string;
  box?: string;
  iso?: string;
  empty?: string;
  mode?: string;
  vessel?: string;
  imo?: string;
  voyage?: string;
  docType?: string;
  docRef?: string;
};
const V2 = '2.2';
const V3 = '3.0.0-Beta-1';
const KING = { vessel: 'KING OF THE SEAS', imo: '9321483', voyage: '2103S' };
const AMS_LOAD = { location: 'NLRAM', facilityType: 'POTE', box: 'APZU4812090', iso: '22GP', ...KING };
const CASES: [name: string, version: string, carrier: string, expected: Published][] = [
  // the 2.2 example names no eventDateTime or classifier and writes its code as eventSubtype: issued when made
  [
    'eventByID',
    V2,
    'V2A',
    {
      publisher: 'V2A',
      type: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      at: '2019-11-12T07:41:00+08:30',
      location: '',
      docType: 'TRD',
      docRef: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
    },
  ],
  [
    'inline_response_200',
    V2,
    'V2B',
    {
      publisher: 'V2B',
      type: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      at: '2019-11-12T07:41:00+08:30',
      location: '',
      docType: 'TRD',
      docRef: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
    },
  ],
  [
    'shipmentEvent',
    V2,
    'V2C',
    {
      publisher: 'V2C',
      type: 'SHIPMENT',
      code: 'DRFT',
      classifier: 'ACT',
      at: '2019-11-12T07:41:00+08:30',
      location: '',
      docType: 'SHI',
      docRef: 'the-id-of-the-documentTypeCode',
    },
  ],
  [
    'transportEvent',
    V2,
    'V2D',
    {
      publisher: 'V2D',
      type: 'TRANSPORT',
      code: 'ARRI',
      classifier: 'ACT',
      at: '2019-11-12T07:41:00+08:30',
      location: 'FRPAR',
      facilityType: 'POTE',
      mode: 'VESSEL',
      ...KING,
    },
  ],
  [
    'equipmentEvent',
    V2,
    'V2E',
    {
      publisher: 'V2E',
      type: 'EQUIPMENT',
      code: 'LOAD',
      classifier: 'EST',
      at: '2019-11-12T07:41:00+08:30',
      location: 'FRPAR',
      facilityType: 'POTE',
      box: 'APZU4812090',
      iso: '22GP',
      empty: 'EMPTY',
      ...KING,
    },
  ],
  [
    'bookingExample[0]',
    V3,
    'MSC',
    {
      publisher: 'MSC',
      type: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      at: '2022-09-19T06:31:00+02:00',
      location: '',
      docType: 'TRD',
      docRef: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
    },
  ],
  [
    'bookingExample[1]',
    V3,
    'CMA',
    { publisher: 'CMA', type: 'EQUIPMENT', code: 'LOAD', classifier: 'EST', at: '2019-11-12T07:41:00+08:30', empty: 'LADEN', ...AMS_LOAD },
  ],
  [
    'dropPickExample[0]',
    V3,
    'EMC',
    { publisher: 'EMC', type: 'EQUIPMENT', code: 'DROP', classifier: 'ACT', at: '2019-11-12T07:41:00+08:30', empty: 'LADEN', ...AMS_LOAD },
  ],
  // the same eventID as the one before, from another publisher: a second event, not a duplicate
  [
    'dropPickExample[1]',
    V3,
    'ZIM',
    {
      publisher: 'ZIM',
      type: 'EQUIPMENT',
      code: 'PICK',
      classifier: 'ACT',
      at: '2018-03-18T17:36:00+01:00',
      location: 'NLRAM',
      facilityType: 'POTE',
      box: 'APNR7744962',
      iso: '22GP',
      empty: 'EMPTY',
    },
  ],
  [
    'transportEventListExample[1]',
    V3,
    'MSK',
    {
      publisher: 'MSK',
      type: 'TRANSPORT',
      code: 'ARRI',
      classifier: 'EST',
      at: '2022-11-12T07:41:00+08:30',
      location: 'NLRAM',
      facilityType: 'POTE',
      mode: 'VESSEL',
      ...KING,
    },
  ],
  [
    'shipmentEventExample',
    V3,
    'MSK',
    {
      publisher: 'MSK',
      type: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      at: '2022-09-19T06:31:00+02:00',
      location: '',
      docType: 'TRD',
      docRef: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
    },
  ],
  [
    'transshipmentExample',
    V3,
    'HLC',
    { publisher: 'HLC', type: 'EQUIPMENT', code: 'LOAD', classifier: 'EST', at: '2019-11-12T07:41:00+08:30', empty: 'LADEN', ...AMS_LOAD },
  ],
  [
    'railTransportExample',
    V3,
    'MSC',
    { publisher: 'MSC', type: 'TRANSPORT', code: 'ARRI', classifier: 'EST', at: '2022-11-12T07:41:00+08:30', location: 'NLRAM', mode: 'RAIL' },
  ],
  // a truck's call names no place: stored without one, as sent
  [
    'truckTransportExample',
    V3,
    'MSC',
    { publisher: 'MSC', type: 'TRANSPORT', code: 'ARRI', classifier: 'EST', at: '2022-11-12T07:41:00+08:30', location: '', mode: 'TRUCK' },
  ],
];

describe('DCSA T&T events as published, through the carrier channel’s callback', () => {
  it('the fixture holds every whole-event example of the published files', () => {
    // 2 of 2.2 (the file and its bundle), 3 event schemas of 2.2 as rendered, 6 of 3.0's list and 6 of its event by id
    expect(EXAMPLES.map((e) => `${e.version} ${e.name}`)).toHaveLength(16);
    const retractions = EXAMPLES.filter((e) => (e.event.metadata as { retractedEventID?: string } | undefined)?.retractedEventID).map((e) => e.name);
    expect(retractions).toEqual(['transportEventListExample[0]', 'retractedTransportEventExample']);
    expect(CASES.length + retractions.length).toBe(EXAMPLES.length);
  });

  it.each(CASES)('%s (T&T %s) is stored as published', async (name, version, carrier, want) => {
    const ex = example(name, version);
    const [answer] = outcomes(await push(carrier, [ex.event]));
    expect(answer, ex.source).toMatchObject({ Outcome: 'STORED' });
    const eventID = answer!.eventID;
    expect(eventID).toBe(((ex.event.metadata as { eventID?: string } | undefined) ?? ex.event).eventID);
    const row = await storedAs(want.publisher, eventID);
    expect({
      type: row.evt_type,
      code: row.evt_code,
      classifier: row.evt_classifier,
      at: row.at,
      location: row.evt_location,
      facilityType: row.evt_facility_type ?? undefined,
      box: row.evt_equipment_ref || undefined,
      iso: row.evt_iso_code || undefined,
      empty: row.evt_empty ?? undefined,
      mode: row.evt_mode ?? undefined,
      vessel: row.evt_vessel_name || undefined,
      imo: row.evt_vessel_imo || undefined,
      voyage: row.evt_voyage || undefined,
      docType: row.evt_doc_type || undefined,
      docRef: row.evt_doc_ref || undefined,
    }).toEqual(Object.fromEntries(Object.entries({ ...want, publisher: undefined }).filter(([, v]) => v !== undefined)));
    // the same word sent again is the same event: kept as it was
    const again = outcomes(await push(carrier, [ex.event]));
    expect(again).toEqual([{ eventID, Outcome: 'DUPLICATE' }]);
    await storedAs(want.publisher, eventID);
  });

  it.each([
    ['transportEventListExample[0]', 'HLC'],
    ['retractedTransportEventExample', 'CMA'],
  ])('%s (T&T 3.0.0-Beta-1): its metadata’s retractedEventID retracts the event it names', async (name, publisher) => {
    const ex = example(name, V3);
    const meta = ex.event.metadata as { eventID: string; retractedEventID: string };
    // the event it withdraws, as that publisher sent it earlier (the list's own arrival estimate under the retracted id)
    const estimate = structuredClone(example('transportEventListExample[1]', V3).event) as { metadata: Record<string, unknown> };
    estimate.metadata.eventID = meta.retractedEventID;
    estimate.metadata.publisher = { partyName: publisher, carrierCode: publisher, carrierCodeListProvider: 'SMDG' };
    expect(outcomes(await push(publisher, [estimate]))).toEqual([{ eventID: meta.retractedEventID, Outcome: 'STORED' }]);
    expect((await storedAs(publisher, meta.retractedEventID)).evt_retracted).toBe(false);

    expect(outcomes(await push(publisher, [ex.event]))).toEqual([{ eventID: meta.eventID, Outcome: 'RETRACTED' }]);
    const target = await storedAs(publisher, meta.retractedEventID);
    expect(target.evt_retracted).toBe(true);
    const retraction = await t.db.query<{ n: string }>(
      `select count(*) as n from tracking_events where evt_retracts = $1 and evt_source_id = $2 and evt_publisher like '%CARRIER_TNT:' || $3`,
      [target.evt_id, meta.eventID, publisher],
    );
    expect(Number(retraction[0]!.n)).toBe(1);
    // the retraction again: already applied
    expect(outcomes(await push(publisher, [ex.event]))).toEqual([{ eventID: meta.eventID, Outcome: 'DUPLICATE' }]);
  });
});

describe('the callback, as DCSA’s subscriptions define it', () => {
  it('a newer word of an event supersedes it; an event without eventUpdatedDateTime is dated by its eventCreatedDateTime, not our clock', async () => {
    const first = structuredClone(example('railTransportExample', V3).event) as { metadata: Record<string, unknown>; payload: Record<string, unknown> };
    first.metadata.eventID = 'a4c6f3a0-3c1e-4f0e-9d5f-1b0c2d3e4f50';
    expect(outcomes(await push('MSC', [first]))[0]!.Outcome).toBe('STORED');
    expect(outcomes(await push('MSC', [first]))[0]!.Outcome).toBe('DUPLICATE');
    const later = structuredClone(first);
    later.metadata.eventCreatedDateTime = '2022-10-04T02:55:00+03:00';
    later.payload.eventDateTime = '2022-11-13T07:41:00+08:30';
    expect(outcomes(await push('MSC', [later]))[0]!.Outcome).toBe('SUPERSEDED');
    expect((await storedAs('MSC', 'a4c6f3a0-3c1e-4f0e-9d5f-1b0c2d3e4f50')).at).toBe('2022-11-13T07:41:00+08:30');
    // the older word arriving late changes nothing
    expect(outcomes(await push('MSC', [first]))[0]!.Outcome).toBe('DUPLICATE');
  });

  it('refuses an unsigned or mis-signed post, and a body that is not an events array, storing nothing', async () => {
    const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from tracking_events'))[0]!.n);
    const before = await count();
    const ev = example('truckTransportExample', V3).event;
    const forged = await push('MSC', [ev], { secret: 'not-the-secret-0123456789' });
    expect([forged.statusCode, forged.json().Code]).toEqual([401, 'BAD_SIGNATURE']);
    const unsigned = await t.app.inject({ method: 'POST', url: ENDPOINTS.gatewayTntEvents.replace(':Carrier', 'MSC'), payload: [ev] });
    expect(unsigned.statusCode).toBe(401);
    for (const bad of [{ events: [ev] }, []]) {
      const res = await push('MSC', bad);
      expect([res.statusCode, res.json().Code]).toEqual([400, 'BAD_EVENTS']);
      expect(res.json().Message).toMatch(/DCSA 事件/);
    }
    const badCarrier = await push('M', [ev], { lang: 'en' });
    expect([badCarrier.statusCode, badCarrier.json().Code]).toEqual([400, 'BAD_CARRIER']);
    expect(await count()).toBe(before);
  });

  it('an element that is no event, or one the check refuses, is refused alone with its reason in words', async () => {
    const good = structuredClone(example('truckTransportExample', V3).event) as { metadata: Record<string, unknown>; payload: Record<string, unknown> };
    good.metadata.eventID = 'b1c2d3e4-0000-4000-8000-000000000001';
    const wrongCode = structuredClone(good);
    wrongCode.metadata.eventID = 'b1c2d3e4-0000-4000-8000-000000000002';
    wrongCode.payload.transportEventTypeCode = 'LOAD';
    const answers = outcomes(await push('MSC', [good, 'not an event', wrongCode]));
    expect(answers.map((a) => a.Outcome)).toEqual(['STORED', 'REFUSED', 'REFUSED']);
    expect(answers[1]!.Reason).toMatch(/JSON 对象/);
    expect(answers[2]!.Reason).toMatch(/LOAD/);
    expect(answers[2]!.Reason).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the time of a published event, on its place’s clock (evt.tz)', () => {
  it('an event sent at +08:30 at Paris is stored as sent, shown on Paris’s clock, and says the sent offset was not Paris’s', async () => {
    await t.db.query(
      `insert into ports (code, name_zh, name_en, time_zone) values ('FRPAR', '巴黎', 'Paris', 'Europe/Paris') on conflict (code) do update set time_zone = 'Europe/Paris'`,
    );
    const published = structuredClone(example('equipmentEvent', V2).event) as Record<string, unknown>;
    published.eventID = 'c9d8e7f6-0000-4000-8000-00000000a830';
    published.equipmentReference = 'APZU4812090';
    const paris = structuredClone(published);
    paris.eventID = 'c9d8e7f6-0000-4000-8000-00000000a100';
    paris.eventDateTime = '2019-11-12T07:41:00+01:00';
    expect(outcomes(await push('V2P', [published, paris])).map((a) => a.Outcome)).toEqual(['STORED', 'STORED']);
    const staff = await asUser('admin@demo.test');
    const res = await call('GET', `${ENDPOINTS.containerEventTimeline}?CNNO=APZU4812090`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const events = (res.json().Data.Containers as ContainerTimeline[])[0]!.Events.map((e) => e.Event);
    const sent = events.find((e) => e.EVT_SOURCE_ID === published.eventID)!;
    // 07:41 at +08:30 is 23:11 UTC, 00:11 on Paris's clock (+01:00 in November)
    expect([sent.EVT_AT, sent.LocalTime, sent.Zone, sent.ZoneAgrees]).toEqual(['2019-11-12T07:41:00+08:30', '2019-11-12 00:11 +01:00', 'Europe/Paris', false]);
    expect(zoneWords(sent).zh).toBe('（Europe/Paris；发布方所报时差与当地时间不符，已换算为当地时间）');
    // the same moment said on Paris's own clock names the zone
    const own = events.find((e) => e.EVT_SOURCE_ID === paris.eventID)!;
    expect([own.LocalTime, own.ZoneAgrees]).toEqual(['2019-11-12 07:41 +01:00', true]);
    expect(zoneWords(own).zh).toBe('（Europe/Paris）');
  });
});
