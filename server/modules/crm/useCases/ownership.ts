import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noCustomer, noEmployee, refuse } from '../checks';
import { customersSeen, type HeldCustomer, setOwner } from '../customerRepository';
import { closeOwnership, crmEvent, openOwnership } from '../ownerRepository';
import { moveOpenPlans } from '../followRepository';
import { viewerOf, type Viewer } from '../scope';
import { dictKnown, salespeopleOf } from '../setupRepository';
import { capacityRefusal, pickRefusal } from './limits';
import { badInput } from '../../../platform/refusal';
import { salesIds } from './salespeople';

type Moved = Outcome<{ Moved: number }>;

/** Every one of `ids` the viewer sees, locked, or 404 when one is missing (nothing moves). */
async function seenAll(tx: Queryable, v: Viewer, ids: readonly number[]): Promise<HeldCustomer[] | undefined> {
  const unique = [...new Set(ids)];
  const cs = await customersSeen(tx, v, unique, true);
  return cs.length === unique.length ? cs : undefined;
}

const notInPool = (c: HeldCustomer) =>
  refuse<{ Moved: number }>('NOT_IN_POOL', {
    zh: `客户“${c.name}”已不在公海中（已被领取或分配）。`,
    en: `"${c.name}" is no longer in the public pool (it was claimed or assigned).`,
  });

/** Claim (R7.3): pool customers into my private sea, all or none, within the day's cap, my capacity and the cooldown. */
export async function claimCustomers(db: Db, actor: Actor, ids: readonly number[], now = new Date()): Promise<Moved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const cs = await seenAll(tx, v, ids);
    if (!cs) return noCustomer();
    const taken = cs.find((c) => !c.in_pool);
    if (taken) return notInPool(taken);
    const no = (await pickRefusal<{ Moved: number }>(tx, v.id, cs, now)) ?? (await capacityRefusal<{ Moved: number }>(tx, v.companyId, v.id, cs.length, true));
    if (no) return no;
    return moveTo(tx, v, cs, v.id, 'CLAIM', null, now);
  });
}

/** Release: my customers (a manager: the team's) back to the pool, with a reason of the list. */
export async function releaseCustomers(db: Db, actor: Actor, b: { Ids: number[]; Reason: string; Remarks?: string }, now = new Date()): Promise<Moved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    if (!(await dictKnown(tx, v.companyId, 'POOL_REASON', b.Reason))) return badInput('/Reason', 'is not one of the reasons', '不是已维护的退回原因');
    const cs = await seenAll(tx, v, b.Ids);
    if (!cs) return noCustomer();
    const pooled = cs.find((c) => c.in_pool);
    if (pooled) return refuse('NOT_MINE', { zh: `客户“${pooled.name}”已在公海中。`, en: `"${pooled.name}" is already in the public pool.` });
    const other = cs.find((c) => c.owner_employee_id !== v.id && !v.manager);
    if (other) return refuse('NOT_MINE', { zh: `客户“${other.name}”不在您的私海中。`, en: `"${other.name}" is not in your private sea.` });
    const ids = cs.map((c) => c.id);
    await closeOwnership(tx, ids, now);
    await setOwner(tx, ids, null, b.Reason, now);
    const reason = b.Remarks?.trim() ? `${b.Reason}: ${b.Remarks.trim()}` : b.Reason;
    await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids, action: 'RELEASE', actor: v.id, reason, at: now });
    return { ok: true, value: { Moved: ids.length } };
  });
}

/** Assign (pool → X) or transfer (X → Y) by a manager, within the receiver's capacity. */
export async function handOver(db: Db, actor: Actor, kind: 'ASSIGN' | 'TRANSFER', b: { Ids: number[]; ToEmployeeId: number; Reason?: string }): Promise<Moved> {
  const v = await viewerOf(db, actor);
  const to = String(b.ToEmployeeId);
  return inTransaction(db, async (tx) => {
    const people = await salespeopleOf(tx, v.companyId, await salesIds(tx));
    if (!people.some((p) => String(p.Id) === to)) return noEmployee();
    const cs = await seenAll(tx, { ...v, manager: true }, b.Ids);
    if (!cs) return noCustomer();
    if (kind === 'ASSIGN') {
      const taken = cs.find((c) => !c.in_pool);
      if (taken) return notInPool(taken);
    } else {
      const pooled = cs.find((c) => c.in_pool);
      if (pooled)
        return refuse('IN_POOL', { zh: `客户“${pooled.name}”在公海中：请用“分配”。`, en: `"${pooled.name}" is in the public pool: assign it instead.` });
    }
    const moving = cs.filter((c) => c.owner_employee_id !== to);
    const full = await capacityRefusal<{ Moved: number }>(tx, v.companyId, to, moving.length, to === v.id);
    if (full) return full;
    return moveTo(tx, v, moving, to, kind, b.Reason?.trim() || null, new Date());
  });
}

/** Transfer and assign (§7.2): the customers' open plans go with them; a PLANS_MOVED event on each says how many. */
async function movePlansWith(tx: Queryable, v: Viewer, ids: readonly number[], to: string, at: Date) {
  for (const m of await moveOpenPlans(tx, ids, to))
    await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: [m.customer_id], action: 'PLANS_MOVED', actor: v.id, to, reason: String(m.n), at });
}

async function moveTo(
  tx: Queryable,
  v: Viewer,
  cs: readonly HeldCustomer[],
  to: string,
  action: 'CLAIM' | 'ASSIGN' | 'TRANSFER',
  reason: string | null,
  at: Date,
) {
  const ids = cs.map((c) => c.id);
  if (!ids.length) return { ok: true as const, value: { Moved: 0 } };
  await closeOwnership(tx, ids, at);
  await setOwner(tx, ids, to, null, at);
  await openOwnership(tx, ids, to, v.id, at, reason);
  // the plans' event first: the move's own event stays the customer's latest
  if (action !== 'CLAIM') await movePlansWith(tx, v, ids, to, at);
  await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids, action, actor: v.id, to, reason, at });
  return { ok: true as const, value: { Moved: ids.length } };
}
