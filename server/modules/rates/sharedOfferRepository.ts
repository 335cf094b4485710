import type { MarketOffer, OfferEvent, OfferSaveInput, OfferWire } from '../../../src/contract/rates/sharedCalls';
import type { OfferMarkup } from '../../../src/domain/pricing/sharing';
import type { Queryable } from '../../db/types';
import { currencyDigits } from '../refdata/public';
import type { Actor } from '../../platform/access/grants';
import { OFFER_COVERS, OWNER_NAME } from './sharedPoolRepository';

/**
 * The offers' SQL (commercial.md §3.2–§3.3): the owner's offers, their events, their moves, and
 * the market a subscriber browses. The mark-up is read as kept (by class).
 */

/** How many of the owner's published rates an offer covers today or later. */
export const RATE_COUNT = `(select count(*)::int from fcl_rates r where ${OFFER_COVERS} and r.valid_to >= (now() at time zone 'Asia/Shanghai')::date)`;

export type StoredOffer = Omit<OfferWire, 'Markup'> & { Markup: OfferMarkup };
/** An offer as written: its name, filter and mark-up (as kept), audience and terms. */
export type OfferValues = Omit<OfferSaveInput, 'Markup' | 'Id' | 'Revision'> & { Markup: OfferMarkup };

/** The owner's offers (or the one `id`), newest first, with their rate and subscriber counts. */
export function ownerOffers(q: Queryable, owner: string, id?: number): Promise<StoredOffer[]> {
  return q.query<StoredOffer>(
    `select o.id::int as "Id", o.revision as "Revision", o.name as "Name", o.filter as "Filter", o.markup as "Markup", o.audience as "Audience",
            o.invited::int[] as "InvitedCompanyIds",
            array(select c.name_zh from company_directory c where c.id = any(o.invited) order by c.name_zh) as "InvitedNames",
            o.approval_required as "ApprovalRequired", o.show_owner_name as "ShowOwnerName", o.terms as "Terms", o.status as "Status",
            ${RATE_COUNT} as "RateCount",
            (select count(*)::int from shared_rate_subscriptions s where s.offer_id = o.id and s.status = 'ACTIVE') as "ActiveSubscribers",
            (select count(*)::int from shared_rate_subscriptions s where s.offer_id = o.id and s.status = 'REQUESTED') as "WaitingSubscribers",
            to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UpdatedAt"
       from shared_rate_offers o where o.owner_company_id = $1 and ($2::bigint is null or o.id = $2) order by o.id desc`,
    [owner, id ?? null],
  );
}

/** Appends an event to the offer's history (and its subscription's, when about one). */
export async function offerEvent(q: Queryable, offerId: number, subscriptionId: number | null, actor: Actor, type: string, reason = '') {
  await q.query('insert into shared_rate_events (offer_id, subscription_id, actor_id, company_id, type, reason) values ($1, $2, $3, $4, $5, $6)', [
    offerId,
    subscriptionId,
    actor.id,
    actor.companyId,
    type,
    reason,
  ]);
}

/** The decimals of a currency, when it is one. */
export async function currencyDigitsOf(q: Queryable, code: string): Promise<number | undefined> {
  return (await currencyDigits(q, [code])).get(code);
}

/** Of `ids`, the companies an offer may invite: forwarders and providers, never a customer nor the owner itself. */
export async function invitableCompanyIds(q: Queryable, ids: readonly number[], owner: string): Promise<number[]> {
  const known = await q.query<{ id: number }>(`select id::int from company_directory where id = any($1::bigint[]) and kind <> 'customer' and id <> $2`, [
    ids,
    owner,
  ]);
  return known.map((c) => c.id);
}

/** One of the owner's offers, locked for its move. */
export async function lockOwnOffer(q: Queryable, id: number, owner: string) {
  const [o] = await q.query<{ revision: number; status: string; name: string }>(
    'select revision, status, name from shared_rate_offers where id = $1 and owner_company_id = $2 for update',
    [id, owner],
  );
  return o;
}

const valuesOf = (v: OfferValues) => [
  v.Name,
  JSON.stringify(v.Filter),
  JSON.stringify(v.Markup),
  v.Audience,
  v.InvitedCompanyIds,
  v.ApprovalRequired,
  v.ShowOwnerName,
  v.Terms,
];

export async function updateOffer(q: Queryable, id: number, owner: string, v: OfferValues): Promise<void> {
  await q.query(
    `update shared_rate_offers set name = $3, filter = $4, markup = $5, audience = $6, invited = $7, approval_required = $8, show_owner_name = $9, terms = $10,
            revision = revision + 1, updated_at = now() where id = $1 and owner_company_id = $2`,
    [id, owner, ...valuesOf(v)],
  );
}

export async function insertOffer(q: Queryable, owner: string, v: OfferValues, createdBy: string): Promise<number> {
  const [made] = await q.query<{ id: number }>(
    `insert into shared_rate_offers (owner_company_id, name, filter, markup, audience, invited, approval_required, show_owner_name, terms, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int`,
    [owner, ...valuesOf(v), createdBy],
  );
  return made!.id;
}

export async function setOfferStatus(q: Queryable, id: number, status: string): Promise<void> {
  await q.query('update shared_rate_offers set status = $2, revision = revision + 1, updated_at = now() where id = $1', [id, status]);
}

/** Ends every live subscription of a closed offer (requested: rejected; active: revoked); the ones ended. */
export function endLiveSubscriptions(q: Queryable, offerId: number, decidedBy: string, reason: string) {
  return q.query<{ id: number; subscriber_company_id: string }>(
    `update shared_rate_subscriptions set status = case status when 'REQUESTED' then 'REJECTED' else 'REVOKED' end,
            decided_by = $2, decided_at = now(), reason = $3, revision = revision + 1
      where offer_id = $1 and status in ('REQUESTED', 'ACTIVE') returning id::int, subscriber_company_id::text`,
    [offerId, decidedBy, reason],
  );
}

/** The market: active offers of others whose audience includes the company, with its live or last subscription, on the lane asked. */
export function marketOffers(q: Queryable, companyId: string, lane: { pol: string | null; pod: string | null; carrier: string | null }) {
  return q.query<MarketOffer>(
    `select o.id::int as "Id", o.name as "Name", ${OWNER_NAME} as "OwnerName",
            o.filter as "Filter", o.approval_required as "ApprovalRequired", o.terms as "Terms", ${RATE_COUNT} as "RateCount",
            s.id::int as "MySubscriptionId", s.status as "MyStatus"
       from shared_rate_offers o join company_directory c on c.id = o.owner_company_id
       left join lateral (select id, status from shared_rate_subscriptions x where x.offer_id = o.id and x.subscriber_company_id = $1 order by x.id desc limit 1) s on true
      where o.status = 'ACTIVE' and o.owner_company_id <> $1 and (o.audience = 'PUBLIC' or $1 = any(o.invited))
        and ($2::text is null or o.filter->'PolCodes' = '[]' or o.filter->'PolCodes' @> to_jsonb($2::text))
        and ($3::text is null or o.filter->'PodCodes' = '[]' or o.filter->'PodCodes' @> to_jsonb($3::text))
        and ($4::text is null or o.filter->'CarrierCodes' = '[]' or o.filter->'CarrierCodes' @> to_jsonb($4::text))
      order by o.id desc`,
    [companyId, lane.pol, lane.pod, lane.carrier],
  );
}

/** The offer's history, newest first. */
export function offerEvents(q: Queryable, offerId: number): Promise<OfferEvent[]> {
  return q.query<OfferEvent>(
    `select to_char(v.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "At", v.type as "Type", v.reason as "Reason",
            coalesce(e.name, '') as "ActorName", coalesce(c.name_zh, '') as "CompanyName"
       from shared_rate_events v left join employee_directory e on e.id = v.actor_id left join company_directory c on c.id = v.company_id
      where v.offer_id = $1 order by v.at desc, v.id desc`,
    [offerId],
  );
}
