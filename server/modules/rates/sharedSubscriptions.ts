import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { SHARING_PAGES } from '../../../src/contract/rates/module';
import { type MySubscription, type OtherSubscription, sharedCalls as C } from '../../../src/contract/rates/sharedCalls';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { event, notFound, RATE_COUNT, sharingStale } from './sharedOffers';
import { OWNER_NAME } from './sharedPool';
import { no } from '../../platform/refusal';

/**
 * Subscriptions to shared rates (commercial.md §3.2–§3.3): requested → active / rejected; active →
 * revoked by the owner / cancelled by the subscriber; allocated to salespeople and customers. Each
 * move checks the Revision read, is appended to the offer's events and tells the other side.
 */

async function subscribe(db: Db, hub: LiveHub, actor: Actor, offerId: number): Promise<Outcome<{ Id: number; Status: MySubscription['Status'] }>> {
  const told: Told[] = [];
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number; Status: MySubscription['Status'] }>> => {
    const [o] = await tx.query<{ owner: string; status: string; audience: string; invited: string[]; approval_required: boolean; name: string }>(
      'select owner_company_id::text as owner, status, audience, invited::text[], approval_required, name from shared_rate_offers where id = $1 for share',
      [offerId],
    );
    // an offer whose audience leaves me out is, to me, no offer at all
    if (!o || (o.audience === 'INVITED' && !o.invited.includes(String(actor.companyId)) && o.owner !== String(actor.companyId))) return notFound();
    if (o.owner === String(actor.companyId)) return no('OWN_OFFER', 'This is your own offer.', '这是本公司自己的共享。');
    if (o.status !== 'ACTIVE') return no('OFFER_NOT_ACTIVE', 'This offer is not open for subscription now.', '这个共享现在不接受订阅。');
    const [live] = await tx.query('select 1 from shared_rate_subscriptions where offer_id = $1 and subscriber_company_id = $2 and status in ($3, $4)', [
      offerId,
      actor.companyId,
      'REQUESTED',
      'ACTIVE',
    ]);
    if (live) return no('ALREADY_SUBSCRIBED', 'Your company has already subscribed to this offer.', '本公司已订阅这个共享。');
    const status = o.approval_required ? 'REQUESTED' : 'ACTIVE';
    const [made] = await tx.query<{ id: number }>(
      `insert into shared_rate_subscriptions (offer_id, subscriber_company_id, status, requested_by, decided_at)
       values ($1, $2, $3, $4, case when $3 = 'ACTIVE' then now() end) on conflict do nothing returning id::int`,
      [offerId, actor.companyId, status, actor.id],
    );
    // two clicks at once: the unique live subscription lets one through
    if (!made) return no('ALREADY_SUBSCRIBED', 'Your company has already subscribed to this offer.', '本公司已订阅这个共享。');
    await event(tx, offerId, made.id, actor, status === 'ACTIVE' ? 'SUBSCRIBED' : 'REQUESTED');
    const [me] = await tx.query<{ name_zh: string }>('select name_zh from companies where id = $1', [actor.companyId]);
    told.push(
      await tell(
        tx,
        { companyId: o.owner },
        status === 'ACTIVE' ? `${me!.name_zh} 订阅了共享运价「${o.name}」` : `${me!.name_zh} 申请订阅共享运价「${o.name}」，待审批`,
        status === 'ACTIVE' ? `${me!.name_zh} subscribed to "${o.name}"` : `${me!.name_zh} asks to subscribe to "${o.name}"`,
        SHARING_PAGES.others,
      ),
    );
    return { ok: true, value: { Id: made.id, Status: status } };
  });
  if (outcome.ok) await announce(hub, told);
  return outcome;
}

type Side = 'OWNER' | 'SUBSCRIBER';
/** A subscription move: who makes it, from which states, to which. */
const SUBSCRIPTION_MOVES = {
  approve: { side: 'OWNER', from: ['REQUESTED'], to: 'ACTIVE' },
  reject: { side: 'OWNER', from: ['REQUESTED'], to: 'REJECTED' },
  revoke: { side: 'OWNER', from: ['ACTIVE'], to: 'REVOKED' },
  cancel: { side: 'SUBSCRIBER', from: ['REQUESTED', 'ACTIVE'], to: 'CANCELLED' },
} as const satisfies Record<string, { side: Side; from: readonly string[]; to: string }>;

const SUB_ZH: Record<string, string> = { REQUESTED: '待审批', ACTIVE: '生效中', REJECTED: '已拒绝', REVOKED: '已撤销', CANCELLED: '已取消' };

async function moveSubscription(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  move: keyof typeof SUBSCRIPTION_MOVES,
  b: { Id: number; Revision: number; Reason?: string },
): Promise<Outcome<null>> {
  const m = SUBSCRIPTION_MOVES[move];
  const told: Told[] = [];
  const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
    const [s] = await tx.query<{ offer_id: number; status: string; revision: number; owner: string; subscriber: string; name: string }>(
      `select s.offer_id::int, s.status, s.revision, o.owner_company_id::text as owner, s.subscriber_company_id::text as subscriber, o.name
         from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id where s.id = $1 for update of s`,
      [b.Id],
    );
    const mine = s && (m.side === 'OWNER' ? s.owner : s.subscriber) === String(actor.companyId);
    if (!s || !mine) return notFound();
    if (s.revision !== b.Revision) return sharingStale();
    if (!(m.from as readonly string[]).includes(s.status))
      return no('BAD_MOVE', `The subscription is ${s.status}.`, `订阅当前为${SUB_ZH[s.status]}，不能这样操作。`);
    await tx.query(
      `update shared_rate_subscriptions set status = $2, reason = $3, revision = revision + 1,
              decided_by = case when $5 then $4::bigint else decided_by end, decided_at = case when $5 then now() else decided_at end
        where id = $1`,
      [b.Id, m.to, b.Reason?.trim() ?? '', actor.id, m.side === 'OWNER'],
    );
    await event(tx, s.offer_id, b.Id, actor, m.to, b.Reason ?? '');
    const other = m.side === 'OWNER' ? s.subscriber : s.owner;
    const reason = b.Reason?.trim() ? `：${b.Reason.trim()}` : '';
    told.push(
      await tell(
        tx,
        { companyId: other },
        `共享运价「${s.name}」的订阅${SUB_ZH[m.to]}${reason}`,
        `The subscription to "${s.name}" is now ${m.to.toLowerCase()}${b.Reason?.trim() ? `: ${b.Reason.trim()}` : ''}`,
        m.side === 'OWNER' ? SHARING_PAGES.mine : SHARING_PAGES.others,
      ),
    );
    return { ok: true, value: null };
  });
  if (outcome.ok) await announce(hub, told);
  return outcome;
}

const SUBSCRIPTION_COLUMNS = `s.id::int as "Id", s.revision as "Revision", s.offer_id::int as "OfferId", o.name as "OfferName", s.status as "Status",
  to_char(s.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "RequestedAt",
  to_char(s.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "DecidedAt", s.reason as "Reason"`;

const mine = (q: Queryable, companyId: string) =>
  q.query<MySubscription>(
    `select ${SUBSCRIPTION_COLUMNS}, ${OWNER_NAME} as "OwnerName", o.status as "OfferStatus",
            s.allocation is null as "AllSales", coalesce(s.allocation::int[], '{}') as "AllocatedIds",
            array(select e.name from employees e where e.id = any(s.allocation) order by e.name) as "AllocatedNames",
            s.expose_to_customers as "ExposeToCustomers", ${RATE_COUNT} as "RateCount"
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join companies c on c.id = o.owner_company_id
      where s.subscriber_company_id = $1 order by s.id desc`,
    [companyId],
  );

const others = (q: Queryable, companyId: string) =>
  q.query<OtherSubscription>(
    `select ${SUBSCRIPTION_COLUMNS}, c.name_zh as "SubscriberName", coalesce(e.name, '') as "RequestedByName"
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join companies c on c.id = s.subscriber_company_id
       left join employees e on e.id = s.requested_by
      where o.owner_company_id = $1 order by (s.status = 'REQUESTED') desc, s.id desc`,
    [companyId],
  );

async function allocate(db: Db, actor: Actor, b: CallInput<typeof C.allocate>): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    const [s] = await tx.query<{ revision: number; status: string; offer_id: number }>(
      'select revision, status, offer_id::int from shared_rate_subscriptions where id = $1 and subscriber_company_id = $2 for update',
      [b.Id, actor.companyId],
    );
    if (!s) return notFound();
    if (s.revision !== b.Revision) return sharingStale();
    if (s.status !== 'ACTIVE') return no('NOT_ACTIVE', 'Only an active subscription is allocated.', '只有生效中的订阅可以分配。');
    const ids = [...new Set(b.EmployeeIds)];
    if (!b.AllSales) {
      if (!ids.length)
        return no('NO_SALESPEOPLE', 'Choose the salespeople, or allocate to all of them.', '请选择业务员，或分配给全部业务员。', [
          { Path: '/EmployeeIds', Message: 'empty' },
        ]);
      const known = await tx.query('select 1 from employees where id = any($1::bigint[]) and company_id = $2', [ids, actor.companyId]);
      if (known.length !== ids.length)
        return no('UNKNOWN_EMPLOYEE', 'A chosen person is not an employee of your company.', '所选人员中有不是本公司员工的。', [
          { Path: '/EmployeeIds', Message: 'unknown' },
        ]);
    }
    await tx.query('update shared_rate_subscriptions set allocation = $2, expose_to_customers = $3, revision = revision + 1 where id = $1', [
      b.Id,
      b.AllSales ? null : ids,
      b.ExposeToCustomers,
    ]);
    await event(tx, s.offer_id, b.Id, actor, 'ALLOCATED', b.AllSales ? '全部业务员' : `${ids.length} 人`);
    return { ok: true, value: null };
  });
}

export function sharedSubscriptionRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  app.post(C.subscribe.path, routeOf(C.subscribe), async (q, r) =>
    sendOutcome(r, await subscribe(db, hub, q.actor!, (q.body as CallInput<typeof C.subscribe>).OfferId)),
  );
  app.post(C.decide.path, routeOf(C.decide), async (q, r) => {
    const b = q.body as CallInput<typeof C.decide>;
    if (!b.Approve && !b.Reason?.trim())
      return sendOutcome(r, no('REASON_REQUIRED', 'Say why the subscription is rejected.', '请填写拒绝原因。', [{ Path: '/Reason', Message: 'required' }]));
    return sendOutcome(r, await moveSubscription(db, hub, q.actor!, b.Approve ? 'approve' : 'reject', b));
  });
  app.post(C.revoke.path, routeOf(C.revoke), async (q, r) =>
    sendOutcome(r, await moveSubscription(db, hub, q.actor!, 'revoke', q.body as CallInput<typeof C.revoke>)),
  );
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) =>
    sendOutcome(r, await moveSubscription(db, hub, q.actor!, 'cancel', q.body as CallInput<typeof C.cancel>)),
  );
  app.post(C.allocate.path, routeOf(C.allocate), async (q, r) => sendOutcome(r, await allocate(db, q.actor!, q.body as CallInput<typeof C.allocate>)));
  app.get(C.mine.path, routeOf(C.mine), async (q, r) => sendOutcome(r, { ok: true, value: await mine(db, q.actor!.companyId) }));
  app.get(C.others.path, routeOf(C.others), async (q, r) => sendOutcome(r, { ok: true, value: await others(db, q.actor!.companyId) }));
}
