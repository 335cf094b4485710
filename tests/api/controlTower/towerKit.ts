import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ExceptionRow } from '../../../src/contract/controlTower/calls';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { caller } from '../support/calls';

/**
 * The control tower's test kit: the demo people, bookings of the test's own with the cut-offs it
 * names (hours from now), and the facts the rules read written as SQL fixtures (the modules that own
 * them have their own tests of how they get there): SIs, VGMs, packing lists, manifests, events.
 */
export const PEOPLE = {
  customer: 'customer.admin@demo.test',
  customer2: 'customer2@demo.test',
  admin: 'admin@demo.test',
  operator: 'operator@demo.test',
  reviewer: 'reviewer@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

let serial = 0;
export const box = () => withCheckDigit(`TWRU${String(300_000 + ++serial).padStart(6, '0')}`);

export function towerKit(t: { app: FastifyInstance; db: Db }) {
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  const signIn = async () => {
    for (const [who, account] of Object.entries(PEOPLE)) tokens[who as Who] = await asUser(account);
  };
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

  /** A booking of 天祥 (or `company`) with `count` 40HQ boxes and these cut-offs (code → hours from now). */
  async function booking(cutOffs: Record<string, number>, o: { company?: string; count?: number; vessel?: string; voyage?: string } = {}) {
    const cgo = `CGO-TWR-${process.pid % 10000}-${++serial}`;
    const boxes = Array.from({ length: o.count ?? 1 }, box);
    await q(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
       select $1, c.id, 'TWR' || $2, 'COSU', $5, $6, 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $3 from companies c where c.code = $4`,
      [
        cgo,
        String(serial).padStart(8, '0'),
        JSON.stringify([{ TYPE: '40HQ', COUNT: boxes.length, CNNOS: boxes }]),
        o.company ?? 'CUS-HZTX',
        o.vessel ?? 'TOWER STAR',
        o.voyage ?? `T${serial}E`,
      ],
    );
    for (const [code, hours] of Object.entries(cutOffs))
      await q(
        `insert into booking_cutoffs (cgo_id, code, at, source) values ($1, $2, now() + make_interval(secs => $3), 'STAFF')
         on conflict (cgo_id, code) do update set at = excluded.at`,
        [cgo, code, hours * 3600],
      );
    return { cgo, boxes };
  }

  /** A packing list of the booking in `status` (2 opened … 7 gated in), for `cnno`. */
  async function packingList(cgo: string, cnno: string, status: number, gatedHoursAgo?: number) {
    const [row] = await q<{ id: number }>(
      `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code, pkl_cntr_type, pkl_slot,
         pkl_cnno, pkl_apply_batch, pkl_status, pkl_gated_in_at)
       select b.company_id, case when $3 = 1 then null else 'PKTWR' || lpad((select count(*) + 1 from packing_lists)::text, 8, '0') end, 1, b.cgo_id, b.mbl_no, b.carrier,
              b.vessel, b.voyage, b.loading_code, '40HQ', (select count(*) + 1 from packing_lists where pkl_cgo_id = b.cgo_id), $2, gen_random_uuid(), $3,
              case when $4::int is null then null else now() - make_interval(hours => $4::int) end
         from bookings b where b.cgo_id = $1 returning id::int`,
      [cgo, cnno, status, gatedHoursAgo ?? null],
    );
    return row!.id;
  }

  /** An event (ACT unless told), at `hours` from now. */
  async function event(e: {
    code: string;
    hours: number;
    cnno?: string;
    cgo?: string;
    location?: string;
    classifier?: string;
    vessel?: string;
    voyage?: string;
    updatedHours?: number;
  }) {
    const type = ['ARRI', 'DEPA'].includes(e.code) ? 'TRANSPORT' : 'EQUIPMENT';
    await q(
      `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location,
         evt_mode, evt_vessel_name, evt_voyage, evt_cgo_id, company_id)
       values (gen_random_uuid(), 'TEST', $1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5), $6, $7, $8, $9, $10, $11, $12,
               (select company_id from bookings where cgo_id = $12))`,
      [
        type,
        e.code,
        e.classifier ?? 'ACT',
        e.hours * 3600,
        (e.updatedHours ?? Math.min(e.hours, 0)) * 3600,
        e.cnno ?? '',
        type === 'EQUIPMENT' ? 'LADEN' : null,
        e.location ?? 'CNSHA',
        type === 'TRANSPORT' ? 'VESSEL' : null,
        e.vessel ?? '',
        e.voyage ?? '',
        e.cgo ?? null,
      ],
    );
  }

  const exceptions = async (who: Who, query = '') => {
    const res = await call('GET', `${ENDPOINTS.towerExceptions}?PageSize=200${query}`, tokens[who]);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().Data as { Items: ExceptionRow[]; Total: number };
  };
  /** The exceptions of `code` about `docId` the person sees now. */
  const about = async (who: Who, code: string, docId: string, acked = false) =>
    (await exceptions(who, `&Code=${code}${acked ? '&Acked=true' : ''}`)).Items.filter((r) => r.DocId === docId);
  const ack = (who: Who, body: object) => call('POST', ENDPOINTS.towerAck, tokens[who], body);

  return { tokens, signIn, call, q, booking, packingList, event, exceptions, about, ack };
}
