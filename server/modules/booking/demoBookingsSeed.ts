import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Queryable } from '../../db/types';

/**
 * The demo's cargo records (bookings) the SI demo makes its SIs from, and the released booking
 * orders are (seed steps demo-bookings-v1 and -v2, the SI's: they run at their shipped place, on an
 * older schema too). Booking owns bookings, so the rows are written here (issue 46).
 */

const boxes = (owner: string, start: number, n: number) =>
  Array.from({ length: n }, (_, i) => withCheckDigit(`${owner}U${String(start + i).padStart(6, '0')}`));

/** A demo cargo record: the company by its code, each place as [name, UN/LOCODE], days as 'YYYY-MM-DD'. */
export type DemoBooking = {
  cgo: string;
  company: string;
  mbl: string;
  carrier: string;
  vessel: string;
  voyage: string;
  receipt: [string, string];
  loading: [string, string];
  discharge: [string, string];
  delivery: [string, string];
  sailing: string;
  /** The SI deadline day; none for a booking made without one. */
  deadline: string | null;
  containers: { TYPE: string; COUNT: number; CNNOS: string[] }[];
};

/** Realistic demo bookings to make SIs from (seed step demo-bookings-v1: this list never changes). */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    cgo: 'CGO-HZTX-2611-001',
    company: 'CUS-HZTX',
    mbl: 'COSU6401120010',
    carrier: 'COSU',
    vessel: 'COSCO SHIPPING ARIES',
    voyage: '031W',
    receipt: ['HANGZHOU', 'CNHGH'],
    loading: ['SHANGHAI', 'CNSHA'],
    discharge: ['HAMBURG', 'DEHAM'],
    delivery: ['HAMBURG', 'DEHAM'],
    sailing: '2026-12-06',
    deadline: '2026-12-02',
    containers: [
      { TYPE: '40HQ', COUNT: 2, CNNOS: boxes('CSQ', 305438, 2) },
      { TYPE: '20GP', COUNT: 1, CNNOS: boxes('TGH', 123456, 1) },
    ],
  },
  {
    cgo: 'CGO-HZTX-2611-002',
    company: 'CUS-HZTX',
    mbl: 'MAEU2611048821',
    carrier: 'MAEU',
    vessel: 'MAERSK EINDHOVEN',
    voyage: '248E',
    receipt: ['NINGBO', 'CNNGB'],
    loading: ['NINGBO', 'CNNGB'],
    discharge: ['LOS ANGELES', 'USLAX'],
    delivery: ['LOS ANGELES', 'USLAX'],
    sailing: '2026-12-09',
    deadline: '2026-12-05',
    containers: [{ TYPE: '40HQ', COUNT: 3, CNNOS: boxes('MSK', 410220, 3) }],
  },
  {
    cgo: 'CGO-HZTX-2611-003',
    company: 'CUS-HZTX',
    mbl: 'EGLV1426110033',
    carrier: 'EGLV',
    vessel: 'EVER GIVEN',
    voyage: '1120-010W',
    receipt: ['SHANGHAI', 'CNSHA'],
    loading: ['SHANGHAI', 'CNSHA'],
    discharge: ['ROTTERDAM', 'NLRTM'],
    delivery: ['ROTTERDAM', 'NLRTM'],
    sailing: '2026-12-12',
    deadline: '2026-12-08',
    containers: [
      { TYPE: '20GP', COUNT: 2, CNNOS: boxes('EGH', 702100, 2) },
      { TYPE: '40GP', COUNT: 1, CNNOS: boxes('EGH', 702300, 1) },
    ],
  },
  {
    cgo: 'CGO-NBHY-2611-001',
    company: 'CUS-NBHY',
    mbl: 'MSCU2611900155',
    carrier: 'MSCU',
    vessel: 'MSC IRINA',
    voyage: 'FE548W',
    receipt: ['NINGBO', 'CNNGB'],
    loading: ['NINGBO', 'CNNGB'],
    discharge: ['ANTWERP', 'BEANR'],
    delivery: ['ANTWERP', 'BEANR'],
    sailing: '2026-12-07',
    deadline: '2026-12-03',
    containers: [{ TYPE: '40HQ', COUNT: 1, CNNOS: boxes('MSC', 550012, 1) }],
  },
];

/**
 * Demo bookings added after demo-bookings-v1 shipped (seed step demo-bookings-v2). CGO-HZTX-2611-004
 * is the browser tests' grid-typing booking: no test submits SIs for it, so its containers stay free;
 * CGO-NBHY-2611-002 is the reviewer's desk specs' booking; CGO-HZTX-2611-005 the customer start
 * page spec's (its one SI is the one that spec makes).
 */
export const DEMO_BOOKINGS_V2: DemoBooking[] = [
  {
    cgo: 'CGO-HZTX-2611-004',
    company: 'CUS-HZTX',
    mbl: 'HLCU2611041187',
    carrier: 'HLCU',
    vessel: 'HAMBURG EXPRESS',
    voyage: '042W',
    receipt: ['HANGZHOU', 'CNHGH'],
    loading: ['SHANGHAI', 'CNSHA'],
    discharge: ['FELIXSTOWE', 'GBFXT'],
    delivery: ['FELIXSTOWE', 'GBFXT'],
    sailing: '2026-12-14',
    deadline: '2026-12-10',
    containers: [{ TYPE: '40HQ', COUNT: 2, CNNOS: boxes('HLX', 418050, 2) }],
  },
  {
    // 宁波海越's second booking, the earliest cut-off of the demo: the reviewer's desk specs (undo, cockpit) use it
    cgo: 'CGO-NBHY-2611-002',
    company: 'CUS-NBHY',
    mbl: 'ONEYNB2611330021',
    carrier: 'ONEY',
    vessel: 'ONE APUS',
    voyage: '087E',
    receipt: ['NINGBO', 'CNNGB'],
    loading: ['NINGBO', 'CNNGB'],
    discharge: ['LOS ANGELES', 'USLAX'],
    delivery: ['LOS ANGELES', 'USLAX'],
    sailing: '2026-12-04',
    deadline: '2026-11-30',
    containers: [{ TYPE: '40HQ', COUNT: 3, CNNOS: boxes('ONE', 611420, 3) }],
  },
  {
    // 天祥's fifth booking, one box: the customer start page spec makes its SI through the API
    cgo: 'CGO-HZTX-2611-005',
    company: 'CUS-HZTX',
    mbl: 'CMDU2611052214',
    carrier: 'CMDU',
    vessel: 'CMA CGM JULES VERNE',
    voyage: '0FL3QW1MA',
    receipt: ['SHANGHAI', 'CNSHA'],
    loading: ['SHANGHAI', 'CNSHA'],
    discharge: ['SINGAPORE', 'SGSIN'],
    delivery: ['SINGAPORE', 'SGSIN'],
    sailing: '2026-12-16',
    deadline: '2026-12-12',
    containers: [{ TYPE: '20GP', COUNT: 1, CNNOS: boxes('CMA', 260512, 1) }],
  },
];

export const seedDemoBookings = (db: Queryable) => insertDemoBookings(db, DEMO_BOOKINGS);
export const seedDemoBookingsV2 = (db: Queryable) => insertDemoBookings(db, DEMO_BOOKINGS_V2);

/**
 * Demo cargo records, each once (`on conflict do nothing`): the other modules' demo seeds (the house
 * bills', the manifests') lay down their bookings through this, as booking owns the table (issue 46).
 */
export async function insertDemoBookings(db: Queryable, bookings: readonly DemoBooking[]): Promise<void> {
  for (const b of bookings) {
    await db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
         discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers)
       select $1, id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17 from company_directory where code = $2
       on conflict do nothing`,
      [
        b.cgo,
        b.company,
        b.mbl,
        b.carrier,
        b.vessel,
        b.voyage,
        ...b.receipt,
        ...b.loading,
        ...b.discharge,
        ...b.delivery,
        b.sailing,
        b.deadline,
        JSON.stringify(b.containers),
      ],
    );
  }
}
