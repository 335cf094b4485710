import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { caller } from '../support/calls';

/**
 * The packing lists' test kit: the people (杭州天祥's employee and admin, 宁波海越's, the platform's
 * operator, the demo trucker 上海畅达 and the other provider 上海远达), a booking of the test's own
 * (so the demo's packing lists are never in the way), and the moves as one call each.
 */
export const PEOPLE = {
  customer: 'customer@demo.test',
  customerAdmin: 'customer.admin@demo.test',
  customer2: 'customer2@demo.test',
  operator: 'operator@demo.test',
  admin: 'admin@demo.test',
  trucker: 'trucker@demo.test',
  provider: 'provider@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

let serial = 0;
/** A fresh ISO 6346 container number (owner code, U, six digits, the check digit). */
export const box = (owner = 'TST') => withCheckDigit(`${owner}U${String(700_000 + ++serial).padStart(6, '0')}`);

/** A goods line that passes the check. */
export const goods = (over: Record<string, unknown> = {}) => ({
  PKD_SEQ: 1,
  PKD_CNGOODS: '不锈钢保温杯',
  PKD_GOODS: 'STAINLESS STEEL VACUUM FLASKS',
  PKD_HSCODE: '9617001900',
  PKD_MARKS: 'N/M',
  PKD_PACKAGE: 'CT',
  PKD_NUM: 500,
  PKD_WEIGHT: 6000,
  PKD_NET_WEIGHT: 5500,
  PKD_VOLUME: 30,
  ...over,
});

export function packingKit(t: { app: FastifyInstance; db: Db }) {
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  async function signIn() {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  }
  const post = (who: Who, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'en' } });
  const get = (who: Who, url: string) => call('GET', url, tokens[who]);

  /** A booking of the test's own for 杭州天祥 (or 宁波海越): its containers and, if given, its port cut-off. */
  async function booking(over: { company?: string; containers?: { TYPE: string; COUNT: number; CNNOS?: string[] }[]; pco?: Date; voyage?: string } = {}) {
    const cgo = `CGO-TEST-${++serial}`;
    const containers = over.containers ?? [{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }];
    await t.db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
       select $1, id, $3, 'COSU', 'COSCO SHIPPING TAURUS', $4, 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $5 from companies where code = $2`,
      [cgo, over.company ?? 'CUS-HZTX', `COSU64${serial}`, over.voyage ?? `T${serial}W`, JSON.stringify(containers)],
    );
    if (over.pco) await t.db.query(`insert into booking_cutoffs (cgo_id, code, at, source) values ($1, 'PCO', $2, 'STAFF')`, [cgo, over.pco]);
    return cgo;
  }

  const apply = (who: Who, body: object) => post(who, ENDPOINTS.packingApply, body);
  /** Applied for `count` of a type; the new ids. */
  async function applied(cgo: string, count = 1, type = '40HQ', who: Who = 'customer'): Promise<number[]> {
    const r = await apply(who, { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: type, Count: count }] });
    if (r.statusCode !== 200) throw new Error(r.body);
    return r.json().Data.Ids;
  }
  const decide = (who: Who, Ids: number[], Open: boolean, Remarks?: string) =>
    post(who, ENDPOINTS.packingDecideApplication, { Ids, Open, ...(Remarks ? { Remarks } : {}) });
  async function opened(cgo: string, count = 1, type = '40HQ'): Promise<number[]> {
    const ids = await applied(cgo, count, type);
    const r = await decide('operator', ids, true);
    if (r.statusCode !== 200) throw new Error(r.body);
    return ids;
  }
  const record = async (who: Who, id: number) => {
    const r = await get(who, `${ENDPOINTS.packingGet}?Id=${id}`);
    if (r.statusCode !== 200) throw new Error(r.body);
    return r.json().Data;
  };
  const status = async (id: number) => Number((await t.db.query<{ s: number }>('select pkl_status as s from packing_lists where id = $1', [id]))[0]!.s);
  const save = async (who: Who, id: number, data: object) =>
    post(who, ENDPOINTS.packingSaveData, { Id: id, VERSION: (await record(who, id)).VERSION, ...data });
  /** Good stuffed data: a fresh container, a fresh seal, one line, stuffed yesterday. */
  const goodData = (over: Record<string, unknown> = {}) => ({
    PKL_CNNO: box(),
    PKL_SEALNO: `SL${++serial}`,
    PKL_STUFF_PLACE: '义乌市稠江街道工厂',
    PKL_STUFF_AT: new Date(Date.now() - 86_400_000).toISOString(),
    Lines: [goods()],
    ...over,
  });
  const submit = async (who: Who, id: number) => post(who, ENDPOINTS.packingSubmitData, { Id: id, VERSION: (await record(who, id)).VERSION });
  /** Opened, filled and submitted by the customer. */
  async function submitted(cgo: string): Promise<number> {
    const [id] = await opened(cgo);
    const s = await save('customer', id!, goodData());
    if (s.statusCode !== 200) throw new Error(s.body);
    const r = await submit('customer', id!);
    if (r.statusCode !== 200) throw new Error(r.body);
    return id!;
  }
  const audit = (who: Who, id: number, Approve: boolean, Remarks?: string) =>
    post(who, ENDPOINTS.packingAuditData, { Id: id, Approve, ...(Remarks ? { Remarks } : {}) });
  const cancel = (who: Who, id: number, Reason = '客户取消') => post(who, ENDPOINTS.packingCancel, { Id: id, Reason });
  const events = async (id: number) => (await get('operator', `${ENDPOINTS.packingLog}?Id=${id}`)).json().Data.map((e: { Type: string }) => e.Type);
  const companyId = async (code: string) => Number((await t.db.query<{ id: string }>('select id from companies where code = $1', [code]))[0]!.id);
  /** Sets a packing list's state directly (a gate-in is the container events' module's, not a call of this one). */
  const force = (id: number, s: number) => t.db.query('update packing_lists set pkl_status = $2 where id = $1', [id, s]);
  return {
    tokens,
    signIn,
    post,
    get,
    booking,
    apply,
    applied,
    decide,
    opened,
    record,
    status,
    save,
    goodData,
    submit,
    submitted,
    audit,
    cancel,
    events,
    companyId,
    force,
  };
}
