import type { Queryable } from '../../db/types';

/**
 * Demo booking agencies (seed step booking-codes-v1, applied once; `on conflict do nothing`: an agent
 * people renamed or changed is never written again). Shanghai Yuanda is a provider on the platform.
 */
const DEMO_AGENCIES = [
  {
    name: '上海远达船务代理有限公司',
    company: 'PRV-SHYD',
    carriers: ['COSU', 'OOLU', 'EGLV'],
    channel: 'EMAIL',
    contacts: [{ Name: '王敏', Phone: '+86 21 6888 1201', Email: 'booking@yuanda-shipping.example' }],
  },
  {
    name: 'Maersk Online Booking (Shanghai)',
    company: null,
    carriers: ['MAEU'],
    channel: 'PORTAL',
    contacts: [{ Name: 'Customer Service Shanghai', Phone: '', Email: 'cn.export@maersk.example' }],
  },
  {
    name: '宁波中联订舱中心',
    company: null,
    carriers: ['CMDU', 'HLCU', 'ONEY'],
    channel: 'EDI',
    contacts: [
      { Name: '陈刚', Phone: '+86 574 8765 4321', Email: 'edi@nbzl.example' },
      { Name: '李娜', Phone: '+86 574 8765 4322', Email: '' },
    ],
  },
] as const;

/**
 * Demo booking codes: windows relative to the day the seed runs (this year and the next, and one
 * that ended last month, which the list shows as expired); one code only for the Hangzhou customer.
 */
const DEMO_BOOK_CODES = [
  {
    code: 'COSU-EU01',
    carrier: 'COSU',
    agency: '上海远达船务代理有限公司',
    contract: 'SC26-COSU-EU-0018',
    account: '',
    lanes: ['EU', 'MED'],
    customers: [],
    expired: false,
  },
  {
    code: 'MAEU-US01',
    carrier: 'MAEU',
    agency: 'Maersk Online Booking (Shanghai)',
    contract: '2026-MAEU-TPEB-44120',
    account: 'HZTX NAC',
    lanes: ['USWC', 'USEC'],
    customers: ['CUS-HZTX'],
    expired: false,
  },
  { code: 'CMDU-Q3', carrier: 'CMDU', agency: '宁波中联订舱中心', contract: 'CMA-NGB-Q3-0907', account: '', lanes: ['MED'], customers: [], expired: true },
] as const;

export async function seedBookingCodes(db: Queryable): Promise<void> {
  for (const a of DEMO_AGENCIES) {
    await db.query(
      `insert into booking_agencies (company_id, name, carrier_codes, channel, contacts)
       select (select id from company_directory where code = $1), $2, array(select code from carriers where code = any($3::text[]) order by code), $4, $5::jsonb
       on conflict do nothing`,
      [a.company, a.name, a.carriers, a.channel, JSON.stringify(a.contacts)],
    );
  }
  for (const b of DEMO_BOOK_CODES) {
    await db.query(
      `insert into book_codes (code, carrier_code, booking_agency_id, contract_no, named_account, valid_from, valid_to, trade_lane_codes, allowed_company_ids)
       select $1, c.code, (select id from booking_agencies where name = $3), $4, $5,
              case when $8 then date_trunc('month', current_date) - interval '4 months' else date_trunc('year', current_date) end,
              case when $8 then date_trunc('month', current_date) - interval '1 day' else date_trunc('year', current_date) + interval '2 years' - interval '1 day' end,
              array(select l.code from trade_lanes l where l.code = any($6::text[]) order by l.code),
              array(select co.id from company_directory co where co.code = any($7::text[]) order by co.id)
         from carriers c where c.code = $2
       on conflict do nothing`,
      [b.code, b.carrier, b.agency, b.contract, b.account, b.lanes, b.customers, b.expired],
    );
  }
  // the platform's house B/L numbers (GFP + year + month + 5 digits, again from 1 each month) and
  // two carriers' master B/L shapes; the counter belongs to the month the seed runs in
  await db.query(
    `insert into bill_code_series (owner_company_id, kind, carrier_code, prefix, pattern, next_seq, reset, period)
     select co.id, x.kind, x.carrier, x.prefix, x.pattern, 1, x.reset,
            case x.reset when 'MONTHLY' then to_char(current_date, 'YYYY-MM') when 'YEARLY' then to_char(current_date, 'YYYY') else '' end
       from company_directory co,
            (values ('HBL', null, 'GFP', '{PREFIX}{YY}{MM}{SEQ5}', 'MONTHLY'),
                    ('MBL_HINT', 'COSU', 'COSU', '{PREFIX}{SEQ10}', 'NEVER'),
                    ('MBL_HINT', 'MAEU', '', '{SEQ9}', 'NEVER')) as x(kind, carrier, prefix, pattern, reset)
      where co.code = 'PLATFORM' and not exists (select 1 from bill_code_series)`,
  );
}
