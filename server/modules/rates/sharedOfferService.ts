import { markupProblemWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { CallInput } from '../../../src/contract/call';
import { SHARING_PAGES } from '../../../src/contract/rates/module';
import type { MarketOffer, OfferEvent, OfferMarkupWire, OfferSaveInput, OfferWire, sharedCalls as C } from '../../../src/contract/rates/sharedCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { filterIsEmpty, markupProblems, OFFER_FILTER_KEYS, type OfferMarkup } from '../../../src/domain/pricing/sharing';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import {
  currencyDigitsOf,
  endLiveSubscriptions,
  insertOffer,
  invitableCompanyIds,
  lockOwnOffer,
  marketOffers,
  type OfferValues,
  offerEvent,
  offerEvents,
  ownerOffers,
  setOfferStatus,
  updateOffer,
} from './sharedOfferRepository';
import { notFound, sharingStale } from './sharedRefusals';
import { pricingChanged } from './searchReferences';

/**
 * Offers (commercial.md §3.2–§3.3): the owner's offers and their life (draft → active ⇄ paused →
 * closed) and the market a subscriber browses. Each move checks the Revision read, is appended to
 * the offer's events and, on closing, tells the subscribers. Subscriptions: sharedSubscriptionService.ts.
 */

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

async function offers(q: Queryable, owner: string, id?: number): Promise<OfferWire[]> {
  return (await ownerOffers(q, owner, id)).map((o) => ({ ...o, Markup: markupWire(o.Markup) }));
}

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

/** The offer moves an owner makes (commercial.md §3.2): publish, pause, resume, close. */
const OFFER_MOVES: Record<string, readonly string[]> = { ACTIVE: ['DRAFT', 'PAUSED'], PAUSED: ['ACTIVE'], CLOSED: ['DRAFT', 'ACTIVE', 'PAUSED'] };
const OFFER_ZH: Record<string, string> = { DRAFT: '草稿', ACTIVE: '共享中', PAUSED: '已暂停', CLOSED: '已关闭' };

export function sharedOfferService(db: Db, hub: LiveHub) {
  async function save(actor: Actor, input: OfferSaveInput): Promise<Outcome<{ Id: number }>> {
    const b = normaliseOffer(input);
    if (filterIsEmpty(b.Filter))
      return no(
        'EMPTY_FILTER',
        'Name at least a trade lane, a carrier, a port or a rate type: an offer never shares every rate.',
        '请至少指定航线、船公司、港口或运价类型之一：共享不能包含全部运价。',
        [{ Path: '/Filter', Message: 'empty' }],
      );
    const digits = await currencyDigitsOf(db, b.Markup.Currency);
    if (b.Markup.Basis === 'AMOUNT' && digits === undefined)
      return no('UNKNOWN_CURRENCY', `${b.Markup.Currency} is not a currency.`, `${b.Markup.Currency} 不是币种代码。`, [
        { Path: '/Markup/Currency', Message: 'unknown' },
      ]);
    const problems = markupProblems(b.Markup, digits ?? 2);
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
      const known = await invitableCompanyIds(db, b.InvitedCompanyIds, actor.companyId);
      if (known.length !== b.InvitedCompanyIds.length)
        return no('UNKNOWN_COMPANY', 'An invited company is not a forwarder or provider on the platform.', '受邀公司中有不是平台上的货代或供应商。', [
          { Path: '/InvitedCompanyIds', Message: 'unknown' },
        ]);
    }
    // only an invited audience keeps its list
    const values: OfferValues = { ...b, Terms: b.Terms.trim(), InvitedCompanyIds: b.Audience === 'INVITED' ? b.InvitedCompanyIds : [] };
    const saved = await inTransaction<{ Id: number }>(db, async (tx) => {
      if (b.Id) {
        const o = await lockOwnOffer(tx, b.Id, actor.companyId);
        if (!o) return notFound();
        if (o.revision !== b.Revision) return sharingStale();
        if (o.status === 'CLOSED') return no('OFFER_CLOSED', 'A closed offer cannot be changed; make a new one.', '已关闭的共享不能修改，请新建。');
        await updateOffer(tx, b.Id, actor.companyId, values);
        await offerEvent(tx, b.Id, null, actor, 'SAVED');
        return { ok: true, value: { Id: b.Id } };
      }
      const id = await insertOffer(tx, actor.companyId, values, actor.id);
      await offerEvent(tx, id, null, actor, 'CREATED');
      return { ok: true, value: { Id: id } };
    });
    // the offer's name is its source's name in the subscribers' pools
    if (saved.ok) await pricingChanged(hub);
    return saved;
  }

  async function setStatus(actor: Actor, b: CallInput<typeof C.offerSetStatus>): Promise<Outcome<null>> {
    const told: Told[] = [];
    const outcome = await inTransaction<null>(db, async (tx) => {
      const o = await lockOwnOffer(tx, b.Id, actor.companyId);
      if (!o) return notFound();
      if (o.revision !== b.Revision) return sharingStale();
      if (!OFFER_MOVES[b.Status]!.includes(o.status))
        return no('BAD_MOVE', `The offer is ${o.status}: it cannot become ${b.Status}.`, `共享当前为${OFFER_ZH[o.status]}，不能改为${OFFER_ZH[b.Status]}。`);
      await setOfferStatus(tx, b.Id, b.Status);
      await offerEvent(tx, b.Id, null, actor, b.Status, b.Reason ?? '');
      if (b.Status === 'CLOSED') {
        // closing ends every live subscription: the rates leave the subscribers' pools at once (R3.3)
        for (const s of await endLiveSubscriptions(tx, b.Id, actor.id, b.Reason || '共享已关闭')) {
          await offerEvent(tx, b.Id, s.id, actor, 'REVOKED', b.Reason || '共享已关闭');
          told.push(
            await tell(tx, { companyId: s.subscriber_company_id }, `共享运价「${o.name}」已关闭`, `Shared rates "${o.name}" were closed`, SHARING_PAGES.mine),
          );
        }
      }
      return { ok: true, value: null };
    });
    if (outcome.ok) {
      await announce(hub, told);
      await pricingChanged(hub);
    }
    return outcome;
  }

  return {
    list: async (actor: Actor): Promise<Outcome<OfferWire[]>> => ({ ok: true, value: await offers(db, actor.companyId) }),
    get: async (actor: Actor, id: number): Promise<Outcome<{ Offer: OfferWire; Events: OfferEvent[] }>> => {
      const [offer] = await offers(db, actor.companyId, id);
      if (!offer) return notFound();
      return { ok: true, value: { Offer: offer, Events: await offerEvents(db, id) } };
    },
    save,
    setStatus,
    /** The market: active offers of others whose audience includes me, with my live or last subscription. */
    market: async (actor: Actor, lane: CallInput<typeof C.market>): Promise<Outcome<MarketOffer[]>> => {
      const code = (v?: string) => (v ? normaliseCode(v) : null);
      return {
        ok: true,
        value: await marketOffers(db, actor.companyId, { pol: code(lane.PolCode), pod: code(lane.PodCode), carrier: code(lane.CarrierCode) }),
      };
    },
  };
}
