import { forSellers, read } from '../../../src/contract/accessRow';
import { CUSTOMER_QUOTE_PAGES, QUOTE_PAGES } from '../../../src/contract/rates/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { StartCardSource } from '../module';
import { cardFigures, endOfDayIso } from '../startPage/public';

const M = '/SeaFreight/FreightManagement';
/** How far ahead an ending rate counts as expiring: the cockpit's window (cockpit.ts). */
const EXPIRING_DAYS = 7;

const RATE_ITEM = `r.id::int as "Id", r.rate_no as "No", r.carrier_code || ' ' || r.pol_code || ' → ' || r.pod_code as "Text"`;

/**
 * The pricing desk's and the sales desk's cards (commercial.md §2): rates waiting for confirmation
 * and rates about to expire (the seller's own: the platform's desk, or a provider), quotes a
 * salesperson sent that the customer has not decided, and — on the customer's side — the quotes
 * sent to its company that it may still accept.
 */
export const rateStartCards: readonly StartCardSource[] = [
  {
    id: 'rates.pending',
    access: forSellers(read([`${M}/FreightModifyList`])),
    figures: (q, actor) =>
      cardFigures(q, 'fcl_rates r', `r.owner_company_id = $1 and r.status = 'PENDING'`, [actor.companyId], RATE_ITEM, 'r.updated_at, r.id'),
  },
  {
    id: 'rates.expiring',
    access: forSellers(read([`${M}/FCLFreight`])),
    figures: (q, actor) => {
      const today = todayInShanghai();
      return cardFigures(
        q,
        'fcl_rates r',
        `r.owner_company_id = $1 and r.status = 'PUBLISHED' and r.valid_to between $2::date and $3::date`,
        [actor.companyId, today, addDays(today, EXPIRING_DAYS)],
        `${RATE_ITEM}, ${endOfDayIso('r.valid_to')} as "DueAt"`,
        'r.valid_to, r.rate_no',
      );
    },
  },
  {
    id: 'quotes.awaitingCustomer',
    access: read([QUOTE_PAGES[1]!], true),
    figures: (q, actor) =>
      cardFigures(
        q,
        'quotes o join company_directory c on c.id = o.customer_company_id',
        `o.owner_company_id = $1 and o.sales_employee_id = $2 and o.status = 'SENT' and o.valid_until >= $3::date`,
        [actor.companyId, actor.id, todayInShanghai()],
        `o.id::int as "Id", o.quote_no as "No", c.name_zh || ' · ' || o.pol_code || ' → ' || o.pod_code as "Text", ${endOfDayIso('o.valid_until')} as "DueAt"`,
        'o.valid_until, o.id',
      ),
  },
  {
    id: 'quotes.toDecide',
    access: read(CUSTOMER_QUOTE_PAGES),
    figures: (q, actor) =>
      cardFigures(
        q,
        'quotes o',
        `o.customer_company_id = $1 and o.status = 'SENT' and o.valid_until >= $2::date`,
        [actor.companyId, todayInShanghai()],
        `o.id::int as "Id", o.quote_no as "No", o.pol_code || ' → ' || o.pod_code as "Text", ${endOfDayIso('o.valid_until')} as "DueAt"`,
        'o.valid_until, o.id',
      ),
  },
];
