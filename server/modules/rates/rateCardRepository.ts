import type { RateCardView } from '../../../src/contract/rates/rateCardCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import type { Queryable } from '../../db/types';
import { containersSql } from './containersSql';

/** The SQL of rate cards (commercial.md §2.1 RateCard; migration 035): the card as pushed, and each opening of its link. */

export interface NewCard {
  token: string;
  ownerCompanyId: string;
  salespersonId: string;
  customerCompanyId: string | null;
  searchId: number;
  title: string;
  note: string;
  channel: string;
  polCode: string;
  podCode: string;
  lines: unknown;
  day: string;
  levelName: string | null;
  rows: unknown;
  staffRows: unknown;
  validUntil: string;
  overrideReason: string | null;
}

export async function insertCard(q: Queryable, c: NewCard): Promise<number> {
  const [card] = await q.query<{ id: number }>(
    `insert into rate_cards (token, owner_company_id, salesperson_id, customer_company_id, search_id, title, note, channel, pol_code, pod_code,
                             lines, day, level_name, rows, staff_rows, valid_until, override_reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id::int`,
    [
      c.token,
      c.ownerCompanyId,
      c.salespersonId,
      c.customerCompanyId,
      c.searchId,
      c.title,
      c.note,
      c.channel,
      c.polCode,
      c.podCode,
      JSON.stringify(c.lines),
      c.day,
      c.levelName,
      JSON.stringify(c.rows),
      JSON.stringify(c.staffRows),
      c.validUntil,
      c.overrideReason,
    ],
  );
  return card!.id;
}

export type StoredCard = Omit<RateCardView, 'Rows' | 'Containers' | 'Expired' | 'CreatedAt'> & {
  id: number;
  Rows: RateSearchRow[];
  Lines: { Lines: { ContainerClass: string; Qty: number }[] };
  CreatedAt: unknown;
};

/** The card behind a link's token. */
export async function readCardByToken(q: Queryable, token: string): Promise<StoredCard | undefined> {
  const [card] = await q.query<StoredCard>(
    `select rc.id::int, rc.title as "Title", rc.note as "Note", o.name_zh as "CompanyName", e.name as "SalesName", c.name_zh as "CustomerName",
            rc.pol_code as "PolCode", rc.pod_code as "PodCode", rc.lines as "Lines", rc.day::text as "Day", rc.created_at as "CreatedAt",
            rc.valid_until::text as "ValidUntil", rc.rows as "Rows"
       from rate_cards rc join company_directory o on o.id = rc.owner_company_id join company_directory c on c.id = rc.customer_company_id
       join employee_directory e on e.id = rc.salesperson_id
      where rc.token = $1`,
    [token],
  );
  return card;
}

export async function recordView(q: Queryable, cardId: number, visitor: string, expired: boolean): Promise<void> {
  await q.query('insert into rate_card_views (card_id, visitor_key, expired) values ($1, $2, $3)', [cardId, visitor, expired]);
}

/** Whether the card is this salesperson's. */
export async function cardOfSalesperson(q: Queryable, id: number, owner: string, salespersonId: string): Promise<boolean> {
  const rows = await q.query('select 1 from rate_cards where id = $1 and owner_company_id = $2 and salesperson_id = $3', [id, owner, salespersonId]);
  return rows.length > 0;
}

/** The card's latest 500 openings, newest first. */
export const readViews = (q: Queryable, cardId: number) =>
  q.query<{ At: unknown; Visitor: string; Expired: boolean }>(
    `select viewed_at as "At", visitor_key as "Visitor", expired as "Expired" from rate_card_views where card_id = $1 order by viewed_at desc, id desc limit 500`,
    [cardId],
  );

/** The list's base query: the salesperson's cards ($1 owner, $2 salesperson, $3 today), Url selected as the token. */
export const rateCardListSql = `select rc.id::int as "Id", rc.title as "Title", c.name_zh as "CustomerName", e.name as "SalesName", rc.channel as "Channel",
                   rc.pol_code as "PolCode", rc.pod_code as "PodCode", ${containersSql('rc.lines')} as "Containers",
                   jsonb_array_length(rc.rows)::int as "Rates", rc.valid_until::text as "ValidUntil", rc.valid_until < $3::date as "Expired",
                   (select count(*)::int from rate_card_views v where v.card_id = rc.id) as "Views",
                   (select max(v.viewed_at) from rate_card_views v where v.card_id = rc.id) as "LastViewedAt",
                   rc.token as "Url", rc.created_at as "CreatedAt"
              from rate_cards rc join company_directory c on c.id = rc.customer_company_id join employee_directory e on e.id = rc.salesperson_id
             where rc.owner_company_id = $1 and rc.salesperson_id = $2`;
