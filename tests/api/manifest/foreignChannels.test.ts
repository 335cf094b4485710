import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { recordReceipt } from '../../../server/channels/outbox';
import { runManifestChannel } from '../../../server/modules/manifest/channel';
import { foreignCustomsSimulator } from '../../../server/modules/manifest/simulatorForeign';
import { driveForeign, sentForeign } from './foreignApp';
import { CUSTOMER, isoNumber, manifestApp, newBooking, STAFF } from './manifestApp';

/**
 * The US AMS, US ISF and EU ENS channels (issue 35, operations.md §17.1) on their honest simulators,
 * through the real Send and the shared round: acceptance, rejection naming the fields, the holds and
 * requests after acceptance, late filings, and a receipt stranded an hour told to the maker (the
 * faults, out-of-order and duplicate receipts: foreignChannelFaults.test.ts). The simulated second is 100 ms, each round 1 s of clock.
 */
const { t, get, post } = manifestApp();
const pid = process.pid % 1000;
const statusOf = async (id: number) => (await t.db.query<{ s: number }>('select mft_status::int as s from manifests where id = $1', [id]))[0]!.s;
const receipts = async (id: number) =>
  (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.Receipts as { Kind: string; Code: string; Text: string }[];
const messagesTo = async (id: number) =>
  t.db.query<{ title_en: string }>(
    `select m.title_en from messages m join manifests f on f.created_by = m.target_employee_id where f.id = $1 and m.title_en like '%' || f.mft_no || '%' order by m.id`,
    [id],
  );

describe('US AMS', () => {
  it('a complete bill is accepted: bill on file, in words, marked simulated', async () => {
    const [id] = await sentForeign(t.db, 'US_AMS', 1, 'AMAU', pid * 10);
    await driveForeign(t.db, 'US_AMS');
    expect(await statusOf(id!)).toBe(S.ACCEPTED);
    const r = await receipts(id!);
    expect(r.map((x) => `${x.Kind} ${x.Code}`)).toEqual(['ACK ACK', 'ACCEPTED BOF']);
    expect(r[1]!.Text).toMatch(/Bill on file .*\(simulated\)/);
    const [kept] = await t.db.query<{ decision: string; times: number }>(
      'select decision, times_received as times from sim_us_ams_submissions where manifest_id = $1',
      [id],
    );
    expect(kept).toEqual({ decision: 'ACCEPTED', times: 1 });
  });

  it('filed less than 24 h before lading: accepted, then held "Do Not Load", and the maker is told', async () => {
    const [id] = await sentForeign(t.db, 'US_AMS', 1, 'AMBU', pid * 10, { hours: 10 });
    await driveForeign(t.db, 'US_AMS', {}, { rounds: 15 });
    expect(await statusOf(id!)).toBe(S.ACCEPTED);
    expect((await receipts(id!)).map((x) => `${x.Kind} ${x.Code}`)).toEqual(['ACK ACK', 'ACCEPTED BOF', 'HOLD DNL']);
    expect((await messagesTo(id!)).map((m) => m.title_en)).toEqual([
      expect.stringMatching(/held by customs: Do Not Load: Do Not Load: bill filed less than 24 hours/),
    ]);
  });
});

describe('US ISF', () => {
  it('an importer number CBP cannot read is rejected with its reason code and the field named; the maker is told', async () => {
    const [id] = await sentForeign(t.db, 'US_ISF', 1, 'ISAU', pid * 10, { tweak: (d) => ({ ...d, Isf: { ...d.Isf, IOR_NO: '951234567' } }) });
    await driveForeign(t.db, 'US_ISF');
    expect(await statusOf(id!)).toBe(S.REJECTED);
    const [, rejected] = await receipts(id!);
    expect(rejected).toMatchObject({ Kind: 'REJECTED', Code: 'isf.number' });
    const [raw] = await t.db.query<{ raw: string }>(
      `select raw from inbound_receipts where channel = 'US_ISF' and code = 'REJECTED' and external_ref like $1`,
      [`MFT${id}A%`],
    );
    expect(JSON.parse(raw!.raw).fields).toEqual([{ Path: '/Isf/IOR_NO', Code: 'isf.number', Params: { element: 'IOR_NO', value: '951234567' } }]);
    expect((await messagesTo(id!))[0]!.title_en).toMatch(/rejected by customs: isf\.number US ISF: the importer of record number "951234567" is not an IRS/);
  });

  it('filed late: accepted with the late flag', async () => {
    const [id] = await sentForeign(t.db, 'US_ISF', 1, 'ISBU', pid * 10, { hours: 12 });
    await driveForeign(t.db, 'US_ISF');
    expect(await statusOf(id!)).toBe(S.ACCEPTED);
    const [ev] = await t.db.query<{ detail: { late: boolean } }>(
      `select detail from doc_events where doc_type = 'manifest' and doc_id = $1 and type = 'v1.ManifestAccepted'`,
      [String(id)],
    );
    expect(ev!.detail.late).toBe(true);
  });
});

describe('EU ENS (ICS2)', () => {
  it('registered with an MRN, then the risk assessment completes', async () => {
    const [id] = await sentForeign(t.db, 'EU_ENS', 1, 'ENAU', pid * 10);
    await driveForeign(t.db, 'EU_ENS', {}, { rounds: 15 });
    expect(await statusOf(id!)).toBe(S.ACCEPTED);
    const r = await receipts(id!);
    expect(r.map((x) => `${x.Kind} ${x.Code}`)).toEqual(['ACK ACK', 'ACCEPTED IE3R01', 'ASSESSED IE3N03']);
    expect(r[1]!.Text).toMatch(/MRN 26DE\d{14}/);
  });

  it('lodged too late to assess: registered, then "Do Not Load" (IE3Q01); deleting it is the invalidation (IE3R07)', async () => {
    const [id] = await sentForeign(t.db, 'EU_ENS', 1, 'ENBU', pid * 10, { hours: 8 });
    await driveForeign(t.db, 'EU_ENS', {}, { rounds: 15 });
    expect((await receipts(id!)).map((x) => `${x.Kind} ${x.Code}`)).toEqual(['ACK ACK', 'ACCEPTED IE3R01', 'HOLD IE3Q01']);
    const del = await post(STAFF, ENDPOINTS.manifestDelete, { Id: id, ChangeReasonCode: 'C01' });
    expect(del.statusCode).toBe(200);
    await driveForeign(t.db, 'EU_ENS', {}, { rounds: 15 });
    expect(await statusOf(id!)).toBe(S.DELETED);
    expect((await receipts(id!)).map((x) => x.Code)).toContain('IE3R07');
  });
});

describe('the channel is the configuration’s', () => {
  it('a filing with no channel (JP AFR) is refused mft.channel', async () => {
    const { cgo } = await newBooking(t.db, [isoNumber('JPAU', pid)]);
    const made = (await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'JP_AFR', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo })).json().Data;
    const sent = (await post(STAFF, ENDPOINTS.manifestSend, { Ids: [made.Id] }, { key: true, lang: 'en' })).json().Data;
    expect(sent.Refused).toEqual([{ Id: made.Id, Code: 'mft.channel', Message: expect.stringMatching(/no JP_AFR channel is configured/) }]);
  });
});

describe('a receipt stranded an hour', () => {
  it('waits for its predecessor, is flagged once, and the maker gets a message', async () => {
    const [id] = await sentForeign(t.db, 'US_AMS', 1, 'AMCU', pid * 10);
    const ref = `MFT${id}AV1`;
    // customs' decision arrived, its ACK was lost on the way
    await recordReceipt(t.db, 'US_AMS', { externalRef: ref, seq: 2, code: 'ACCEPTED', text: 'Bill on file', raw: '{"code":"BOF"}', simulated: true });
    const quiet = {
      ...foreignCustomsSimulator(t.db, 'US_AMS', { secondMs: 1e9, faults: {} }),
      send: async () => ({ transmitted: false as const, retryable: true, error: 'held' }),
    };
    await runManifestChannel(t.db, quiet, new Date(Date.now() + 2 * 3_600_000), 1000);
    await runManifestChannel(t.db, quiet, new Date(Date.now() + 3 * 3_600_000), 1000);
    expect(await statusOf(id!)).toBe(S.VERIFIED + 2); // 5: still sending — never applied out of order
    const told = await messagesTo(id!);
    expect(told.map((m) => m.title_en)).toEqual([expect.stringMatching(/receipt ACCEPTED \(no\. 2\) has waited an hour .* ask the US_AMS channel/)]);
  });
});
