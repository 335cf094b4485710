import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Editing schedules (commercial.md §1.2 VesselCall, §1.3 Service/Save, VesselCall/SetTimes,
 * ScheduleTemplate/Preview; R1.8): a service's codes and rotation, a call's estimated and actual
 * times under the rules, omitting a call (gone from the search), and the templates. Only the
 * platform changes them; bad input changes nothing.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const get = (url: string, who = 'admin@demo.test') => call('GET', url, tokens[who]!);
const hour = 3_600_000;
type CallRow = { id: string; version: number; status: string; etd_planned: Date; eta_planned: Date; voyage: string; vessel_id: string };
const firstCall = async (port: string, service: string) =>
  (
    await t.db.query<CallRow>(
      `select id, version, status, etd_planned, eta_planned, voyage, vessel_id from vessel_calls
        where port_code = $1 and service_code = $2 and status = 'SCHEDULED' order by etd_planned limit 1`,
      [port, service],
    )
  )[0]!;
const callRow = async (id: string) => (await t.db.query<Record<string, unknown>>('select * from vessel_calls where id = $1', [id]))[0]!;

describe('Service/Save', () => {
  const rotation = [
    { PortCode: 'cnsha', DayOffset: 0 },
    { PortCode: 'CNNGB', DayOffset: 2 },
    { PortCode: 'SGSIN', DayOffset: 8 },
  ];
  it('a new service is keyed by carrier and code, edited with its version; a stale edit is refused; the change log has both', async () => {
    const made = await post(ENDPOINTS.serviceSave, {
      CarrierCode: 'cosu',
      ServiceCode: 'csx9',
      Name: 'China Singapore Express',
      LaneCode: 'SEA',
      LoopDays: 14,
      Rotation: rotation,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().Data).toEqual({ Code: 'COSU-CSX9', Version: 1 });
    const [row] = await t.db.query<{ rotation: unknown; carrier_code: string }>(`select rotation, carrier_code from services where code = 'COSU-CSX9'`);
    expect(row!.rotation).toEqual([
      { PortCode: 'CNSHA', DayOffset: 0 },
      { PortCode: 'CNNGB', DayOffset: 2 },
      { PortCode: 'SGSIN', DayOffset: 8 },
    ]);
    const body = {
      Code: 'COSU-CSX9',
      CarrierCode: 'COSU',
      ServiceCode: 'CSX9',
      UniversalServiceReference: 'sr01234a',
      LoopDays: 14,
      Rotation: rotation.slice(0, 2),
    };
    const edited = await post(ENDPOINTS.serviceSave, { ...body, Version: 1 });
    expect(edited.json().Data).toEqual({ Code: 'COSU-CSX9', Version: 2 });
    expect((await post(ENDPOINTS.serviceSave, { ...body, Version: 1 })).json().Code).toBe('STALE');
    const log = await t.db.query<{ action: string; detail: { before?: { Rotation: unknown[] }; after?: { UniversalServiceReference: string } } }>(
      `select action, detail from audit_events where entity = 'service' and entity_id = 'COSU-CSX9' order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail.before!.Rotation).toHaveLength(3);
    expect(log[1]!.detail.after!.UniversalServiceReference).toBe('SR01234A');
    const listed = await get(`${ENDPOINTS.serviceList}?Code=COSU-CSX9`);
    expect(listed.json().Data.Items[0]).toMatchObject({
      UniversalServiceReference: 'SR01234A',
      Rotation: rotation.slice(0, 2).map((r) => ({ ...r, PortCode: r.PortCode.toUpperCase() })),
    });
  });

  it('refuses a bad rotation, reference, loop or vessel field by field, and a changed code; nothing is written', async () => {
    const bad = await post(
      ENDPOINTS.serviceSave,
      {
        CarrierCode: 'COSU',
        ServiceCode: 'BAD1',
        UniversalServiceReference: 'X1',
        LoopDays: 10,
        Rotation: [
          { PortCode: 'CNSHA', DayOffset: 1 },
          { PortCode: 'ZZZZZ', DayOffset: 0 },
        ],
        VesselImos: ['9795611'],
      },
      'admin@demo.test',
    );
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().Errors as { Path: string }[]).map((e) => e.Path).sort();
    expect(paths).toEqual(
      ['/LoopDays', '/Rotation/0/DayOffset', '/Rotation/1/DayOffset', '/Rotation/1/PortCode', '/UniversalServiceReference', '/VesselImos'].sort(),
    );
    expect(await t.db.query(`select 1 from services where code = 'COSU-BAD1'`)).toEqual([]);
    const renamed = await post(ENDPOINTS.serviceSave, {
      Code: 'COSU-AEU1',
      CarrierCode: 'COSU',
      ServiceCode: 'AEU9',
      LoopDays: 84,
      Rotation: [
        { PortCode: 'CNSHA', DayOffset: 0 },
        { PortCode: 'NLRTM', DayOffset: 30 },
      ],
      Version: 1,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().Errors[0].Path).toBe('/ServiceCode');
  });

  it('a service with sailings cannot be deleted (IN_USE, in Chinese by default); one without can; customers and staff without the button are refused', async () => {
    const used = await post(ENDPOINTS.serviceDelete, { Code: 'COSU-AEU1' });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ Code: 'IN_USE' });
    expect(used.json().Message).toMatch(/正在使用中（船期挂靠 \d+）/);
    for (const who of ['customer.admin@demo.test', 'sales@demo.test'])
      expect((await post(ENDPOINTS.serviceDelete, { Code: 'COSU-CSX9' }, who)).statusCode, who).toBe(403);
    expect((await post(ENDPOINTS.serviceDelete, { Code: 'COSU-CSX9' })).statusCode).toBe(200);
  });
});

describe('VesselCall times, cut-offs, omit and cancel', () => {
  it('an estimated departure, then actual arrival and departure move the call to ARRIVED and DEPARTED; each version-bound and logged', async () => {
    const c = await firstCall('CNNGB', 'AEU1');
    const etd = new Date(c.etd_planned.getTime() + 6 * hour).toISOString();
    const est = await post(ENDPOINTS.vesselCallSetTimes, { Id: Number(c.id), Version: c.version, Event: 'DEPA', Classifier: 'EST', DateTime: etd });
    expect(est.statusCode, est.body).toBe(200);
    expect(est.json().Data).toEqual({ Version: c.version + 1 });
    expect(
      (await post(ENDPOINTS.vesselCallSetTimes, { Id: Number(c.id), Version: c.version, Event: 'DEPA', Classifier: 'EST', DateTime: etd })).json().Code,
    ).toBe('STALE');
    const arrived = new Date(Date.now() - 2 * hour).toISOString();
    const ata = await post(ENDPOINTS.vesselCallSetTimes, { Id: Number(c.id), Version: c.version + 1, Event: 'ARRI', Classifier: 'ACT', DateTime: arrived });
    expect(ata.statusCode, ata.body).toBe(200);
    expect((await callRow(c.id)).status).toBe('ARRIVED');
    const early = await post(ENDPOINTS.vesselCallSetTimes, {
      Id: Number(c.id),
      Version: c.version + 2,
      Event: 'DEPA',
      Classifier: 'ACT',
      DateTime: new Date(Date.now() - 3 * hour).toISOString(),
    });
    expect(early.json()).toMatchObject({ Code: 'DEPARTURE_BEFORE_ARRIVAL' });
    const atd = await post(ENDPOINTS.vesselCallSetTimes, {
      Id: Number(c.id),
      Version: c.version + 2,
      Event: 'DEPA',
      Classifier: 'ACT',
      DateTime: new Date(Date.now() - hour).toISOString(),
    });
    expect(atd.statusCode, atd.body).toBe(200);
    const row = await callRow(c.id);
    expect(row.status).toBe('DEPARTED');
    expect(new Date(row.etd_estimated as string).toISOString()).toBe(etd);
    const log = await t.db.query<{ action: string }>(`select action from audit_events where entity = 'vesselCall' and entity_id = $1 order by id`, [c.id]);
    expect(log.map((e) => e.action)).toEqual(['estimated departure', 'actual arrival', 'actual departure']);
  });

  it('refuses an actual time in the future and cut-offs after the ETD, changing nothing', async () => {
    const c = await firstCall('CNSHA', 'AEU1');
    const before = await callRow(c.id);
    const future = await post(ENDPOINTS.vesselCallSetTimes, {
      Id: Number(c.id),
      Version: c.version,
      Event: 'ARRI',
      Classifier: 'ACT',
      DateTime: new Date(Date.now() + 2 * hour).toISOString(),
    });
    expect(future.json()).toMatchObject({ Code: 'FUTURE_ACTUAL', Message: '实际时间不能晚于现在。' });
    const late = await post(ENDPOINTS.vesselCallSetCutOffs, {
      Id: Number(c.id),
      Version: c.version,
      CutOffs: [{ Code: 'DCO', DateTime: new Date(c.etd_planned.getTime() + hour).toISOString() }],
    });
    expect(late.json().Code).toBe('CUT_OFF_AFTER_ETD');
    expect(await callRow(c.id)).toEqual(before);
    const ok = await post(ENDPOINTS.vesselCallSetCutOffs, {
      Id: Number(c.id),
      Version: c.version,
      CutOffs: [
        { Code: 'dco', DateTime: new Date(c.etd_planned.getTime() - 72 * hour).toISOString() },
        { Code: 'CUA', DateTime: new Date(c.etd_planned.getTime() - 24 * hour).toISOString() },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(((await callRow(c.id)).cut_offs as { Code: string }[]).map((x) => x.Code)).toEqual(['DCO', 'CUA']);
  });

  it('an omitted call says why, is gone from the point-to-point search, and cannot be cancelled after; a reason is required', async () => {
    const c = await firstCall('CNSHA', 'AEU1');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(c.etd_planned);
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${ENDPOINTS.schedulePointToPoint}?PlaceOfReceipt=CNSHA&PlaceOfDelivery=NLRTM&DepartureStartDate=${day}&DepartureEndDate=${day}&CarrierCode=COSU`,
          remoteAddress: '10.99.0.1',
        })
      ).json().Data as { Voyage: string }[];
    expect((await search()).map((r) => r.Voyage)).toContain(c.voyage);
    expect((await post(ENDPOINTS.vesselCallOmit, { Id: Number(c.id), Version: c.version, Reason: '   ' })).statusCode).toBe(400);
    const omitted = await post(ENDPOINTS.vesselCallOmit, { Id: Number(c.id), Version: c.version, Reason: '码头拥堵，跳港' });
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(await callRow(c.id)).toMatchObject({ status: 'OMITTED', status_reason: '码头拥堵，跳港' });
    expect((await search()).map((r) => r.Voyage)).not.toContain(c.voyage);
    const cancel = await post(ENDPOINTS.vesselCallCancel, { Id: Number(c.id), Version: c.version + 1, Reason: 'x' });
    expect(cancel.json().Code).toBe('NOT_SCHEDULED');
    expect((await post(ENDPOINTS.vesselCallOmit, { Id: Number(c.id), Version: c.version + 1, Reason: 'x' }, 'customer.admin@demo.test')).statusCode).toBe(403);
  });
});

describe('schedule templates', () => {
  it('the seeded 截二开四 previews its next four sailings; bad From 400', async () => {
    const list = await get(`${ENDPOINTS.scheduleTemplateList}?Name=${encodeURIComponent('截二开四')}`);
    expect(list.statusCode, list.body).toBe(200);
    const [tpl] = list.json().Data.Items;
    expect(tpl).toMatchObject({ Notation: '截二开四', NotationEn: 'cut-off Tue, sails Thu', PolCode: 'CNSHA', TransitDays: 30 });
    const preview = await get(`${ENDPOINTS.scheduleTemplatePreview}?Id=${tpl.Id}&From=2026-11-25`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().Data.Sailings[0]).toEqual({ CutOff: '2026-11-24', Etd: '2026-11-26', Eta: '2026-12-26' });
    expect(preview.json().Data.Sailings).toHaveLength(4);
    expect((await get(`${ENDPOINTS.scheduleTemplatePreview}?Id=${tpl.Id}&From=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`${ENDPOINTS.scheduleTemplatePreview}?Id=999999`)).statusCode).toBe(404);
  });

  it('saves a template bound to a carrier’s service; refuses a service of another carrier and a duplicate name', async () => {
    const base = { Name: '盐田美东 截五开日', CarrierCode: 'cosu', PolCode: 'cnytn', CutOffWeekdays: [5], EtdWeekdays: [7], TransitDays: 32 };
    const made = await post(ENDPOINTS.scheduleTemplateSave, base);
    expect(made.statusCode, made.body).toBe(200);
    const wrong = await post(ENDPOINTS.scheduleTemplateSave, { ...base, Name: 'x', ServiceCode: 'AMX' });
    expect(wrong.json().Errors[0]).toMatchObject({ Path: '/ServiceCode' });
    const twice = await post(ENDPOINTS.scheduleTemplateSave, base);
    expect(twice.json().Code).toBe('DUPLICATE');
    expect((await post(ENDPOINTS.scheduleTemplateSave, { ...base, Name: 'y' }, 'customer.admin@demo.test')).statusCode).toBe(403);
  });
});
