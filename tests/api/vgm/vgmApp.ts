import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { runVgmChannel } from '../../../server/modules/vgm/channel';
import { vgmSimulator, type VgmSimulatorOptions } from '../../../server/modules/vgm/simulator';
import { runTerminalVgmChannel } from '../../../server/modules/vgm/terminalChannel';
import { type TerminalVgmOptions, terminalVgmSimulator } from '../../../server/modules/vgm/terminalSimulator';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * What the VGM API tests share: an app with the VGM module, the demo people's sessions, a booking of
 * their own (a copy of a demo one with fresh ISO 6346 numbers, so no test meets another's versions),
 * packing lists as SQL fixtures (another module builds them), and the channel driven by hand.
 */
export const CUSTOMER = 'customer.admin@demo.test';
export const CLERK = 'customer@demo.test';
export const OTHER = 'customer2@demo.test';
export const STAFF = 'admin@demo.test';
export const DESK = 'booking@demo.test';

/** A valid ISO 6346 number (owner code + serial, check digit computed). */
export const isoNumber = (owner: string, serial: number) => withCheckDigit(`${owner}${String(serial).padStart(6, '0')}`);

let made = 0;
/** A new released booking of 天祥 (or `company`) with these containers, its VCO `vcoHours` from now (none when undefined). */
export async function newBooking(db: Db, boxes: { type: string; n: string }[], vcoHours?: number, company = 'CUS-HZTX'): Promise<string> {
  const cgo = `CGO-VGMT-${process.pid % 10000}-${++made}`;
  const containers = Object.values(
    boxes.reduce<Record<string, { TYPE: string; COUNT: number; CNNOS: string[] }>>((acc, b) => {
      acc[b.type] ??= { TYPE: b.type, COUNT: 0, CNNOS: [] };
      acc[b.type]!.COUNT++;
      acc[b.type]!.CNNOS.push(b.n);
      return acc;
    }, {}),
  );
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
     select $1, c.id, 'COSU' || $2, 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $3 from companies c where c.code = $4`,
    [cgo, String(made).padStart(10, '0'), JSON.stringify(containers), company],
  );
  if (vcoHours !== undefined) await setVco(db, cgo, vcoHours);
  return cgo;
}

export async function setVco(db: Db, cgo: string, hours: number) {
  await db.query(
    `insert into booking_cutoffs (cgo_id, code, at, source) values ($1, 'VCO', now() + make_interval(secs => $2), 'STAFF')
     on conflict (cgo_id, code) do update set at = excluded.at`,
    [cgo, hours * 3600],
  );
}

/** A packing list for one container (a fixture: the packing module owns them): tare, plate and lines' gross. */
export async function packingList(
  db: Db,
  cgo: string,
  cnno: string,
  type: string,
  f: { tare?: number; max?: number; lines: number[]; stuffHoursAgo?: number; seal?: string },
) {
  const [row] = await db.query<{ id: number }>(
    `insert into packing_lists (company_id, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_cntr_type, pkl_slot, pkl_cnno, pkl_tare_kg, pkl_max_gross_kg,
       pkl_stuff_at, pkl_apply_batch, pkl_status, pkl_sealno)
     select b.company_id, 1, b.cgo_id, b.mbl_no, b.carrier, $3, (select count(*) + 1 from packing_lists where pkl_cgo_id = b.cgo_id), $2, $4, $5,
            now() - make_interval(hours => $6), gen_random_uuid(), 5, $7
       from bookings b where b.cgo_id = $1 returning id::int`,
    [cgo, cnno, type, f.tare ?? null, f.max ?? null, f.stuffHoursAgo ?? 48, f.seal ?? ''],
  );
  for (const [i, kg] of f.lines.entries())
    await db.query('insert into packing_list_lines (pkl_id, pkd_seq, pkd_num, pkd_weight, pkd_volume) values ($1, $2, 10, $3, 1)', [row!.id, i + 1, kg]);
  return row!.id;
}

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** One container's method-1 figures, valid unless told otherwise. */
export const method1 = (cnno: string, kg = 24_000, over: object = {}) => ({
  CNNO: cnno,
  VGM_KG: kg,
  VGM_METHOD: 1,
  VGM_WEIGHED_AT: hoursAgo(2),
  VGM_WEIGHING_PARTY: 'SHANGHAI WAIGAOQIAO WEIGHBRIDGE NO.3',
  VGM_CERT_NO: 'WB-778812',
  ...over,
});
export const declaration = (cgo: string, containers: object[], over: object = {}) => ({
  CGO_ID: cgo,
  Containers: containers,
  VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG TRADING CO LTD',
  VGM_SIGNATORY: 'LI MING',
  Accept: true,
  ...over,
});

/** The app, the sessions and the calls every VGM test file uses. */
export function vgmApp(modules: string[] = ['vgm']) {
  const t = withTestApp({ modules });
  const { call, asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const p of [CUSTOMER, CLERK, OTHER, STAFF, DESK]) tokens[p] = await asUser(p);
  });
  let keys = 0;
  const post = (who: string, url: string, body: object, key?: string, lang?: 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${tokens[who]}`, ...(key ? { 'idempotency-key': key } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const declare = (who: string, body: object, key = `vgm-test-${process.pid}-${++keys}`, lang?: 'en') => post(who, ENDPOINTS.vgmDeclare, body, key, lang);
  const get = (who: string, url: string) => call('GET', url, tokens[who]!);
  const list = async (who: string, cgo: string) => (await get(who, `${ENDPOINTS.vgmList}?CGO_ID=${cgo}`)).json().Data;
  return { t, tokens, post, declare, get, list, call };
}

/** Runs the channel until nothing is left to do or `rounds` ran, the clock moving `stepMs` each round. */
export async function drive(db: Db, options: Partial<VgmSimulatorOptions> = {}, rounds = 6, stepMs = 1000, start = new Date()) {
  const adapter = vgmSimulator(db, { delayMs: 500, faults: {}, ...options });
  let now = start.getTime();
  for (let i = 0; i < rounds; i++) {
    await runVgmChannel(db, adapter, new Date(now), 1000);
    now += stepMs;
  }
  return new Date(now);
}

/** Runs the terminal's channel (TERMINAL_VGM) the same way. */
export async function driveTerminal(db: Db, options: Partial<TerminalVgmOptions> = {}, rounds = 6, stepMs = 1000, start = new Date()) {
  const adapter = terminalVgmSimulator(db, { delayMs: 100, faults: {}, ...options });
  let now = start.getTime();
  for (let i = 0; i < rounds; i++) {
    await runTerminalVgmChannel(db, adapter, new Date(now), 1000);
    now += stepMs;
  }
  return new Date(now);
}

export type App = { app: FastifyInstance; db: Db };
