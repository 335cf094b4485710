import { beforeAll } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { SiRecordDraft } from '../../../src/contract/si';
import type { Db } from '../../../server/db/types';
import { seedApprovedSi } from '../../../server/modules/si/public';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * What the bills' API tests share: an app with the houseBill module, the demo people's sessions, and
 * fixtures — a booking of their own with approved SIs (as the SI module stores them), and a LOAD event
 * per box (the container events' table) — so no test meets another's bills.
 */
export const CLERK = 'admin@demo.test';
export const CUSTOMER = 'customer.admin@demo.test';
export const CUSTOMER_CLERK = 'customer@demo.test';
export const OTHER = 'customer2@demo.test';
export const CONSIGNEE = 'SPEICHERSTADT WAREN GMBH';

let made = 0;
export const boxNo = (n: number) => withCheckDigit(`TST${'U'}${String(100000 + (process.pid % 5000) * 20 + n).padStart(6, '0')}`);

/** A booking of 天祥 with one approved SI per figure set (one box each); answers the booking and the SI ids. */
export async function bookingWithSis(db: Db, boxes: { pkgs: number; kg: number; cbm: number }[], company = 'CUS-HZTX') {
  const cgo = `CGO-HBLT-${process.pid % 10000}-${++made}`;
  const cnnos = boxes.map((_, i) => boxNo(made * 7 + i));
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
     select $1, c.id, 'OOLU' || $2, 'OOLU', 'OOCL TESTVESSEL', '099E', 'NINGBO', 'CNNGB', 'HAMBURG', 'DEHAM', $3 from companies c where c.code = $4`,
    [cgo, String(made).padStart(10, '0'), JSON.stringify([{ TYPE: '40HQ', COUNT: cnnos.length, CNNOS: cnnos }]), company],
  );
  const [people] = await db.query<{ company_id: string; owner: string; reviewer: string }>(
    `select c.id::text as company_id,
            (select e.id::text from employees e where e.company_id = c.id order by e.id limit 1) as owner,
            (select e.id::text from employees e join companies p on p.id = e.company_id and p.kind = 'platform' order by e.id limit 1) as reviewer
       from companies c where c.code = $1`,
    [company],
  );
  const sis: number[] = [];
  for (const [i, b] of boxes.entries())
    sis.push(
      await seedApprovedSi(db, {
        companyId: people!.company_id,
        cgoId: cgo,
        ownerId: people!.owner,
        reviewerId: people!.reviewer,
        blNo: `TSTB${process.pid % 10000}${made}${i}`,
        record: {
          TBI_SITYPE: 1,
          TBI_NUM: b.pkgs,
          TBI_CONSIGNOR: 'HANGZHOU TIANXIANG TRADING CO., LTD.\n杭州天祥贸易有限公司',
          TBI_CONSIGNEE: `${CONSIGNEE}\nHAMBURG GERMANY`,
          TBI_NOTIFIER_1: 'SAME AS CONSIGNEE',
          TBI_VESSEL: 'OOCL TESTVESSEL',
          TBI_VOYAGE: '099E',
          TBI_LOADING_PLACE: 'NINGBO',
          TBI_LOADING_CODE: 'CNNGB',
          TBI_DISCHARGE_PLACE: 'HAMBURG',
          TBI_DISCHARGE_CODE: 'DEHAM',
          TBI_GOODS: '陶瓷餐具 CERAMIC TABLEWARE',
          TBI_PACKAGE: 'CARTONS',
          Boxes: [{ TBX_TYPE: '40HQ', TBX_CNNO: cnnos[i]!, TBX_SEALNO: `SEAL${i}`, TBX_NUM: b.pkgs, TBX_WEIGHT: b.kg, TBX_VOLUME: b.cbm, Details: [] }],
          Masters: [],
        } as unknown as SiRecordDraft,
      }),
    );
  return { cgo, cnnos, sis };
}

/** A box loaded on board (an actual LOAD), as the terminal would report it. */
export async function loadBox(db: Db, cnno: string) {
  await db.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location)
     values (gen_random_uuid(), 'TEST', 'EQUIPMENT', 'LOAD', 'ACT', now() - interval '1 day', now(), $1, 'LADEN', 'CNNGB')`,
    [cnno],
  );
}

export const today = () => new Date().toISOString().slice(0, 10);

export function billApp() {
  const t = withTestApp({ modules: ['houseBill'] });
  const { call, asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const p of [CLERK, CUSTOMER, CUSTOMER_CLERK, OTHER]) tokens[p] = await asUser(p);
  });
  const post = (who: string, url: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
  const get = (who: string, url: string) => call('GET', url, tokens[who]!);
  const hbl = async (id: number, who = CLERK) => (await get(who, `${ENDPOINTS.hblGet}?Id=${id}`)).json().Data;
  const create = (siId: number, over: object = {}) =>
    post(CLERK, ENDPOINTS.hblCreateFromSi, { SiId: siId, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3, ...over });
  /** Made, sent to the workbench and approved by the shipper: state 3. */
  /** An HBL of the SI, its draft approved by the SI's company (`by`: one of its people). */
  async function approvedHbl(siId: number, by = CUSTOMER) {
    const id = (await create(siId)).json().Data.Id as number;
    await post(CLERK, ENDPOINTS.hblSendDraft, { Id: id, VERSION: (await hbl(id)).VERSION, Channel: 'WORKBENCH' });
    await post(by, ENDPOINTS.hblDecideDraft, { Id: id, VERSION: (await hbl(id)).VERSION, Approve: true });
    return id;
  }
  return { t, tokens, post, get, hbl, create, approvedHbl };
}
