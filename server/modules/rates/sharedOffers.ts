import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { SHARING_PAGES } from '../../../src/contract/rates/module';
import {
  type MarketOffer,
  type MySubscription,
  type OfferEvent,
  type OfferMarkupWire,
  type OfferSaveInput,
  type OfferWire,
  type OtherSubscription,
  sharedCalls as C,
} from '../../../src/contract/rates/sharedCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { filterIsEmpty, markupProblems, OFFER_FILTER_KEYS, type OfferMarkup } from '../../../src/domain/pricing/sharing';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type Outcome, refused, sendOutcome } from '../../http/outcome';
import type { Actor } from '../access/grants';
import { announce, type Told, tell } from './notify';
import { OFFER_COVERS } from './sharedPool';
import { no } from './rateRefusals';

/**
 * Offers and subscriptions (commercial.md §3.2–§3.3): the owner's offers and their life (draft →
 * active ⇄ paused → closed), the market a subscriber browses, and the subscription's life
 * (requested → active / rejected; active → revoked by the owner / cancelled by the subscriber).
 * Each move checks the Revision read, is appended to the offer's events and tells the other side.
 */

const THIRD_PARTY = '第三方';
const notFound = <T>() => refused<T>(404, 'No such offer or subscription.', undefined, undefined, '没有这个共享或订阅。');
export const sharingStale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload, then try again.', '您打开之后已有人修改：请刷新后再操作。');

/** How many of the owner's published rates an offer covers today or later. */
const RATE_COUNT = `(select count(*)::int from fcl_rates r where ${OFFER_COVERS} and r.valid_to >= (now() at time zone 'Asia/Shanghai')::date)`;

async function offers(q: Queryable, owner: string, id?: number): Promise<OfferWire[]> {
  const rows = await q.query<Omit<OfferWire, 'Markup'> & { Markup: OfferMarkup }>(
    `select o.id::int as "Id", o.revision as "Revision", o.name as "Name", o.filter as "Filter", o.markup as "Markup", o.audience as "Audience",
            o.invited::int[] as "InvitedCompanyIds",
            array(select c.name_zh from companies c where c.id = any(o.invited) order by c.name_zh) as "InvitedNames",
            o.approval_required as "ApprovalRequired", o.show_owner_name as "ShowOwnerName", o.terms as "Terms", o.status as "Status",
            ${RATE_COUNT} as "RateCount",
            (select count(*)::int from shared_rate_subscriptions s where s.offer_id = o.id and s.status = 'ACTIVE') as "ActiveSubscribers",
            (select count(*)::int from shared_rate_subscriptions s where s.offer_id = o.id and s.status = 'REQUESTED') as "WaitingSubscribers",
            to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UpdatedAt"
       from shared_rate_offers o where o.owner_company_id = $1 and ($2::bigint is null or o.id = $2) order by o.id desc`,
    [owner, id ?? null],
  );
  return rows.map((o) => ({ ...o, Markup: markupWire(o.Markup) }));
}

async function event(q: Queryable, offerId: number, subscriptionId: number | null, actor: Actor, type: string, reason = '') {
  await q.query('insert into shared_rate_events (offer_id, subscription_id, actor_id, company_id, type, reason) values ($1, $2, $3, $4, $5, $6)', [
    offerId,
    subscriptionId,
    actor.id,
    actor.companyId,
    type,
    reason,
  ]);
}

/** A mark-up as the wire has it (a list of class amounts) and as it is kept and priced (by class). */
const markupOf = (w: OfferMarkupWire): OfferMarkup => ({
  Basis: w.Basis,
  Currency: normaliseCode(w.Currency),
  Amounts: Object.fromEntries(w.Amounts.map((a) => [normaliseCode(a.ContainerClass), a.Amount.trim()])),
  Percent: w.Percent,
});
const markupWire = (m: OfferMarkup): OfferMarkupWire => ({
  ...m,
  Amounts: Object.entries(m.Amounts).map(([ContainerClass, Amount]) => ({ ContainerClass, Amount })),
});

/** An offer as typed: codes in capitals, empty entries dropped, the mark-up by class. */
function normaliseOffer(b: OfferSaveInput): Omit<OfferSaveInput, 'Markup'> & { Markup: OfferMarkup } {
  const list = (v: string[]) => [...new Set(v.map((c) => normaliseCode(c)).filter(Boolean))];
  return {
    ...b,
    Name: b.Name.trim(),
    Filter: Object.fromEntries(OFFER_FILTER_KEYS.map((k) => [k, list(b.Filter[k])])) as OfferSaveInput['Filter'],
    Markup: markupOf(b.Markup),
    InvitedCompanyIds: [...new Set(b.InvitedCompanyIds)],
  };
}

async function saveOffer(db: Db, actor: Actor, input: OfferSaveInput): Promise<Outcome<{ Id: number }>> {
  const b = normaliseOffer(input);
  if (filterIsEmpty(b.Filter))
    return no(
      'EMPTY_FILTER',
      'Name at least a trade lane, a carrier, a port or a rate type: an offer never shares every rate.',
      '请至少指定航线、船公司、港口或运价类型之一：共享不能包含全部运价。',
      [{ Path: '/Filter', Message: 'empty' }],
    );
  const [currency] = await db.query<{ digits: number }>('select digits from currencies where code = $1', [b.Markup.Currency]);
  if (b.Markup.Basis === 'AMOUNT' && !currency)
    return no('UNKNOWN_CURRENCY', `${b.Markup.Currency} is not a currency.`, `${b.Markup.Currency} 不是币种代码。`, [
      { Path: '/Markup/Currency', Message: 'unknown' },
    ]);
  const problems = markupProblems(b.Markup, currency?.digits ?? 2);
  if (problems.length)
    return no(
      'BAD_MARKUP',
      'The mark-up must be zero or more, with at most two decimals, and name at least one container class (or "*" for any).',
      '加价须为零或正数（最多两位小数），并至少填写一个箱型（或用 * 代表其他箱型）。',
      problems.map((p) => ({ Path: `/Markup/${p.key === 'Percent' || p.key === 'Amounts' ? p.key : `Amounts/${p.key}`}`, Message: p.problem })),
    );
  if (b.Audience === 'INVITED') {
    if (!b.InvitedCompanyIds.length)
      return no('NO_INVITED', 'Choose the companies this offer is for.', '请选择可订阅的公司。', [{ Path: '/InvitedCompanyIds', Message: 'empty' }]);
    const known = await db.query<{ id: number }>(`select id::int from companies where id = any($1::bigint[]) and kind <> 'customer' and id <> $2`, [
      b.InvitedCompanyIds,
      actor.companyId,
    ]);
    if (known.length !== b.InvitedCompanyIds.length)
      return no('UNKNOWN_COMPANY', 'An invited company is not a forwarder or provider on the platform.', '受邀公司中有不是平台上的货代或供应商。', [
        { Path: '/InvitedCompanyIds', Message: 'unknown' },
      ]);
  }
  const values = [
    b.Name,
    JSON.stringify(b.Filter),
    JSON.stringify(b.Markup),
    b.Audience,
    b.Audience === 'INVITED' ? b.InvitedCompanyIds : [],
    b.ApprovalRequired,
    b.ShowOwnerName,
    b.Terms.trim(),
  ];
  return db.transaction(async (tx) => {
    if (b.Id) {
      const [o] = await tx.query<{ revision: number; status: string }>(
        'select revision, status from shared_rate_offers where id = $1 and owner_company_id = $2 for update',
        [b.Id, actor.companyId],
      );
      if (!o) return notFound();
      if (o.revision !== b.Revision) return sharingStale();
      if (o.status === 'CLOSED') return no('OFFER_CLOSED', 'A closed offer cannot be changed; make a new one.', '已关闭的共享不能修改，请新建。');
      await tx.query(
        `update shared_rate_offers set name = $3, filter = $4, markup = $5, audience = $6, invited = $7, approval_required = $8, show_owner_name = $9, terms = $10,
                revision = revision + 1, updated_at = now() where id = $1 and owner_company_id = $2`,
        [b.Id, actor.companyId, ...values],
      );
      await event(tx, b.Id, null, actor, 'SAVED');
      return { ok: true, value: { Id: b.Id } };
    }
    const [made] = await tx.query<{ id: number }>(
      `insert into shared_rate_offers (owner_company_id, name, filter, markup, audience, invited, approval_required, show_owner_name, terms, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int`,
      [actor.companyId, ...values, actor.id],
    );
    await event(tx, made!.id, null, actor, 'CREATED');
    return { ok: true, value: { Id: made!.id } };
  });
}

/** The offer moves an owner makes (commercial.md §3.2): publish, pause, resume, close. */
const OFFER_MOVES: Record<string, readonly string[]> = { ACTIVE: ['DRAFT', 'PAUSED'], PAUSED: ['ACTIVE'], CLOSED: ['DRAFT', 'ACTIVE', 'PAUSED'] };

async function setOfferStatus(db: Db, hub: LiveHub, actor: Actor, b: CallInput<typeof C.offerSetStatus>): Promise<Outcome<null>> {
  const told: Told[] = [];
  const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
    const [o] = await tx.query<{ revision: number; status: string; name: string }>(
      'select revision, status, name from shared_rate_offers where id = $1 and owner_company_id = $2 for update',
      [b.Id, actor.companyId],
    );
    if (!o) return notFound();
    if (o.revision !== b.Revision) return sharingStale();
    if (!OFFER_MOVES[b.Status]!.includes(o.status))
      return no('BAD_MOVE', `The offer is ${o.status}: it cannot become ${b.Status}.`, `共享当前为${OFFER_ZH[o.status]}，不能改为${OFFER_ZH[b.Status]}。`);
    await tx.query('update shared_rate_offers set status = $2, revision = revision + 1, updated_at = now() where id = $1', [b.Id, b.Status]);
    await event(tx, b.Id, null, actor, b.Status, b.Reason ?? '');
    if (b.Status === 'CLOSED') {
      // closing ends every live subscription: the rates leave the subscribers' pools at once (R3.3)
      const ended = await tx.query<{ id: number; subscriber_company_id: string }>(
        `update shared_rate_subscriptions set status = case status when 'REQUESTED' then 'REJECTED' else 'REVOKED' end,
                decided_by = $2, decided_at = now(), reason = $3, revision = revision + 1
          where offer_id = $1 and status in ('REQUESTED', 'ACTIVE') returning id::int, subscriber_company_id::text`,
        [b.Id, actor.id, b.Reason || '共享已关闭'],
      );
      for (const s of ended) {
        await event(tx, b.Id, s.id, actor, 'REVOKED', b.Reason || '共享已关闭');
        told.push(
          await tell(tx, { companyId: s.subscriber_company_id }, `共享运价「${o.name}」已关闭`, `Shared rates "${o.name}" were closed`, SHARING_PAGES.mine),
        );
      }
    }
    return { ok: true, value: null };
  });
  if (outcome.ok) await announce(hub, told);
  return outcome;
}

const OFFER_ZH: Record<string, string> = { DRAFT: '草稿', ACTIVE: '共享中', PAUSED: '已暂停', CLOSED: '已关闭' };

/** The market: active offers of others whose audience includes me, with my live or last subscription. */
async function market(q: Queryable, actor: Actor, lane: CallInput<typeof C.market>): Promise<MarketOffer[]> {
  const code = (v?: string) => (v ? normaliseCode(v) : null);
  return q.query<MarketOffer>(
    `select o.id::int as "Id", o.name as "Name", case when o.show_owner_name then c.name_zh else '${THIRD_PARTY}' end as "OwnerName",
            o.filter as "Filter", o.approval_required as "ApprovalRequired", o.terms as "Terms", ${RATE_COUNT} as "RateCount",
            s.id::int as "MySubscriptionId", s.status as "MyStatus"
       from shared_rate_offers o join companies c on c.id = o.owner_company_id
       left join lateral (select id, status from shared_rate_subscriptions x where x.offer_id = o.id and x.subscriber_company_id = $1 order by x.id desc limit 1) s on true
      where o.status = 'ACTIVE' and o.owner_company_id <> $1 and (o.audience = 'PUBLIC' or $1 = any(o.invited))
        and ($2::text is null or o.filter->'PolCodes' = '[]' or o.filter->'PolCodes' @> to_jsonb($2::text))
        and ($3::text is null or o.filter->'PodCodes' = '[]' or o.filter->'PodCodes' @> to_jsonb($3::text))
        and ($4::text is null or o.filter->'CarrierCodes' = '[]' or o.filter->'CarrierCodes' @> to_jsonb($4::text))
      order by o.id desc`,
    [actor.companyId, code(lane.PolCode), code(lane.PodCode), code(lane.CarrierCode)],
  );
}

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
    `select ${SUBSCRIPTION_COLUMNS}, case when o.show_owner_name then c.name_zh else '${THIRD_PARTY}' end as "OwnerName", o.status as "OfferStatus",
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

async function offerEvents(q: Queryable, offerId: number): Promise<OfferEvent[]> {
  return q.query<OfferEvent>(
    `select to_char(v.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "At", v.type as "Type", v.reason as "Reason",
            coalesce(e.name, '') as "ActorName", coalesce(c.name_zh, '') as "CompanyName"
       from shared_rate_events v left join employees e on e.id = v.actor_id left join companies c on c.id = v.company_id
      where v.offer_id = $1 order by v.at desc, v.id desc`,
    [offerId],
  );
}

export function sharedOfferRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  app.get(C.offerList.path, routeOf(C.offerList), async (q, r) => sendOutcome(r, { ok: true, value: await offers(db, q.actor!.companyId) }));
  app.get(C.offerGet.path, routeOf(C.offerGet), async (q, r) => {
    const id = Number((q.query as CallInput<typeof C.offerGet>).Id);
    const [offer] = await offers(db, q.actor!.companyId, id);
    if (!offer) return sendOutcome(r, notFound());
    return sendOutcome(r, { ok: true, value: { Offer: offer, Events: await offerEvents(db, id) } });
  });
  app.post(C.offerSave.path, routeOf(C.offerSave), async (q, r) => sendOutcome(r, await saveOffer(db, q.actor!, q.body as OfferSaveInput)));
  app.post(C.offerSetStatus.path, routeOf(C.offerSetStatus), async (q, r) =>
    sendOutcome(r, await setOfferStatus(db, hub, q.actor!, q.body as CallInput<typeof C.offerSetStatus>)),
  );
  app.get(C.market.path, routeOf(C.market), async (q, r) =>
    sendOutcome(r, { ok: true, value: await market(db, q.actor!, q.query as CallInput<typeof C.market>) }),
  );
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
