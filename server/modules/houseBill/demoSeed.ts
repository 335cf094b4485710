import type { SiRecordDraft } from '../../../src/contract/si';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { demoEventId, storeEvent } from '../containerEvents/public';
import { seedApprovedSi } from '../si/public';
import { runCarrierSiChannel } from './carrierChannel';
import { carrierSiSimulator } from './carrierSimulator';
import { masterBillService } from './masterService';
import { houseBillService } from './service';

/**
 * Demo bills (issue 37), made the way people make them — each from its own approved SI through the
 * services, so its log is what the product wrote:
 *  - booking CGO-HZTX-2611-HB1 (two boxes, loaded on board) and CGO-HZTX-2611-HB2 (one box): three
 *    HBLs — two issued (the orderApply demo releases the second through an application, passed on
 *    review), approved by e-mail —
 *    under one MBL over both bookings, our SI sent to the simulated carrier and its draft recorded
 *    with a seal that differs from ours (the MBL page lists the difference);
 *  - booking CGO-HZTX-2611-HB3: a draft, one pending the shipper's approval (sent to the workbench),
 *    one voided, and two approved SIs without any HBL: HB3-D, the browser's chain test's, and HB3-E;
 *  - 宁波海越's CGO-NBHY-2611-HB1: a draft pending its approval (what 天祥's people must never reach).
 */
export const DEMO_HBL_BOOKINGS = { hb1: 'CGO-HZTX-2611-HB1', hb2: 'CGO-HZTX-2611-HB2', hb3: 'CGO-HZTX-2611-HB3', other: 'CGO-NBHY-2611-HB1' } as const;
/** Each demo booking's carrier B/L (MBL) number: the booking holds it, and its SIs carry it down (TBI_MBL_NO). */
const MBL_OF: Record<string, string> = {
  [DEMO_HBL_BOOKINGS.hb1]: 'OOLU2611771200',
  [DEMO_HBL_BOOKINGS.hb2]: 'OOLU2611771300',
  [DEMO_HBL_BOOKINGS.hb3]: 'OOLU2611882100',
  [DEMO_HBL_BOOKINGS.other]: 'OOLU2611993100',
};
/** The approved SI left without an HBL for the browser's chain test (its SI B/L number). */
export const DEMO_CHAIN_SI_BL = 'HZTXS26HB3D';

const box = (owner: string, n: number) => withCheckDigit(`${owner}U${String(n).padStart(6, '0')}`);
const BOXES = {
  hb1: [box('OOL', 771201), box('OOL', 771202)],
  hb2: [box('OOL', 771301)],
  hb3: [box('TCN', 882101), box('TCN', 882102), box('TCN', 882103), box('TCN', 882104), box('TCN', 882105)],
  other: [box('MSD', 993101)],
};

async function booking(tx: Queryable, cgo: string, company: string, mbl: string, cnnos: string[]) {
  await tx.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, containers)
     select $1, id, $3, 'OOLU', 'OOCL GERMANY', '112W', 'NINGBO', 'CNNGB', 'NINGBO', 'CNNGB', 'HAMBURG', 'DEHAM', 'HAMBURG', 'DEHAM', current_date - 2, $4
       from company_directory where code = $2 on conflict do nothing`,
    [cgo, company, mbl, JSON.stringify([{ TYPE: '40HQ', COUNT: cnnos.length, CNNOS: cnnos }])],
  );
  const [b] = await tx.query<{ company_id: string }>('select company_id::text from bookings where cgo_id = $1', [cgo]);
  return b?.company_id;
}

const CONSIGNEES = [
  'HANSEATIC HOME GOODS GMBH\nSPEICHERSTADT 12, 20457 HAMBURG\nGERMANY TEL +49 40 3344 5566',
  'NORDKAP TRADING GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG GERMANY',
  'ELBE KITCHENWARE IMPORT KG\nAM SANDTORKAI 50, 20457 HAMBURG',
];

function record(cgo: string, blNo: string, cnno: string, i: number, shipper: string): SiRecordDraft {
  const pkgs = 400 + i * 20;
  const kg = 8200 + i * 150;
  const cbm = 56 + i;
  return {
    TBI_SITYPE: 1,
    TBI_NUM: pkgs,
    TBI_CGO_ID: cgo,
    TBI_MBL_NO: MBL_OF[cgo] ?? '',
    TBI_SIMBL_NO: blNo,
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_SIGNING_METHOD: 'ORIGINAL',
    TBI_CONSIGNOR: shipper,
    TBI_CONSIGNEE: CONSIGNEES[i % CONSIGNEES.length]!,
    TBI_NOTIFIER_1: 'SAME AS CONSIGNEE',
    TBI_CARRIER: 'OOLU',
    TBI_VESSEL: 'OOCL GERMANY',
    TBI_VOYAGE: '112W',
    TBI_RECEIPT_PLACE: 'NINGBO',
    TBI_RECEIPT_CODE: 'CNNGB',
    TBI_LOADING_PLACE: 'NINGBO',
    TBI_LOADING_CODE: 'CNNGB',
    TBI_DISCHARGE_PLACE: 'HAMBURG',
    TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_PLACE: 'HAMBURG',
    TBI_DELIVERY_CODE: 'DEHAM',
    TBI_MARKS: `HHG/HAMBURG\nPO NO. 4500${7781 + i}\nC/NO. 1-${pkgs}\nMADE IN CHINA`,
    TBI_GOODS: `陶瓷餐具 CERAMIC TABLEWARE (DINNER SETS, 16 PCS PER SET) HS 691110\nSHIPPER'S LOAD, STOW, COUNT AND SEAL`,
    TBI_PACKAGE: 'CARTONS',
    TBI_HSCODE: '691110',
    Boxes: [
      {
        TBX_TYPE: '40HQ',
        TBX_CNNO: cnno,
        TBX_SEALNO: `OOLKS${String(310_000 + i)}`,
        TBX_PACKAGE: 'CARTONS',
        TBX_NUM: pkgs,
        TBX_WEIGHT: kg,
        TBX_VOLUME: cbm,
        Details: [{ TBD_GOODS: 'CERAMIC TABLEWARE', TBD_HSCODE: '691110', TBD_NUM: pkgs, TBD_WEIGHT: kg, TBD_VOLUME: cbm, TBD_PACKAGE: 'CARTONS' }],
      },
    ],
    Masters: [],
  } as SiRecordDraft;
}

const SHIPPER_HZ = 'HANGZHOU TIANXIANG TRADING CO., LTD.\n杭州天祥贸易有限公司\nNO. 88 JIANGNAN AVENUE, BINJIANG DISTRICT\nHANGZHOU 310051 CHINA';
const SHIPPER_NB = 'NINGBO HAIYUE IMPORT & EXPORT CO., LTD.\nNO. 18 ZHONGSHAN EAST ROAD, NINGBO CHINA';

async function loaded(tx: Queryable, admin: Actor, cnno: string) {
  const at = `${new Date(Date.now() - 30 * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
  const o = await storeEvent(
    tx,
    admin,
    `MANUAL:${admin.id}`,
    {
      EVT_TYPE: 'EQUIPMENT',
      EVT_CODE: 'LOAD',
      EVT_CLASSIFIER: 'ACT',
      EVT_AT: at,
      EVT_EQUIPMENT_REF: cnno,
      EVT_EMPTY: 'LADEN',
      EVT_LOCATION: 'CNNGB',
      EVT_FACILITY_TYPE: 'POTE',
    },
    'zh',
    demoEventId(`hbl-${cnno}-LOAD`),
  );
  if (!o.ok) throw new Error(`demo bills, LOAD of ${cnno}: ${o.message}`);
}

export async function seedDemoBills(tx: Queryable): Promise<void> {
  const [clerk, customer, reviewer, other] = [
    await seedPerson(tx, 'admin@demo.test'),
    await seedPerson(tx, 'customer.admin@demo.test'),
    await seedPerson(tx, 'reviewer@demo.test'),
    await seedPerson(tx, 'customer2@demo.test'),
  ];
  if (!clerk || !customer || !reviewer || !other) return;
  const [done] = await tx.query(`select 1 from bookings where cgo_id = $1`, [DEMO_HBL_BOOKINGS.hb1]);
  if (done) return;
  const db = seedDb(tx);
  const hbl = houseBillService(db);
  const mbl = masterBillService(db);
  const must = <T>(what: string, o: { ok: true; value: T } | { ok: false; message?: string }): T => {
    if (!o.ok) throw new Error(`demo bills, ${what}: ${o.message}`);
    return o.value;
  };
  const hz = await booking(tx, DEMO_HBL_BOOKINGS.hb1, 'CUS-HZTX', MBL_OF[DEMO_HBL_BOOKINGS.hb1]!, BOXES.hb1);
  await booking(tx, DEMO_HBL_BOOKINGS.hb2, 'CUS-HZTX', MBL_OF[DEMO_HBL_BOOKINGS.hb2]!, BOXES.hb2);
  await booking(tx, DEMO_HBL_BOOKINGS.hb3, 'CUS-HZTX', MBL_OF[DEMO_HBL_BOOKINGS.hb3]!, BOXES.hb3);
  const nb = await booking(tx, DEMO_HBL_BOOKINGS.other, 'CUS-NBHY', MBL_OF[DEMO_HBL_BOOKINGS.other]!, BOXES.other);
  if (!hz || !nb) return;

  let n = 0;
  const si = (cgo: string, cnno: string, blNo: string, owner: Actor = customer, company = hz, shipper = SHIPPER_HZ) =>
    seedApprovedSi(tx, { companyId: company, cgoId: cgo, record: record(cgo, blNo, cnno, n++, shipper), ownerId: owner.id, reviewerId: reviewer.id, blNo });
  const make = async (siId: number) => {
    const made = must('create', await hbl.createFromSi(clerk, { SiId: siId, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3 }));
    return made.Id;
  };
  const version = async (id: number) => must('get', await hbl.get(clerk, id)).VERSION;
  const send = async (id: number) => must('send', await hbl.sendDraft(clerk, { Id: id, VERSION: await version(id), Channel: 'WORKBENCH' }));
  const approve = async (id: number, by: Actor) =>
    must(
      'approve',
      await hbl.decideDraft(by, {
        Id: id,
        VERSION: await version(id),
        Approve: true,
        Note: by === clerk ? 'E-mail from LI MING (shipper), approved as drafted' : undefined,
      }),
    );
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const issue = async (id: number) =>
    must(
      'issue',
      await hbl.issue(clerk, { Id: id, VERSION: await version(id), HBL_ISSUE_DATE: day(0), HBL_ON_BOARD_DATE: day(1), HBL_PLACE_OF_ISSUE: 'NINGBO' }),
    );

  // HB1: two issued (one to be released through its B/L application); HB2: approved by e-mail — all three under one master
  for (const c of BOXES.hb1) await loaded(tx, clerk, c);
  const issued = await make(await si(DEMO_HBL_BOOKINGS.hb1, BOXES.hb1[0]!, 'HZTXS26HB1A'));
  await send(issued);
  await approve(issued, customer);
  await issue(issued);
  const released = await make(await si(DEMO_HBL_BOOKINGS.hb1, BOXES.hb1[1]!, 'HZTXS26HB1B'));
  await send(released);
  await approve(released, customer);
  await issue(released);
  const approved = await make(await si(DEMO_HBL_BOOKINGS.hb2, BOXES.hb2[0]!, 'HZTXS26HB2A'));
  await send(approved);
  await approve(approved, clerk);

  const m = must('mbl', await mbl.create(clerk, { CGO_IDs: [DEMO_HBL_BOOKINGS.hb1, DEMO_HBL_BOOKINGS.hb2], Direct: false }));
  const mv = async () => must('mbl get', await mbl.get(m.Id)).VERSION;
  must(
    'mbl save',
    await mbl.save(clerk, {
      Id: m.Id,
      VERSION: await mv(),
      MBL_CONSIGNEE: 'HANSA LOGISTICS AGENCY GMBH\nAS AGENT FOR THE FORWARDER\nHAMBURG GERMANY',
      MBL_NOTIFY: 'SAME AS CONSIGNEE',
    }),
  );
  must('mbl submit', await mbl.submitToCarrier(clerk, { Id: m.Id, VERSION: await mv() }, { key: 'demo-mbl-submit-1', hash: 'demo' }));
  // the simulated carrier takes our SI and answers its draft (the demo's own clock)
  const sim = carrierSiSimulator(db, { delayMs: 1000, faults: {} });
  const start = Date.now();
  for (let i = 0; i < 4; i++) await runCarrierSiChannel(db, sim, new Date(start + i * 1500), 1000);
  // …then the carrier's corrected draft arrives by e-mail with a seal it read otherwise: recorded by the clerk, the difference listed
  const got = must('mbl get', await mbl.get(m.Id));
  if (got.CarrierDraft) {
    const draft = got.CarrierDraft as { Containers: { SEALNO: string }[] } & Record<string, unknown>;
    const changed = { ...draft, Containers: draft.Containers.map((c, i) => (i === 0 ? { ...c, SEALNO: `${c.SEALNO}X` } : c)) };
    must('mbl draft', await mbl.recordCarrierDraft(clerk, { Id: m.Id, VERSION: got.VERSION, Draft: changed as never }));
  }

  // HB3: a draft, one pending the shipper's approval, one voided; two approved SIs with no HBL
  await make(await si(DEMO_HBL_BOOKINGS.hb3, BOXES.hb3[0]!, 'HZTXS26HB3A'));
  const pending = await make(await si(DEMO_HBL_BOOKINGS.hb3, BOXES.hb3[1]!, 'HZTXS26HB3B'));
  await send(pending);
  const voided = await make(await si(DEMO_HBL_BOOKINGS.hb3, BOXES.hb3[2]!, 'HZTXS26HB3C'));
  must('void', await hbl.void(clerk, { Id: voided, VERSION: await version(voided), Reason: 'Made in error: the shipper asked for a sea waybill' }));
  // loaded on board, waiting for its house bill: the browser's chain makes, approves, issues and prints it
  await loaded(tx, clerk, BOXES.hb3[3]!);
  await si(DEMO_HBL_BOOKINGS.hb3, BOXES.hb3[3]!, DEMO_CHAIN_SI_BL);
  await si(DEMO_HBL_BOOKINGS.hb3, BOXES.hb3[4]!, 'HZTXS26HB3E');

  // 宁波海越's own, pending its approval
  const theirs = await make(await si(DEMO_HBL_BOOKINGS.other, BOXES.other[0]!, 'NBHYS26HB1A', other, nb, SHIPPER_NB));
  await send(theirs);
}
