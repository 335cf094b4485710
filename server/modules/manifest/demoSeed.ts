import type { ManifestParty } from '../../../src/contract/manifest';
import type { SiRecordDraft } from '../../../src/contract/si';
import { MFT_STATUS, type MftStatus } from '../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { createShare } from '../../platform/spine/shares';
import { holdMessages, receiptApplied } from '../../channels/pastTraffic';
import { runManifestChannel } from './channel';
import { MANIFEST_DOC } from './payload';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { demoEventId, storeEvent } from '../containerEvents/public';
import { seedApprovedSi } from '../si/public';
import { insertDemoBookings } from '../booking/public';
import { seedDeclaredVgm } from '../vgm/public';
import { insertManifest } from './repository';
import type { Requester } from './requester';
import { manifestService } from './service';
import { type ManifestSimulatorOptions, manifestSimulator } from './simulator';

/**
 * Demo manifests (issue 35): one in every state of §7.3 on 天祥's consolidation booking (below), each
 * made the way people make it — from its own approved SI (house bills HZTXH26110001…, one per state
 * and box, so `mft.unique` and the SI's container rule hold), created prefilled by the customer with the parties' codes and phones the SI lacks, then
 * submitted, verified or returned, sent by the verifier, and answered by the simulated single window
 * through the CN_MANIFEST channel — so its history, transmissions, receipts and SI diff are what the
 * product made of them. The channel runs on the demo's own clock (started now, a simulated second a
 * real one, the outbox's retry minute a second); where it stops decides the state:
 *  - 5 (sending): its message is queued and held in the outbox (due in a century), so the demo keeps
 *    one manifest on its way; 6 (sent): customs acknowledged it and has not decided yet — in a running
 *    server its decision arrives as any other's does;
 *  - 7: the single window answered 5xx to every attempt until the outbox gave up;
 *  - 8: customs refused it (E2106, a shipper code whose check character was overridden: our check
 *    lets the person keep it, customs' registry does not know it);
 *  - 9: accepted, then its box gated in and loaded (container events typed here) and the vessel
 *    departed (the container events' demo): the simulated customs sends 运抵, 放行, 装载, 理货;
 *  - 10: accepted, then opened for an amendment whose weight was re-checked (its SI diff shows it);
 *  - 11: accepted, then deleted at customs (DELETE, change reason C07);
 *  - 12: made and cancelled before it was ever sent.
 */
const S = MFT_STATUS;
/** The states in house-bill order (HZTXH26110001 is the draft … 0013 the cancelled one): tests name 0010, the accepted one. */
const ORDER: MftStatus[] = [
  S.DRAFT,
  S.SUBMITTED,
  S.SUBMIT_FAILED,
  S.VERIFIED,
  S.VERIFY_FAILED,
  S.SENDING,
  S.SENT,
  S.SEND_FAILED,
  S.REJECTED,
  S.ACCEPTED,
  S.AMENDING,
  S.DELETED,
  S.CANCELLED,
];
export const demoHouseBill = (status: MftStatus) => `HZTXH2611${String(ORDER.indexOf(status) + 1).padStart(4, '0')}`;
const LOADING_AT = '2026-12-05T08:00:00.000Z';

const SHIPPER: ManifestParty = {
  NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
  ADDRESS: '588 JIANGNAN AVENUE BINJIANG HANGZHOU',
  COUNTRY: 'CN',
  CODE: 'USCI+91330100799655058B',
  PHONE_TYPE: 'TE',
  PHONE: '+86 571 87654321',
};
const CONSIGNEE: ManifestParty = {
  NAME: 'HAMBURG HOUSEWARE IMPORT GMBH',
  ADDRESS: 'UEBERSEEALLEE 10 20457 HAMBURG',
  COUNTRY: 'DE',
  CODE: '9999+HRB123456',
  PHONE_TYPE: 'TE',
  PHONE: '+49 40 1234567',
};
/** The parties as the customer fills them on the manifest made from the SI (what each state needs). */
function partiesFor(status: MftStatus): { Shipper: ManifestParty; Consignee: ManifestParty } {
  // the check stops a missing consignee code at submission
  if (status === S.SUBMIT_FAILED) return { Shipper: SHIPPER, Consignee: { ...CONSIGNEE, CODE: '' } };
  // an early pilot-region code failing GB 32100's check character, kept by the person with a reason: customs refuses it
  if (status === S.REJECTED) return { Shipper: { ...SHIPPER, CODE: 'USCI+913301000000123456', CODE_OVERRIDE: true }, Consignee: CONSIGNEE };
  return { Shipper: SHIPPER, Consignee: CONSIGNEE };
}

interface Booking {
  cgo_id: string;
  company_id: string;
  mbl_no: string;
  carrier: string;
  vessel: string;
  voyage: string;
}

/** One house bill's box and goods, as its shipper's packing list says (the goods of 天祥's LED shipments). */
interface PackedBox {
  cnno: string;
  seal: string;
  lines: { goods: string; hscode: string; marks: string; pkg: string; num: number; kg: number; cbm: number }[];
}
const GOODS: PackedBox['lines'] = [
  { goods: 'LED PANEL LIGHTS', hscode: '9405420000', marks: 'TX-LED\nHAMBURG', pkg: 'CT', num: 860, kg: 7310, cbm: 58.5 },
  { goods: 'LED DRIVERS', hscode: '8504409999', marks: 'TX-DRV\nHAMBURG', pkg: 'CT', num: 240, kg: 2160, cbm: 8.2 },
];

/**
 * The demo's consolidation booking: 天祥's thirteen house bills on COSCO SHIPPING ARIES 031W (the
 * vessel of its first demo booking, departed in the container events' demo), one 40' box each — each
 * box on one SI, as the SI's container rule wants — released, with each box's VGM declared. A booking
 * of its own: the SI tests work on the other demo bookings, whose boxes are free of SIs.
 */
export const DEMO_MANIFEST_CGO = 'CGO-HZTX-2611-MFT';
const demoBox = (i: number) => withCheckDigit(`HZTU${String(261101 + i).padStart(6, '0')}`);
async function demoBooking(tx: Queryable): Promise<Booking | undefined> {
  const boxes = ORDER.map((_, i) => demoBox(i));
  await insertDemoBookings(tx, [
    {
      cgo: DEMO_MANIFEST_CGO,
      company: 'CUS-HZTX',
      mbl: 'COSU6401120099',
      carrier: 'COSU',
      vessel: 'COSCO SHIPPING ARIES',
      voyage: '031W',
      receipt: ['HANGZHOU', 'CNHGH'],
      loading: ['SHANGHAI', 'CNSHA'],
      discharge: ['HAMBURG', 'DEHAM'],
      delivery: ['HAMBURG', 'DEHAM'],
      sailing: '2026-12-06',
      deadline: '2026-12-02',
      containers: [{ TYPE: '40HQ', COUNT: boxes.length, CNNOS: boxes }],
    },
  ]);
  const [b] = await tx.query<Booking>(`select cgo_id, company_id::text, mbl_no, carrier, vessel, voyage from booking_facts where cgo_id = $1`, [
    DEMO_MANIFEST_CGO,
  ]);
  // each box weighed and declared (the VGM the send's check asks for)
  if (b)
    for (const cnno of boxes)
      await seedDeclaredVgm(tx, {
        companyId: b.company_id,
        cgoId: DEMO_MANIFEST_CGO,
        cnno,
        kg: 13270,
        responsibleParty: 'HANGZHOU TIANXIANG TRADING CO LTD',
        signatory: 'CHEN JING',
      });
  return b;
}

/** The box of the accepted one gated in laden and loaded, as the terminal's people typed it (customs follows: 运抵 … 理货). */
async function gatedInAndLoaded(tx: Queryable, admin: Actor, cnno: string) {
  const at = (hours: number) => `${new Date(Date.now() - hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
  for (const [code, hours] of [
    ['GTIN', 40],
    ['LOAD', 10],
  ] as const) {
    const o = await storeEvent(
      tx,
      admin,
      `MANUAL:${admin.id}`,
      {
        EVT_TYPE: 'EQUIPMENT',
        EVT_CODE: code,
        EVT_CLASSIFIER: 'ACT',
        EVT_AT: at(hours),
        EVT_EQUIPMENT_REF: cnno,
        EVT_EMPTY: 'LADEN',
        EVT_LOCATION: 'CNSHA',
        EVT_FACILITY_TYPE: 'POTE',
      },
      'zh',
      demoEventId(`mft-${cnno}-${code}`),
    );
    if (!o.ok) throw new Error(`demo manifests, container event ${code}: ${o.message}`);
  }
}

/**
 * The approved SI of one house bill, as the shipper wrote it from the box's packing list: the parties
 * as the SI's blocks, the box with its seal and the packing list's goods lines.
 */
async function approvedDemoSi(tx: Queryable, b: Booking, box: PackedBox, hbl: string, owner: Actor, reviewer: Actor): Promise<number> {
  const sum = (f: (l: PackedBox['lines'][number]) => number) => box.lines.reduce((n, l) => n + f(l), 0);
  const record = {
    TBI_SITYPE: 1,
    TBI_NUM: sum((l) => l.num),
    TBI_CGO_ID: b.cgo_id,
    TBI_MBL_NO: b.mbl_no,
    TBI_SIMBL_NO: hbl,
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_CONSIGNOR: `${SHIPPER.NAME}\n${SHIPPER.ADDRESS}`,
    TBI_CONSIGNEE: `${CONSIGNEE.NAME}\n${CONSIGNEE.ADDRESS}`,
    TBI_NOTIFIER_1: '',
    TBI_CARRIER: b.carrier,
    TBI_VESSEL: b.vessel,
    TBI_VOYAGE: b.voyage,
    TBI_LOADING_CODE: 'CNSHA',
    TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_CODE: 'DEHAM',
    TBI_PACKAGE: box.lines[0]!.pkg,
    Boxes: [
      {
        TBX_TYPE: '40HQ',
        TBX_CNNO: box.cnno,
        TBX_SEALNO: box.seal,
        TBX_PACKAGE: box.lines[0]!.pkg,
        TBX_NUM: sum((l) => l.num),
        TBX_WEIGHT: sum((l) => l.kg),
        TBX_VOLUME: sum((l) => l.cbm),
        Details: box.lines.map((l) => ({
          TBD_GOODS: l.goods,
          TBD_HSCODE: l.hscode,
          TBD_MARKS: l.marks,
          TBD_PACKAGE: l.pkg,
          TBD_NUM: l.num,
          TBD_WEIGHT: l.kg,
          TBD_VOLUME: l.cbm,
        })),
      },
    ],
    Masters: [],
  };
  return seedApprovedSi(tx, {
    companyId: b.company_id,
    cgoId: b.cgo_id,
    record: record as SiRecordDraft,
    ownerId: owner.id,
    reviewerId: reviewer.id,
    blNo: hbl,
  });
}

export async function seedDemoManifests(tx: Queryable): Promise<void> {
  await seedStates(tx);
  await seedOtherCompany(tx);
}

/** 宁波海越's draft on its own booking, with a share link: what another company's people must never reach. */
async function seedOtherCompany(tx: Queryable): Promise<void> {
  const [b] = await tx.query<{ cgo_id: string; company_id: string; mbl_no: string; carrier: string; vessel: string; voyage: string; by: number | null }>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage,
            (select e.id::int from employee_directory e where e.company_id = b.company_id order by e.id limit 1) as by
       from booking_facts b where b.cgo_id = 'CGO-NBHY-2611-001'`,
  );
  if (!b) return;
  const made = await insertManifest(
    tx,
    {
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'MASTER',
      MFT_CGO_ID: b.cgo_id,
      MFT_MBL_NO: b.mbl_no,
      MFT_CARRIER: b.carrier,
      MFT_VESSEL: b.vessel,
      MFT_VOYAGE: b.voyage,
      Shipper: { NAME: 'NINGBO HAIYUE IMPORT AND EXPORT CO LTD', ADDRESS: '32 MINGZHOU ROAD BEILUN NINGBO', COUNTRY: 'CN' },
      Consignee: {},
      Containers: [],
      Items: [],
    },
    { companyId: b.company_id, by: b.by, configId: null },
  );
  if (b.by) await createShare(tx, { docType: MANIFEST_DOC, docId: made.id, companyId: Number(b.company_id), scope: ['EDIT_PARTIES'], createdBy: b.by });
}

/** The demo's channel: the simulated single window on a clock of its own, moved on by each round it runs. */
function demoChannel(db: Db) {
  const options: ManifestSimulatorOptions = { secondMs: 1000, releaseMinutes: 30, faults: {} };
  const healthy = manifestSimulator(db, options);
  const down = manifestSimulator(db, { ...options, faults: { '5xx': 1 } });
  let now = Date.now();
  /** Rounds `stepMs` apart until `done` (at most `rounds`); the outbox's retry minute is a demo second. */
  return async function run(done: () => Promise<boolean>, o: { stepMs: number; rounds: number; failing?: boolean }) {
    for (let i = 0; i < o.rounds; i++) {
      await runManifestChannel(db, o.failing ? down : healthy, new Date(now), 1000);
      if (await done()) return;
      now += o.stepMs;
    }
    throw new Error('demo manifests: the channel did not get there');
  };
}

async function seedStates(tx: Queryable): Promise<void> {
  const [customerActor, staffActor, reviewer] = [
    await seedPerson(tx, 'customer@demo.test'),
    await seedPerson(tx, 'admin@demo.test'),
    await seedPerson(tx, 'reviewer@demo.test'),
  ];
  if (!customerActor || !staffActor || !reviewer) return;
  const b = await demoBooking(tx);
  if (!b) return;
  const db = seedDb(tx);
  const s = manifestService(db);
  const customer: Requester & { kind: 'employee' } = { kind: 'employee', actor: customerActor, lang: 'zh' };
  const verifier: Requester & { kind: 'employee' } = { kind: 'employee', actor: staffActor, lang: 'zh' };
  const must = <T>(what: string, o: { ok: true; value: T } | { ok: false; message?: string }): T => {
    if (!o.ok) throw new Error(`demo manifests, ${what}: ${o.message}`);
    return o.value;
  };

  // each made from its approved SI, prefilled, with what the SI lacks typed in
  const id = new Map<MftStatus, number>();
  for (const [i, status] of ORDER.entries()) {
    const hbl = demoHouseBill(status);
    const si = await approvedDemoSi(tx, b, { cnno: demoBox(i), seal: `CSA26${String(11101 + i)}`, lines: GOODS }, hbl, customerActor, reviewer);
    const made = must(
      `create ${hbl}`,
      await s.create(customer, {
        MFT_FILING: 'CN_EXPORT',
        MFT_LEVEL: 'HOUSE',
        MFT_CGO_ID: b.cgo_id,
        MFT_SI_ID: si,
        MFT_LOADING_AT: LOADING_AT,
        ...partiesFor(status),
      }),
    );
    id.set(status, made.Id);
  }
  const of = (status: MftStatus) => id.get(status)!;
  const key = (what: string) => ({ key: `demo-manifests-${what}`, hash: what });
  const stateOf = async (status: MftStatus) => (await tx.query<{ s: number }>('select mft_status::int as s from manifests where id = $1', [of(status)]))[0]!.s;

  // the customer submits; the verifier approves one and returns one; the customer cancels one never sent
  const submitted = must('submit', await s.submit(customer, ORDER.filter((x) => x !== S.DRAFT && x !== S.CANCELLED).map(of)));
  if (submitted.Failed.map((f) => f.Id).join() !== String(of(S.SUBMIT_FAILED))) throw new Error(`demo manifests: submitted ${JSON.stringify(submitted)}`);
  must('verify', await s.verify(verifier, { Id: of(S.VERIFIED), Approve: true }));
  must('return', await s.verify(verifier, { Id: of(S.VERIFY_FAILED), Approve: false, RemarkCode: 'R01', Remarks: '收货人企业代码请与合同核对后补充联系人。' }));
  must('cancel', await s.remove(customer, { Id: of(S.CANCELLED), Reason: '客户合并到另一分单' }));

  // the demo's loading time has passed by the time most people look: the verifier sends with a reason
  const override = { Reason: '演示数据：按客户确认的装船计划发送' };
  const send = async (states: MftStatus[]) => {
    const sent = must('send', await s.send(verifier, states.map(of), override, key(`send-${states.join('-')}`)));
    if (sent.Queued.length !== states.length) throw new Error(`demo manifests: send ${JSON.stringify(sent.Refused)}`);
  };
  const run = demoChannel(db);

  // the single window is down for this one: 5xx to every attempt, until the outbox gives up
  await send([S.SEND_FAILED]);
  await run(async () => (await stateOf(S.SEND_FAILED)) === S.SEND_FAILED, { stepMs: 61_000, rounds: 10, failing: true });

  // four go out together: customs refuses one, accepts three
  await send([S.REJECTED, S.ACCEPTED, S.AMENDING, S.DELETED]);
  const decided = async () =>
    (await stateOf(S.REJECTED)) === S.REJECTED &&
    (await stateOf(S.ACCEPTED)) === S.ACCEPTED &&
    (await stateOf(S.AMENDING)) === S.ACCEPTED &&
    (await stateOf(S.DELETED)) === S.ACCEPTED;
  await run(decided, { stepMs: 1000, rounds: 60 });
  await gatedInAndLoaded(tx, staffActor, demoBox(ORDER.indexOf(S.ACCEPTED)));
  // the box is gated in, loaded, the vessel departed (the demo's container events): 运抵, 放行 30 min later, 装载, 理货
  const tallied = async () =>
    (await tx.query<{ stage: string }>('select mft_stage as stage from manifests where id = $1', [of(S.ACCEPTED)]))[0]!.stage === 'TALLIED';
  await run(tallied, { stepMs: 60_000, rounds: 60 });

  // amended after acceptance: the first line's weight re-checked 20 kg lighter (change reason C02 when it is sent)
  const amending = must('amend', await s.amend(customer, of(S.AMENDING)));
  const current = (await s.load(db, customer, of(S.AMENDING), false))!;
  const lighter = (kg: number) => Math.round((kg - 20) * 1000) / 1000;
  const items = (current.Items ?? []).map((item, i) =>
    i === 0
      ? { ...item, MFG_GROSS_KG: lighter(item.MFG_GROSS_KG), Allocation: item.Allocation.map((a, k) => (k === 0 ? { ...a, KG: lighter(a.KG) } : a)) }
      : item,
  );
  must(
    'save amendment',
    await s.save(customer, { Id: of(S.AMENDING), VERSION: amending.VERSION, Items: items, MFT_TOTAL_KG: lighter(current.MFT_TOTAL_KG ?? 0) }),
  );
  // deleted at customs: the shipper split the bill
  must('delete', await s.remove(verifier, { Id: of(S.DELETED), ChangeReasonCode: 'C07', Reason: '发货人拆票，原分单删除' }));
  await run(async () => (await stateOf(S.DELETED)) === S.DELETED, { stepMs: 1000, rounds: 60 });

  // sent: the single window has acknowledged it and not decided yet (ACK in 1–3 s, a decision after 5)
  await send([S.SENT]);
  const acknowledged = async () => receiptApplied(tx, await messagesOf(tx, of(S.SENT)), 'ACK');
  await run(acknowledged, { stepMs: 1000, rounds: 4 });

  // sending: queued, and held in the outbox so that the demo keeps one on its way
  await send([S.SENDING]);
  await holdMessages(tx, await messagesOf(tx, of(S.SENDING)));

  for (const status of ORDER)
    if ((await stateOf(status)) !== status) throw new Error(`demo manifests: ${demoHouseBill(status)} is in ${await stateOf(status)}, not ${status}`);
}

/** The outbox messages a manifest's transmissions sent. */
async function messagesOf(tx: Queryable, manifestId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>('select message_id::int as id from manifest_transmissions where manifest_id = $1', [manifestId]);
  return rows.map((r) => r.id);
}
