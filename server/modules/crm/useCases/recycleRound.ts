import { CRM_PAGES } from '../../../../src/contract/crm/module';
import { recycleReasonWords, RETENTION_DAYS } from '../../../../src/domain/crm/status';
import { daysLeft, recycleStep } from '../../../../src/domain/crm/recycle';
import { placeTime } from '../../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../../db/types';
import type { LiveHub } from '../../../live/hub';
import { announce, type Told } from '../../../live/tell';
import { type NewMessage, postMessages } from '../../messages/public';
import { setOwner } from '../customerRepository';
import { closeOwnership, crmEvent } from '../ownerRepository';
import { type HeldForRound, heldCustomers, markWarned, purgeExpired, stillHeld } from '../roundRepository';

/**
 * The CRM's daily round (commercial.md R7.4, R7.5, §7.2): each held customer whose pool recycles is
 * warned NoticeDays before its rule takes it (a message to its holder, once per holding), then
 * returned to the pool with the rule as its reason; DEALT customers are never taken. The recycle bin
 * is purged of what is older than the retention. Each customer moves in its own transaction.
 */
export async function runCrmRound(db: Db, hub: LiveHub, now: Date): Promise<{ warned: number; recycled: number; purged: number }> {
  let warned = 0;
  let recycled = 0;
  for (const c of await heldCustomers(db)) {
    const rule = { Enabled: c.enabled, NoFollowDays: c.no_follow_days, NoDealDays: c.no_deal_days, NoticeDays: c.notice_days };
    const step = recycleStep(rule, { claimedAt: new Date(c.claimed_at), lastFollowAt: c.last_follow_at && new Date(c.last_follow_at), dealt: false }, now);
    if (step.step === 'NONE' || (step.step === 'WARN' && c.recycle_warned_at)) continue;
    const told = await db.transaction(async (tx) => {
      if (!(await stillHeld(tx, c.id, c.owner_employee_id))) return [];
      return step.step === 'WARN' ? warnHolder(tx, c, step.due!, step.reason!, now) : recycle(tx, c, step.reason!, now);
    });
    if (!told.length) continue;
    if (step.step === 'WARN') warned++;
    else recycled++;
    await announce(hub, told);
  }
  const purged = await purge(db, now);
  return { warned, recycled, purged };
}

async function tellHolder(tx: Queryable, c: HeldForRound, m: Omit<NewMessage, 'to' | 'link'>): Promise<Told[]> {
  const posted = await postMessages(tx, [{ ...m, to: { employeeId: c.owner_employee_id }, link: CRM_PAGES.mine }]);
  return posted.map((p) => ({ id: Number(p.id), audience: { employeeId: c.owner_employee_id }, title: m.title }));
}

export async function warnHolder(tx: Queryable, c: HeldForRound, due: Date, reason: 'NO_FOLLOW' | 'NO_DEAL', now: Date): Promise<Told[]> {
  await markWarned(tx, c.id, now);
  await crmEvent(tx, { companyId: c.owner_company_id, entity: 'CUSTOMER', ids: [c.id], action: 'WARN', actor: null, reason, at: now });
  const days = daysLeft(due, now);
  const at = placeTime(due.toISOString());
  const why = recycleReasonWords[reason];
  return tellHolder(tx, c, {
    title: `客户“${c.name}”将在 ${days} 天后（${at}）因${why.zh}被收回公海`,
    titleEn: `"${c.name}" returns to the public pool in ${days} day(s) (${at}): ${why.en}`,
    description: '跟进或成交即可保留。 Follow it up or close a deal to keep it.',
  });
}

async function recycle(tx: Queryable, c: HeldForRound, reason: 'NO_FOLLOW' | 'NO_DEAL', now: Date): Promise<Told[]> {
  const code = `RECYCLE_${reason}`;
  await closeOwnership(tx, [c.id], now);
  await setOwner(tx, [c.id], null, code, now);
  await crmEvent(tx, { companyId: c.owner_company_id, entity: 'CUSTOMER', ids: [c.id], action: 'RECYCLE', actor: null, reason: code, at: now });
  const why = recycleReasonWords[reason];
  return tellHolder(tx, c, { title: `客户“${c.name}”因${why.zh}已收回公海`, titleEn: `"${c.name}" went back to the public pool: ${why.en}` });
}

async function purge(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await purgeExpired(tx, new Date(now.getTime() - RETENTION_DAYS * 86_400_000));
    const stubs = [
      ...gone.customers.map((r) => ({ ...r, entity: 'CUSTOMER' as const })),
      ...gone.leads.map((r) => ({ ...r, entity: 'LEAD' as const })),
      ...gone.contacts.map((r) => ({ ...r, entity: 'CONTACT' as const })),
    ];
    for (const s of stubs)
      await crmEvent(tx, { companyId: s.company, entity: s.entity, ids: [s.id], action: 'PURGE', actor: null, reason: 'RETENTION', at: now });
    return stubs.length;
  });
}
