import type { CallInput } from '../../../src/contract/call';
import { SHARING_PAGES } from '../../../src/contract/rates/module';
import type { MySubscription, OtherSubscription, sharedCalls as C } from '../../../src/contract/rates/sharedCalls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { offerEvent } from './sharedOfferRepository';
import { notFound, sharingStale } from './sharedRefusals';
import { pricingChanged } from './searchReferences';
import {
  companyNameZh,
  employeeCount,
  hasLiveSubscription,
  insertSubscription,
  lockOwnSubscription,
  lockSubscription,
  moveSubscriptionRow,
  offerToSubscribe,
  setAllocation,
  subscribersTo,
  subscriptionsOf,
} from './sharedSubscriptionRepository';

/**
 * Subscriptions to shared rates (commercial.md §3.2–§3.3): requested → active / rejected; active →
 * revoked by the owner / cancelled by the subscriber; allocated to salespeople and customers. Each
 * move checks the Revision read, is appended to the offer's events and tells the other side.
 */

type Side = 'OWNER' | 'SUBSCRIBER';
/** A subscription move: who makes it, from which states, to which. */
const SUBSCRIPTION_MOVES = {
  approve: { side: 'OWNER', from: ['REQUESTED'], to: 'ACTIVE' },
  reject: { side: 'OWNER', from: ['REQUESTED'], to: 'REJECTED' },
  revoke: { side: 'OWNER', from: ['ACTIVE'], to: 'REVOKED' },
  cancel: { side: 'SUBSCRIBER', from: ['REQUESTED', 'ACTIVE'], to: 'CANCELLED' },
} as const satisfies Record<string, { side: Side; from: readonly string[]; to: string }>;

const SUB_ZH: Record<string, string> = { REQUESTED: '待审批', ACTIVE: '生效中', REJECTED: '已拒绝', REVOKED: '已撤销', CANCELLED: '已取消' };
const alreadySubscribed = <T>() => no<T>('ALREADY_SUBSCRIBED', 'Your company has already subscribed to this offer.', '本公司已订阅这个共享。');

export function sharedSubscriptionService(db: Db, hub: LiveHub) {
  /** What a move wrote is told to the other side once it is committed. */
  const told = async <T>(work: (told: Told[]) => Promise<Outcome<T>>): Promise<Outcome<T>> => {
    const messages: Told[] = [];
    const outcome = await work(messages);
    if (outcome.ok) {
      await announce(hub, messages);
      // a subscription live or ended changes the subscriber's pool (what its searches read)
      await pricingChanged(hub);
    }
    return outcome;
  };

  const subscribe = (actor: Actor, offerId: number) =>
    told((messages) =>
      inTransaction<{ Id: number; Status: MySubscription['Status'] }>(db, async (tx) => {
        const o = await offerToSubscribe(tx, offerId);
        // an offer whose audience leaves me out is, to me, no offer at all
        if (!o || (o.audience === 'INVITED' && !o.invited.includes(String(actor.companyId)) && o.owner !== String(actor.companyId))) return notFound();
        if (o.owner === String(actor.companyId)) return no('OWN_OFFER', 'This is your own offer.', '这是本公司自己的共享。');
        if (o.status !== 'ACTIVE') return no('OFFER_NOT_ACTIVE', 'This offer is not open for subscription now.', '这个共享现在不接受订阅。');
        if (await hasLiveSubscription(tx, offerId, actor.companyId)) return alreadySubscribed();
        const status = o.approval_required ? 'REQUESTED' : 'ACTIVE';
        const id = await insertSubscription(tx, offerId, actor.companyId, status, actor.id);
        // two clicks at once: the unique live subscription lets one through
        if (!id) return alreadySubscribed();
        await offerEvent(tx, offerId, id, actor, status === 'ACTIVE' ? 'SUBSCRIBED' : 'REQUESTED');
        const me = await companyNameZh(tx, actor.companyId);
        messages.push(
          await tell(
            tx,
            { companyId: o.owner },
            status === 'ACTIVE' ? `${me} 订阅了共享运价「${o.name}」` : `${me} 申请订阅共享运价「${o.name}」，待审批`,
            status === 'ACTIVE' ? `${me} subscribed to "${o.name}"` : `${me} asks to subscribe to "${o.name}"`,
            SHARING_PAGES.others,
          ),
        );
        return { ok: true, value: { Id: id, Status: status } };
      }),
    );

  const move = (actor: Actor, name: keyof typeof SUBSCRIPTION_MOVES, b: { Id: number; Revision: number; Reason?: string }) =>
    told((messages) =>
      inTransaction<null>(db, async (tx) => {
        const m = SUBSCRIPTION_MOVES[name];
        const s = await lockSubscription(tx, b.Id);
        const mine = s && (m.side === 'OWNER' ? s.owner : s.subscriber) === String(actor.companyId);
        if (!s || !mine) return notFound();
        if (s.revision !== b.Revision) return sharingStale();
        if (!(m.from as readonly string[]).includes(s.status))
          return no('BAD_MOVE', `The subscription is ${s.status}.`, `订阅当前为${SUB_ZH[s.status]}，不能这样操作。`);
        await moveSubscriptionRow(tx, b.Id, m.to, b.Reason?.trim() ?? '', actor.id, m.side === 'OWNER');
        await offerEvent(tx, s.offer_id, b.Id, actor, m.to, b.Reason ?? '');
        const other = m.side === 'OWNER' ? s.subscriber : s.owner;
        const reason = b.Reason?.trim() ? `：${b.Reason.trim()}` : '';
        messages.push(
          await tell(
            tx,
            { companyId: other },
            `共享运价「${s.name}」的订阅${SUB_ZH[m.to]}${reason}`,
            `The subscription to "${s.name}" is now ${m.to.toLowerCase()}${b.Reason?.trim() ? `: ${b.Reason.trim()}` : ''}`,
            m.side === 'OWNER' ? SHARING_PAGES.mine : SHARING_PAGES.others,
          ),
        );
        return { ok: true, value: null };
      }),
    );

  /** Who of the subscriber's people the shared rates reach: salespeople, and customers when exposed (their searches read it). */
  const allocate = async (actor: Actor, b: CallInput<typeof C.allocate>) => {
    const outcome = await inTransaction<null>(db, async (tx) => {
      const s = await lockOwnSubscription(tx, b.Id, actor.companyId);
      if (!s) return notFound();
      if (s.revision !== b.Revision) return sharingStale();
      if (s.status !== 'ACTIVE') return no('NOT_ACTIVE', 'Only an active subscription is allocated.', '只有生效中的订阅可以分配。');
      const ids = [...new Set(b.EmployeeIds)];
      if (!b.AllSales) {
        if (!ids.length)
          return no('NO_SALESPEOPLE', 'Choose the salespeople, or allocate to all of them.', '请选择业务员，或分配给全部业务员。', [
            { Path: '/EmployeeIds', Message: 'empty' },
          ]);
        if ((await employeeCount(tx, ids, actor.companyId)) !== ids.length)
          return no('UNKNOWN_EMPLOYEE', 'A chosen person is not an employee of your company.', '所选人员中有不是本公司员工的。', [
            { Path: '/EmployeeIds', Message: 'unknown' },
          ]);
      }
      await setAllocation(tx, b.Id, b.AllSales ? null : ids, b.ExposeToCustomers);
      await offerEvent(tx, s.offer_id, b.Id, actor, 'ALLOCATED', b.AllSales ? '全部业务员' : `${ids.length} 人`);
      return { ok: true, value: null };
    });
    if (outcome.ok) await pricingChanged(hub);
    return outcome;
  };

  return {
    subscribe,
    /** The owner approves a request, or rejects it saying why. */
    decide: async (actor: Actor, b: CallInput<typeof C.decide>): Promise<Outcome<null>> => {
      if (!b.Approve && !b.Reason?.trim())
        return no('REASON_REQUIRED', 'Say why the subscription is rejected.', '请填写拒绝原因。', [{ Path: '/Reason', Message: 'required' }]);
      return move(actor, b.Approve ? 'approve' : 'reject', b);
    },
    revoke: (actor: Actor, b: CallInput<typeof C.revoke>) => move(actor, 'revoke', b),
    cancel: (actor: Actor, b: CallInput<typeof C.cancel>) => move(actor, 'cancel', b),
    allocate,
    mine: async (actor: Actor): Promise<Outcome<MySubscription[]>> => ({ ok: true, value: await subscriptionsOf(db, actor.companyId) }),
    others: async (actor: Actor): Promise<Outcome<OtherSubscription[]>> => ({ ok: true, value: await subscribersTo(db, actor.companyId) }),
  };
}
