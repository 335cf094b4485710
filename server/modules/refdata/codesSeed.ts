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

export async function seedBookingCodes(db: Queryable): Promise<void> {
  for (const a of DEMO_AGENCIES) {
    await db.query(
      `insert into booking_agencies (company_id, name, carrier_codes, channel, contacts)
       select (select id from companies where code = $1), $2, array(select code from carriers where code = any($3::text[]) order by code), $4, $5::jsonb
       on conflict do nothing`,
      [a.company, a.name, a.carriers, a.channel, JSON.stringify(a.contacts)],
    );
  }
}
