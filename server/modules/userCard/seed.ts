import type { Queryable } from '../../db/types';
import { newSeed, tokenHash, tokenOf } from './token';

/**
 * Demo cards (docs/modules/userCard.md): the internal salesperson 孙丽 (Chinese, shared, with a
 * month of views and saves), 天祥's 陈静 (a customer employee, in English) and 远达's 刘洋 (a
 * provider, bilingual, not shared yet). Only a seed: people's own cards are never overwritten.
 */
interface DemoCard {
  account: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  intro: string;
  office: string;
  address: string;
  services: string[];
  lanes: { POL: string; POD: string }[];
  publicFields: string[];
  shared: boolean;
}

const DEMO_CARDS: DemoCard[] = [
  {
    account: 'sales@demo.test',
    name: '孙丽',
    title: '华东区销售经理',
    phone: '13817261234',
    email: 'sales@demo.test',
    intro: '十年海运销售经验，专注欧洲、地中海航线整箱与拼箱，提供订舱、报关、拖车一站式服务。欢迎随时询价。',
    office: '上海总部',
    address: '上海市浦东新区世纪大道 100 号 28 楼',
    services: ['FCL', 'LCL', 'CUSTOMS', 'TRUCKING'],
    lanes: [
      { POL: 'CNSHA', POD: 'DEHAM' },
      { POL: 'CNNGB', POD: 'NLRTM' },
    ],
    publicFields: ['TITLE', 'PHONE', 'EMAIL', 'INTRO', 'SERVICES', 'LANES', 'OFFICE'],
    shared: true,
  },
  {
    account: 'customer@demo.test',
    name: 'Jing Chen',
    title: 'Logistics Coordinator',
    phone: '13905718888',
    email: 'customer@demo.test',
    intro: 'I arrange export shipments of textiles from Hangzhou to Northern Europe. Suppliers: send me your booking confirmations.',
    office: 'Hangzhou Tianxiang Import & Export',
    address: 'No. 8 Qingchun Road, Hangzhou, Zhejiang',
    services: ['FCL'],
    lanes: [{ POL: 'CNNGB', POD: 'DEHAM' }],
    publicFields: ['TITLE', 'EMAIL', 'OFFICE', 'LANES'],
    shared: true,
  },
  {
    account: 'provider@demo.test',
    name: '刘洋',
    title: '船代业务主管 Agency Supervisor',
    phone: '13600213456',
    email: 'provider@demo.test',
    intro: '上海港船舶代理、舱单与 VGM 申报。Ship agency, manifests and VGM filing at Shanghai.',
    office: '上海远达船务代理',
    address: '上海市虹口区东大名路 500 号',
    services: ['BOOKING', 'CUSTOMS'],
    lanes: [{ POL: 'CNSHA', POD: 'SGSIN' }],
    publicFields: ['TITLE', 'PHONE', 'EMAIL', 'SERVICES', 'LANES', 'OFFICE'],
    shared: false,
  },
];

/** The views and saves of the shared cards over the last 14 days: a salesperson's ordinary fortnight. */
const VISITS = [3, 5, 2, 0, 7, 4, 6, 1, 0, 8, 5, 3, 9, 4];

export async function seedDemoCards(tx: Queryable): Promise<void> {
  for (const d of DEMO_CARDS) {
    const [employee] = await tx.query<{ id: string }>(
      `select e.id::text from employee_directory e join user_directory u on u.id = e.user_id where u.account = $1 order by e.id limit 1`,
      [d.account],
    );
    if (!employee) continue;
    const [card] = await tx.query<{ id: string }>(
      `insert into user_cards (employee_id, crd_name, crd_title, crd_phone, crd_email, crd_intro, crd_office_name, crd_office_address,
                               crd_services, crd_lanes, crd_public_fields)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) on conflict (employee_id) do nothing returning id::text`,
      [employee.id, d.name, d.title, d.phone, d.email, d.intro, d.office, d.address, d.services, JSON.stringify(d.lanes), d.publicFields],
    );
    if (!card || !d.shared) continue;
    const seed = newSeed();
    await tx.query('update user_cards set crd_token_seed = $2, crd_token_hash = $3 where id = $1', [card.id, seed, tokenHash(tokenOf(card.id, seed))]);
    await seedVisits(tx, card.id, d.account === 'sales@demo.test' ? 1 : 3);
  }
}

async function seedVisits(tx: Queryable, cardId: string, every: number): Promise<void> {
  for (const [i, views] of VISITS.entries()) {
    if (i % every) continue;
    const saves = Math.floor(views / 3);
    await tx.query(
      `insert into user_card_days (card_id, day, views, saves) values ($1, (now() at time zone 'Asia/Shanghai')::date - $2::int, $3, $4)
       on conflict (card_id, day) do nothing`,
      [cardId, VISITS.length - 1 - i, views, saves],
    );
  }
  await tx.query(
    `update user_cards c set crd_views = s.views, crd_saves = s.saves
       from (select sum(views)::int as views, sum(saves)::int as saves from user_card_days where card_id = $1) s where c.id = $1`,
    [cardId],
  );
}
