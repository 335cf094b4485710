import { CUSTOMER_QUOTE_PAGES, QUOTE_PAGES, SALES_MARKUP_PAGE, STAFF_SEARCH_PAGES } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type DemoRole, seedDemoRoles } from '../access/public';
import type { Actor } from '../../platform/access/grants';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { grantButtonsToRoles, syncMenuButtons } from '../access/public';
import { redateDemoMessage } from '../messages/public';
import { decideQuote, quoteReceivedWords, saveQuote, sendQuote } from './quoteService';
import { searchRates } from './searchService';

const QUOTE_BUTTONS = ['makeQuote', 'sendQuote', 'decideQuote'];

/**
 * Who quotes (commercial.md §0.2): the salesperson makes, sends and records the customer's answer
 * from the quick quote centre and the quotation records, searching prices for a customer there, and
 * keeps their own add-ons on the tier price (FreightPush); the
 * pricing manager may also quote below the floor margin, with a reason (R2.6).
 */
const QUOTE_ROLES: DemoRole[] = [
  {
    name: '销售报价',
    description: '按客户查询运价并生成、发送报价，登记客户答复，维护自己的销售加价',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [...QUOTE_PAGES, ...STAFF_SEARCH_PAGES, SALES_MARKUP_PAGE],
    buttons: { ...Object.fromEntries(QUOTE_PAGES.map((p) => [p, QUOTE_BUTTONS])), [SALES_MARKUP_PAGE]: ['edit'] },
    holders: ['sales@demo.test', 'pricing.manager@demo.test'],
  },
  {
    name: '报价特批',
    description: '低于底价报价（须填写原因）',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: QUOTE_PAGES,
    buttons: Object.fromEntries(QUOTE_PAGES.map((p) => [p, ['override']])),
    holders: ['pricing.manager@demo.test'],
  },
];

/**
 * The quote roles, after the new buttons are synced; and the customers' standard role, which holds
 * every button of the external menus it was seeded with, gains the new "accept or decline quote"
 * button on the rate query (a role that was given the page keeps what its company chose otherwise).
 */
export async function seedQuoteRoles(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, QUOTE_ROLES);
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: CUSTOMER_QUOTE_PAGES, onlyWhereHeld: true }, ['decideQuote']);
}

export const quiet = { publish: async () => undefined } as unknown as LiveHub;

/** The salesperson's search for a customer in the quick quote centre (with their add-ons), as the demo quotes and cards are made from. */
export async function demoSearch(db: Db, sales: Actor, customer: Actor, lane: { pol: string; pod: string; lines: { ContainerClass: string; Qty: number }[] }) {
  const found = await searchRates(
    db,
    { kind: 'STAFF', actor: sales, viewCost: false },
    { PolCode: lane.pol, PodCode: lane.pod, Lines: lane.lines, CustomerCompanyId: Number(customer.companyId), ForQuote: true },
    todayInShanghai(),
    'zh',
  );
  if (!found.ok || !found.value.Rows.length) throw new Error(`demo: no rates ${lane.pol} → ${lane.pod}`);
  return found.value;
}

/**
 * Demo quotes in every state (commercial.md §2.2), made the way a salesperson makes them — a search
 * for the customer, the rows ticked, sent, answered — so each is exactly what its search showed: a
 * draft and a sent quote for 天祥, one 海越 accepted and one it declined, a sent quote revised (the
 * old one superseded) and one whose week has passed (its validity moved back: the demo's history).
 */
export async function seedDemoQuotes(tx: Queryable): Promise<void> {
  const db = seedDb(tx);
  const person = (account: string) => seedPerson(tx, account);
  const [sales, hztx, nbhy] = [await person('sales@demo.test'), await person('customer@demo.test'), await person('customer2@demo.test')];
  if (!sales || !hztx || !nbhy) return;
  const today = todayInShanghai();
  // the salesperson's add-on for 天祥 on Europe's main ports (the quick quote centre shows it; so do the quotes below)
  await tx.query(
    `insert into sales_markups (id, version, owner_company_id, salesperson_id, match, currency, amounts, targets, valid_from, valid_to, name, created_by)
     values (nextval('pricing_rule_id_seq'), 1, $1, $2, '{"TradeLaneCode": "EU"}', 'USD', '{"20GP": 1000, "40GP": 2000, "40HQ": 2000}',
             jsonb_build_array($3::bigint), $4, $5, '天祥欧线销售加价', $2)`,
    [sales.companyId, sales.id, hztx.companyId, addDays(today, -30), addDays(today, 335)],
  );
  const quote = async (customer: Actor, lane: { pol: string; pod: string; lines: { ContainerClass: string; Qty: number }[] }, take = 2, more = {}) => {
    const found = await demoSearch(db, sales, customer, lane);
    const made = await saveQuote(
      db,
      sales,
      { SearchId: found.SearchId, RateIds: found.Rows.slice(0, take).map((r) => r.RateId), ...more },
      {
        today,
        lang: 'zh',
        canOverride: false,
      },
    );
    if (!made.ok) throw new Error(`demo quote: ${made.message}`);
    return made.value;
  };
  const send = async (q: { Id: number }) => {
    const sent = await sendQuote(db, quiet, sales, { Id: q.Id, Revision: 1 }, today);
    if (!sent.ok) throw new Error(`demo quote: ${sent.message}`);
  };
  const forty = (qty: number) => [{ ContainerClass: '40HQ', Qty: qty }];

  await quote(hztx, { pol: 'CNSHA', pod: 'NLRTM', lines: forty(2) }, 1, { Terms: '以上价格含码头费与文件费，不含保险。' });
  await send(await quote(hztx, { pol: 'CNNGB', pod: 'USLAX', lines: [...forty(1), { ContainerClass: '20GP', Qty: 1 }] }));
  const accepted = await quote(nbhy, { pol: 'CNYTN', pod: 'SGSIN', lines: forty(3) }, 1);
  await send(accepted);
  await decideQuote(db, quiet, nbhy, { Id: accepted.Id, Revision: 2, Decision: 'ACCEPT' }, today);
  const declined = await quote(nbhy, { pol: 'CNSHA', pod: 'USLAX', lines: forty(1) }, 1);
  await send(declined);
  await decideQuote(db, quiet, nbhy, { Id: declined.Id, Revision: 2, Decision: 'REJECT', Reason: '客户已找到更低价格' }, today);
  // the first holds three days; its revision the default week: its terms say the validity was extended, and it was
  const first = await quote(nbhy, { pol: 'CNNGB', pod: 'DEHAM', lines: forty(2) }, 1, { ValidUntil: addDays(today, 3) });
  await send(first);
  await send(await quote(nbhy, { pol: 'CNNGB', pod: 'DEHAM', lines: forty(2) }, 1, { RevisionOf: first.Id, Terms: '修订：箱量不变，有效期延长。' }));
  const lapsed = await quote(hztx, { pol: 'CNYTN', pod: 'NLRTM', lines: forty(1) }, 1);
  await send(lapsed);
  await tx.query(`update quotes set valid_until = $2, sent_at = sent_at - interval '10 days', created_at = created_at - interval '10 days' where id = $1`, [
    lapsed.Id,
    addDays(today, -3),
  ]);
  // the customer's message of it was sent then, and states the validity it was sent with
  const [lapsedNo] = await tx.query<{ quote_no: string }>('select quote_no from quotes where id = $1', [lapsed.Id]);
  const [zh, en] = quoteReceivedWords(lapsedNo!.quote_no, addDays(today, -3));
  await redateDemoMessage(tx, lapsed.Id, { title: zh, titleEn: en, daysAgo: 10 });
}
