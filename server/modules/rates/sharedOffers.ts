import type { FastifyInstance } from 'fastify';
import { markupProblemWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { SHARING_PAGES } from '../../../src/contract/rates/module';
import {
  type MarketOffer,
  type OfferEvent,
  type OfferMarkupWire,
  type OfferSaveInput,
  type OfferWire,
  sharedCalls as C,
} from '../../../src/contract/rates/sharedCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { filterIsEmpty, markupProblems, OFFER_FILTER_KEYS, type OfferMarkup } from '../../../src/domain/pricing/sharing';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { OFFER_COVERS, OWNER_NAME } from './sharedPool';
import { missing, no } from '../../platform/refusal';

/**
 * Offers (commercial.md §3.2–§3.3): the owner's offers and their life (draft → active ⇄ paused →
 * closed) and the market a subscriber browses. Each move checks the Revision read, is appended to
 * the offer's events and, on closing, tells the subscribers. Subscriptions: sharedSubscriptions.ts.
 */

export const notFound = <T>() => missing<T>('No such offer or subscription.', '没有这个共享或订阅。');
export const sharingStale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload, then try again.', '您打开之后已有人修改：请刷新后再操作。');

/** How many of the owner's published rates an offer covers today or later. */
export const RATE_COUNT = `(select count(*)::int from fcl_rates r where ${OFFER_COVERS} and r.valid_to >= (now() at time zone 'Asia/Shanghai')::date)`;

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

export async function event(q: Queryable, offerId: number, subscriptionId: number | null, actor: Actor, type: string, reason = '') {
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
      problems.map((p) => fieldSays(`/Markup/${p.key === 'Percent' || p.key === 'Amounts' ? p.key : `Amounts/${p.key}`}`, markupProblemWords[p.problem])),
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
    `select o.id::int as "Id", o.name as "Name", ${OWNER_NAME} as "OwnerName",
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
}
