import type { Queryable } from '../../db/types';
import type { CardImageKind } from '../../../src/domain/userCard/image';
import type { CardFields, CardLane } from '../../../src/domain/userCard/card';

/** The card's SQL, and nothing else (the rules are cardService.ts's). Others' data through their published views. */

export interface CardRow {
  id: string;
  employee_id: string;
  crd_name: string;
  crd_title: string;
  crd_phone: string;
  crd_email: string;
  crd_intro: string;
  crd_office_name: string;
  crd_office_address: string;
  crd_services: string[];
  crd_lanes: CardLane[];
  crd_public_fields: string[];
  crd_token_seed: string | null;
  crd_token_hash: string | null;
  /** the chosen office of the company's site (portal_addresses); null: the office text */
  crd_office_id: string | null;
  version: number;
}

/** What a card shows of its company, and whether its owner and company still answer. */
export interface OwnerFacts {
  company_id: string;
  name: string;
  email: string;
  account: string;
  company_name: string;
  company_name_en: string;
  company_logo: string;
  active: boolean;
}

const CARD_COLUMNS = `c.id::text, c.employee_id::text, c.crd_name, c.crd_title, c.crd_phone, c.crd_email, c.crd_intro, c.crd_office_name,
  c.crd_office_address, c.crd_services, c.crd_lanes, c.crd_public_fields, c.crd_token_seed, c.crd_token_hash,
  c.crd_office_id::text, c.version`;

export async function ownerFacts(q: Queryable, employeeId: string): Promise<OwnerFacts | undefined> {
  const [row] = await q.query<OwnerFacts>(
    `select e.company_id::text as company_id, e.name, coalesce(e.email, '') as email, coalesce(u.account, '') as account, co.name_zh as company_name,
            coalesce(co.name_en, '') as company_name_en, coalesce(co.logo_url, '') as company_logo,
            (e.status = 'active' and co.status = 'active') as active
       from employee_directory e join company_directory co on co.id = e.company_id
       left join user_directory u on u.id = e.user_id
      where e.id = $1`,
    [employeeId],
  );
  return row;
}

export async function cardOf(q: Queryable, employeeId: string): Promise<CardRow | undefined> {
  const [row] = await q.query<CardRow>(`select ${CARD_COLUMNS} from user_cards c where c.employee_id = $1`, [employeeId]);
  return row;
}

/** The card a link's token hash names, with its owner's facts (undefined: no such link). */
export async function cardByTokenHash(q: Queryable, hash: string): Promise<(CardRow & OwnerFacts) | undefined> {
  const [row] = await q.query<CardRow & OwnerFacts>(
    `select ${CARD_COLUMNS}, e.company_id::text as company_id, e.name, '' as email, '' as account, co.name_zh as company_name, coalesce(co.name_en, '') as company_name_en,
            coalesce(co.logo_url, '') as company_logo, (e.status = 'active' and co.status = 'active') as active
       from user_cards c join employee_directory e on e.id = c.employee_id join company_directory co on co.id = e.company_id
      where c.crd_token_hash = $1`,
    [hash],
  );
  return row;
}

/** The company of the active employee whose card a link's token hash names (a company site's card overlay); undefined: none. */
export async function cardCompanyByTokenHash(q: Queryable, hash: string): Promise<string | undefined> {
  const [row] = await q.query<{ company_id: string }>(
    `select e.company_id::text as company_id
       from user_cards c join employee_directory e on e.id = c.employee_id join company_directory co on co.id = e.company_id
      where c.crd_token_hash = $1 and e.status = 'active' and co.status = 'active'`,
    [hash],
  );
  return row?.company_id;
}

const fieldValues = (f: CardFields) => [
  f.CRD_NAME,
  f.CRD_TITLE,
  f.CRD_PHONE,
  f.CRD_EMAIL,
  f.CRD_INTRO,
  f.CRD_OFFICE_NAME,
  f.CRD_OFFICE_ADDRESS,
  f.CRD_SERVICES,
  JSON.stringify(f.CRD_LANES),
  f.CRD_PUBLIC_FIELDS,
];

/** A new card; undefined when the employee has one already (made meanwhile). */
export async function insertCard(q: Queryable, employeeId: string, f: CardFields, officeId: number | null): Promise<number | undefined> {
  const [row] = await q.query<{ version: number }>(
    `insert into user_cards (employee_id, crd_name, crd_title, crd_phone, crd_email, crd_intro, crd_office_name, crd_office_address,
                             crd_services, crd_lanes, crd_public_fields, crd_office_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12) on conflict (employee_id) do nothing returning version`,
    [employeeId, ...fieldValues(f), officeId],
  );
  return row?.version;
}

/** The card's fields, when `version` is still the stored one; undefined otherwise (stale). */
export async function updateCard(q: Queryable, employeeId: string, version: number, f: CardFields, officeId: number | null): Promise<number | undefined> {
  const [row] = await q.query<{ version: number }>(
    `update user_cards set crd_name = $3, crd_title = $4, crd_phone = $5, crd_email = $6, crd_intro = $7, crd_office_name = $8,
            crd_office_address = $9, crd_services = $10, crd_lanes = $11::jsonb, crd_public_fields = $12, crd_office_id = $13,
            version = version + 1, updated_at = now()
      where employee_id = $1 and version = $2 returning version`,
    [employeeId, version, ...fieldValues(f), officeId],
  );
  return row?.version;
}

/** The card's pictures by kind and content hash (never their bytes: each is served at its own address). */
export async function imagesOf(q: Queryable, cardId: string): Promise<{ kind: CardImageKind; sha256: string }[]> {
  return q.query(`select kind, sha256 from user_card_images where card_id = $1`, [cardId]);
}

/** One picture of the card, by its kind (the owner's) or its content hash (a visitor's); undefined: none such. */
export async function imageOf(
  q: Queryable,
  cardId: string,
  by: { kind: CardImageKind } | { sha256: string },
): Promise<{ kind: CardImageKind; content_type: string; sha256: string; bytes: Uint8Array } | undefined> {
  const [column, value] = 'kind' in by ? ['kind', by.kind] : ['sha256', by.sha256];
  const [row] = await q.query<{ kind: CardImageKind; content_type: string; sha256: string; bytes: Uint8Array }>(
    `select kind, content_type, sha256, bytes from user_card_images where card_id = $1 and ${column} = $2`,
    [cardId, value],
  );
  return row;
}

export async function putImage(q: Queryable, cardId: string, kind: CardImageKind, type: string, bytes: Buffer, sha256: string): Promise<void> {
  await q.query(
    `insert into user_card_images (card_id, kind, content_type, bytes, size, sha256) values ($1, $2, $3, $4, $5, $6)
     on conflict (card_id, kind) do update set content_type = excluded.content_type, bytes = excluded.bytes, size = excluded.size,
       sha256 = excluded.sha256, uploaded_at = now()`,
    [cardId, kind, type, bytes, bytes.length, sha256],
  );
}

export async function dropImage(q: Queryable, cardId: string, kind: CardImageKind): Promise<void> {
  await q.query('delete from user_card_images where card_id = $1 and kind = $2', [cardId, kind]);
}

export async function setToken(q: Queryable, cardId: string, seed: string, hash: string): Promise<void> {
  await q.query('update user_cards set crd_token_seed = $2, crd_token_hash = $3 where id = $1', [cardId, seed, hash]);
}

/** Whether this visitor is new to the card today (and from now on known): false when counted already. */
export async function firstVisitToday(q: Queryable, cardId: string, day: string, visitor: string): Promise<boolean> {
  const rows = await q.query(`insert into user_card_visitors (card_id, day, visitor) values ($1, $2::date, $3) on conflict do nothing returning 1`, [
    cardId,
    day,
    visitor,
  ]);
  if (rows.length) await q.query(`delete from user_card_visitors where day < $1::date - 1`, [day]);
  return rows.length > 0;
}

/** One more view or save on the card, today (Shanghai) and in its totals. */
export async function countVisit(q: Queryable, cardId: string, what: 'views' | 'saves', day: string): Promise<void> {
  await q.query(
    `insert into user_card_days (card_id, day, ${what}) values ($1, $2::date, 1)
     on conflict (card_id, day) do update set ${what} = user_card_days.${what} + 1`,
    [cardId, day],
  );
  await q.query(`update user_cards set crd_${what} = crd_${what} + 1 where id = $1`, [cardId]);
}

export async function statsOf(q: Queryable, cardId: string, from: string) {
  const [totals] = await q.query<{ views: number; saves: number }>('select crd_views as views, crd_saves as saves from user_cards where id = $1', [cardId]);
  const days = await q.query<{ day: string; views: number; saves: number }>(
    'select day::text as day, views, saves from user_card_days where card_id = $1 and day >= $2::date order by day',
    [cardId, from],
  );
  return { totals: totals ?? { views: 0, saves: 0 }, days };
}
