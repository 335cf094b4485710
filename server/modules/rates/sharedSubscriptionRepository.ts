import type { MySubscription, OtherSubscription } from '../../../src/contract/rates/sharedCalls';
import type { Queryable } from '../../db/types';
import { RATE_COUNT } from './sharedOfferRepository';
import { OWNER_NAME } from './sharedPoolRepository';

/** The subscriptions' SQL (commercial.md §3.2–§3.3): one row per subscription of a company to an offer, its moves and its allocation. */

/** The offer as a subscriber asks for it, held against a close while the subscription is written. */
export async function offerToSubscribe(q: Queryable, offerId: number) {
  const [o] = await q.query<{ owner: string; status: string; audience: string; invited: string[]; approval_required: boolean; name: string }>(
    'select owner_company_id::text as owner, status, audience, invited::text[], approval_required, name from shared_rate_offers where id = $1 for share',
    [offerId],
  );
  return o;
}

/** Whether the company has a requested or active subscription to the offer. */
export async function hasLiveSubscription(q: Queryable, offerId: number, companyId: string): Promise<boolean> {
  const rows = await q.query('select 1 from shared_rate_subscriptions where offer_id = $1 and subscriber_company_id = $2 and status in ($3, $4)', [
    offerId,
    companyId,
    'REQUESTED',
    'ACTIVE',
  ]);
  return rows.length > 0;
}

/** A new subscription; undefined when a live one was written at the same moment (the unique live subscription). */
export async function insertSubscription(q: Queryable, offerId: number, companyId: string, status: string, requestedBy: string): Promise<number | undefined> {
  const [made] = await q.query<{ id: number }>(
    `insert into shared_rate_subscriptions (offer_id, subscriber_company_id, status, requested_by, decided_at)
     values ($1, $2, $3, $4, case when $3 = 'ACTIVE' then now() end) on conflict do nothing returning id::int`,
    [offerId, companyId, status, requestedBy],
  );
  return made?.id;
}

/** A company's name as the messages say it. */
export async function companyNameZh(q: Queryable, companyId: string): Promise<string> {
  const [me] = await q.query<{ name_zh: string }>('select name_zh from company_directory where id = $1', [companyId]);
  return me!.name_zh;
}

/** A subscription with its offer's owner and name, locked for a move. */
export async function lockSubscription(q: Queryable, id: number) {
  const [s] = await q.query<{ offer_id: number; status: string; revision: number; owner: string; subscriber: string; name: string }>(
    `select s.offer_id::int, s.status, s.revision, o.owner_company_id::text as owner, s.subscriber_company_id::text as subscriber, o.name
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id where s.id = $1 for update of s`,
    [id],
  );
  return s;
}

/** Moves a subscription; the owner's moves also say who decided and when. */
export async function moveSubscriptionRow(q: Queryable, id: number, to: string, reason: string, actorId: string, byOwner: boolean): Promise<void> {
  await q.query(
    `update shared_rate_subscriptions set status = $2, reason = $3, revision = revision + 1,
            decided_by = case when $5 then $4::bigint else decided_by end, decided_at = case when $5 then now() else decided_at end
      where id = $1`,
    [id, to, reason, actorId, byOwner],
  );
}

/** One of the subscriber's subscriptions, locked for its allocation. */
export async function lockOwnSubscription(q: Queryable, id: number, subscriber: string) {
  const [s] = await q.query<{ revision: number; status: string; offer_id: number }>(
    'select revision, status, offer_id::int from shared_rate_subscriptions where id = $1 and subscriber_company_id = $2 for update',
    [id, subscriber],
  );
  return s;
}

/** How many of `ids` are employees of the company. */
export async function employeeCount(q: Queryable, ids: readonly number[], companyId: string): Promise<number> {
  return (await q.query('select 1 from employee_directory where id = any($1::bigint[]) and company_id = $2', [ids, companyId])).length;
}

/** The allocation: to the salespeople named (null: all of them), and to customers or not. */
export async function setAllocation(q: Queryable, id: number, employeeIds: number[] | null, exposeToCustomers: boolean): Promise<void> {
  await q.query('update shared_rate_subscriptions set allocation = $2, expose_to_customers = $3, revision = revision + 1 where id = $1', [
    id,
    employeeIds,
    exposeToCustomers,
  ]);
}

/** Of `ids`, the company's active subscriptions. */
export async function activeSubscriptionIds(q: Queryable, companyId: string, ids: readonly (number | null)[]): Promise<number[]> {
  const live = await q.query<{ id: number }>(
    `select id::int from shared_rate_subscriptions where subscriber_company_id = $1 and status = 'ACTIVE' and id = any($2::bigint[])`,
    [companyId, ids],
  );
  return live.map((s) => s.id);
}

const SUBSCRIPTION_COLUMNS = `s.id::int as "Id", s.revision as "Revision", s.offer_id::int as "OfferId", o.name as "OfferName", s.status as "Status",
  to_char(s.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "RequestedAt",
  to_char(s.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "DecidedAt", s.reason as "Reason"`;

/** The company's subscriptions to others' offers, newest first. */
export const subscriptionsOf = (q: Queryable, companyId: string) =>
  q.query<MySubscription>(
    `select ${SUBSCRIPTION_COLUMNS}, ${OWNER_NAME} as "OwnerName", o.status as "OfferStatus",
            s.allocation is null as "AllSales", coalesce(s.allocation::int[], '{}') as "AllocatedIds",
            array(select e.name from employee_directory e where e.id = any(s.allocation) order by e.name) as "AllocatedNames",
            s.expose_to_customers as "ExposeToCustomers", ${RATE_COUNT} as "RateCount"
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join company_directory c on c.id = o.owner_company_id
      where s.subscriber_company_id = $1 order by s.id desc`,
    [companyId],
  );

/** Others' subscriptions to the company's offers, those waiting for a decision first. */
export const subscribersTo = (q: Queryable, companyId: string) =>
  q.query<OtherSubscription>(
    `select ${SUBSCRIPTION_COLUMNS}, c.name_zh as "SubscriberName", coalesce(e.name, '') as "RequestedByName"
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join company_directory c on c.id = s.subscriber_company_id
       left join employee_directory e on e.id = s.requested_by
      where o.owner_company_id = $1 order by (s.status = 'REQUESTED') desc, s.id desc`,
    [companyId],
  );
