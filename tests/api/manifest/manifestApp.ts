import { beforeAll } from 'vitest';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { runManifestChannel } from '../../../server/modules/manifest/channel';
import { manifestService } from '../../../server/modules/manifest/service';
import { type ManifestSimulatorOptions, manifestSimulator } from '../../../server/modules/manifest/simulator';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { actorOf } from '../support/killedServer';

/**
 * What the manifest API tests share: an app with the manifest module, the demo people's sessions, a
 * booking of their own (fresh ISO 6346 numbers and bill numbers, so no test meets another's
 * manifests), an approved SI as a fixture (the SI module makes them), and the channel driven by hand
 * on a compressed clock.
 */
export const CUSTOMER = 'customer.admin@demo.test';
export const OTHER = 'customer2@demo.test';
export const STAFF = 'admin@demo.test';

export const isoNumber = (owner: string, serial: number) => withCheckDigit(`${owner}${String(serial).padStart(6, '0')}`);

let made = 0;
/** A new booking of 天祥 (or `company`) with these containers and its loading `hours` from now. */
export async function newBooking(db: Db, cnnos: string[], hours = 72, company = 'CUS-HZTX'): Promise<{ cgo: string; mbl: string; voyage: string }> {
  made++;
  // a voyage of its own: the demo's events of the demo voyages (a departure …) never reach a test's bill
  const voyage = `T${(process.pid % 1000) * 100 + made}E`;
  const cgo = `CGO-MFTT-${process.pid % 10000}-${made}`;
  const mbl = `COSU${process.pid % 10000}${String(made).padStart(6, '0')}`;
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
     select $1, c.id, $2, 'COSU', 'COSCO SHIPPING ARIES', $5, 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $3 from companies c where c.code = $4`,
    [cgo, mbl, JSON.stringify([{ TYPE: '40HQ', COUNT: cnnos.length, CNNOS: cnnos }]), company, voyage],
  );
  await db.query(`insert into booking_cutoffs (cgo_id, code, at, source) values ($1, 'PCO', now() + make_interval(secs => $2), 'STAFF')`, [cgo, hours * 3600]);
  return { cgo, mbl, voyage };
}

/** An approved (status 2) SI of the booking: its parties as blocks, one box per container, one goods line each. */
export async function approvedSi(db: Db, cgo: string, mbl: string, cnnos: string[], status = 2): Promise<number> {
  const record = {
    TBI_SITYPE: 1,
    TBI_NUM: cnnos.length * 100,
    TBI_CGO_ID: cgo,
    TBI_MBL_NO: mbl,
    TBI_SIMBL_NO: '',
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_CONSIGNOR: 'HANGZHOU TIANXIANG TRADING CO LTD\n588 JIANGNAN AVENUE HANGZHOU',
    TBI_CONSIGNEE: 'HAMBURG HOUSEWARE IMPORT GMBH\nUEBERSEEALLEE 10 HAMBURG',
    TBI_NOTIFIER_1: '',
    TBI_CARRIER: 'COSU',
    TBI_VESSEL: 'COSCO SHIPPING ARIES',
    TBI_VOYAGE: '',
    TBI_LOADING_CODE: 'CNSHA',
    TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_CODE: '',
    TBI_PACKAGE: 'CT',
    Boxes: cnnos.map((n, i) => ({
      TBX_TYPE: '40HQ',
      TBX_CNNO: n,
      TBX_SEALNO: `SL${i + 1}`,
      TBX_PACKAGE: 'CT',
      TBX_NUM: 100,
      TBX_WEIGHT: 2000,
      TBX_VOLUME: 10,
      Details: [
        { TBD_GOODS: 'CERAMIC DINNERWARE SETS', TBD_HSCODE: '691110', TBD_MARKS: 'N/M', TBD_PACKAGE: 'CT', TBD_NUM: 100, TBD_WEIGHT: 2000, TBD_VOLUME: 10 },
      ],
    })),
    Masters: [],
  };
  const [row] = await db.query<{ id: number }>(
    `insert into si_records (company_id, cgo_id, status, mbl_no, record)
     select company_id, $1, $2, $3, jsonb_set($4::jsonb, '{TBI_VOYAGE}', to_jsonb(voyage)) from bookings where cgo_id = $1 returning id::int`,
    [cgo, status, mbl, JSON.stringify(record)],
  );
  return row!.id;
}

/** The parties customs need (the SI has no codes, countries or phones). */
export const PARTIES = {
  Shipper: {
    NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
    ADDRESS: '588 JIANGNAN AVENUE HANGZHOU',
    COUNTRY: 'CN',
    CODE: 'USCI+91330100799655058B',
    PHONE_TYPE: 'TE' as const,
    PHONE: '+86 571 87654321',
  },
  Consignee: {
    NAME: 'HAMBURG HOUSEWARE IMPORT GMBH',
    ADDRESS: 'UEBERSEEALLEE 10 HAMBURG',
    COUNTRY: 'DE',
    CODE: '9999+HRB123456',
    PHONE_TYPE: 'TE' as const,
    PHONE: '+49 40 1234567',
  },
};

/** A VGM declared for each container (the VGM module's table, as a fixture). */
export async function declareVgm(db: Db, cgo: string, cnnos: string[]) {
  for (const n of cnnos)
    await db.query(
      `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at, vgm_responsible_party, vgm_signatory, vgm_channel, vgm_status)
       select company_id, $1, $2, 1, 6000, 2, now(), 'HANGZHOU TIANXIANG', 'LI MING', 'STAFF', 2 from bookings where cgo_id = $1`,
      [cgo, n],
    );
}

export function manifestApp() {
  const t = withTestApp({ modules: ['manifest'] });
  const { call, asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const p of [CUSTOMER, OTHER, STAFF]) tokens[p] = await asUser(p);
  });
  let keys = 0;
  const post = (who: string, url: string, body: object, o: { key?: boolean | string; lang?: 'en' } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        ...(o.key ? { 'idempotency-key': typeof o.key === 'string' ? o.key : `mft-test-${process.pid}-${++keys}` } : {}),
        ...(o.lang ? { 'accept-language': o.lang } : {}),
      },
    });
  const get = (who: string, url: string) => call('GET', url, tokens[who]!);
  return { t, tokens, post, get, call };
}

/** What `drive` saw: the rounds it ran and the receipts customs sent (copies included). */
export interface DriveTally {
  rounds: number;
  polled: number;
}

/**
 * Runs the channel `rounds` times, the clock moving `stepMs` each round (a simulated second is `secondMs`);
 * with `until`, stops after the first round it answers true for. `tally` counts what the rounds saw.
 */
export async function drive(
  db: Db,
  options: Partial<ManifestSimulatorOptions> = {},
  rounds = 10,
  stepMs = 1000,
  start = new Date(),
  watch: { until?: () => Promise<boolean>; tally?: DriveTally } = {},
) {
  const adapter = manifestSimulator(db, { secondMs: 100, releaseMinutes: 1, faults: {}, ...options });
  const poll = adapter.poll.bind(adapter);
  adapter.poll = async (now) => {
    const receipts = await poll(now);
    if (watch.tally) watch.tally.polled += receipts.length;
    return receipts;
  };
  let now = start.getTime();
  for (let i = 0; i < rounds; i++) {
    await runManifestChannel(db, adapter, new Date(now), 1000);
    now += stepMs;
    if (watch.tally) watch.tally.rounds++;
    if (watch.until && (await watch.until())) break;
  }
  return new Date(now);
}

/**
 * `count` manifests made from approved SIs (one container each, numbered from `owner` + `serial`),
 * with the parties customs need and a declared VGM, submitted by 天祥's customer and sent by the
 * platform's verifier (天祥's configuration sends without verification): their messages wait in the
 * outbox. Through the services, as the calls do, without HTTP: the fault tests make hundreds.
 */
export async function sentManifests(db: Db, count: number, owner: string, serial: number): Promise<number[]> {
  const customer = { kind: 'employee' as const, actor: await actorOf(db, CUSTOMER), lang: 'zh' as const };
  const staff = { kind: 'employee' as const, actor: await actorOf(db, STAFF, 'platform'), lang: 'zh' as const };
  const s = manifestService(db);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const cnnos = [isoNumber(owner, serial + i)];
    const { cgo, mbl } = await newBooking(db, cnnos);
    const si = await approvedSi(db, cgo, mbl, cnnos);
    await declareVgm(db, cgo, cnnos);
    const made = await s.create(customer, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si, ...PARTIES });
    if (!made.ok) throw new Error(made.message);
    ids.push(made.value.Id);
  }
  const submitted = await s.submit(customer, ids);
  if (!submitted.ok || submitted.value.Submitted.length !== count) throw new Error(JSON.stringify(submitted));
  const sent = await s.send(staff, ids, undefined, { key: `sent-${owner}-${serial}-${process.pid}`, hash: owner });
  if (!sent.ok || sent.value.Queued.length !== count) throw new Error(JSON.stringify(sent));
  return ids;
}
