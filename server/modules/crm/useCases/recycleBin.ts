import type { BinRow } from '../../../../src/contract/crm/calls';
import { RETENTION_DAYS } from '../../../../src/domain/crm/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noContact, noCustomer, noLead, refuse } from '../checks';
import { contactById, contactMatch, purgeContact, setContactDeleted } from '../contactRepository';
import { customerOfCompany, deletedCustomer, markDeleted, purgeCustomer } from '../customerRepository';
import { deletedLead, purgeLead, setLeadDeleted } from '../leadRepository';
import { binRowsOf } from '../listRepository';
import { crmEvent } from '../ownerRepository';
import { mergedInto } from '../mergeRepository';
import { viewerOf, type Viewer } from '../scope';
import { refuseDuplicate } from './duplicates';
import { opportunityBinRows, opportunityFromBin } from './opportunityBin';

/** The recycle bin (§7.2): what was deleted, by whom and when, restorable for RETENTION_DAYS, then purged. */

const DAY_MS = 86_400_000;
type Entity = BinRow['Entity'];
type Moved = Outcome<{ Moved: number }>;

export async function binRows(db: Db, actor: Actor): Promise<Outcome<BinRow[]>> {
  const rows = [...(await binRowsOf(db, actor.companyId)), ...(await opportunityBinRows(db, actor.companyId))].sort(
    (a, b) => new Date(b.DeletedAt).getTime() - new Date(a.DeletedAt).getTime(),
  );
  return {
    ok: true,
    value: rows.map((r) => ({
      ...r,
      DeletedAt: new Date(r.DeletedAt).toISOString(),
      PurgeAfter: new Date(new Date(r.DeletedAt).getTime() + RETENTION_DAYS * DAY_MS).toISOString(),
    })),
  };
}

const passed = (deletedAt: Date, now: Date) => now.getTime() - new Date(deletedAt).getTime() > RETENTION_DAYS * DAY_MS;
const tooLate = () =>
  refuse<{ Moved: number }>('RETENTION_PASSED', {
    zh: `删除已超过 ${RETENTION_DAYS} 天，不能再恢复。`,
    en: `It was deleted more than ${RETENTION_DAYS} days ago and can no longer be restored.`,
  });

/** Restore within the retention period; a customer passes the duplicate check again (another may have been made meanwhile). */
export async function restoreFromBin(db: Db, actor: Actor, b: { Entity: Entity; Id: number }, now = new Date()): Promise<Moved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    if (b.Entity === 'CUSTOMER') return restoreCustomer(tx, v, b.Id, now);
    if (b.Entity === 'OPPORTUNITY') return opportunityFromBin(tx, v, b.Id, 'RESTORE', now);
    if (b.Entity === 'LEAD') {
      const l = await deletedLead(tx, v.companyId, b.Id);
      if (!l) return noLead();
      if (passed(l.deleted_at, now)) return tooLate();
      await setLeadDeleted(tx, l.id, null);
    } else {
      const c = await contactById(tx, b.Id, true);
      if (!c || !(await ownCustomer(tx, v, c.customer_id))) return noContact();
      if (passed(c.deleted_at!, now)) return tooLate();
      if (await contactMatch(tx, v.companyId, c.mobile_key, c.email_key, c.id))
        return refuse('DUPLICATE', { zh: '这个手机或邮箱已是其他客户的联系人。', en: 'That mobile or e-mail is already a contact of another customer.' });
      await setContactDeleted(tx, c.id, null);
    }
    await crmEvent(tx, { companyId: v.companyId, entity: b.Entity, ids: [b.Id], action: 'RESTORE', actor: v.id });
    return { ok: true, value: { Moved: 1 } };
  });
}

const ownCustomer = (tx: Queryable, v: Viewer, id: number) => customerOfCompany(tx, id, v.companyId);

async function restoreCustomer(tx: Queryable, v: Viewer, id: number, now: Date): Promise<Moved> {
  const c = await deletedCustomer(tx, v.companyId, id);
  if (!c) return noCustomer();
  if (passed(c.deleted_at!, now)) return tooLate();
  const kept = await mergedInto(tx, c.id);
  if (kept)
    return refuse('MERGED', {
      zh: `客户“${c.name}”已并入“${kept.name}”，其联系人和记录都在那里：请打开“${kept.name}”，不能恢复。`,
      en: `"${c.name}" was merged into "${kept.name}", which holds its contacts and records: open "${kept.name}" instead; it cannot be restored.`,
    });
  const dup = await refuseDuplicate<{ Moved: number }>(tx, v, { Name: c.name, Uscc: c.uscc }, c.id);
  if (dup) return dup;
  await markDeleted(tx, [c.id], null);
  await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: [c.id], action: 'RESTORE', actor: v.id });
  return { ok: true, value: { Moved: 1 } };
}

/** Purge now (an administrator of the bin): the row goes, its activity record stays as the stub. */
export async function purgeFromBin(db: Db, actor: Actor, b: { Entity: Entity; Id: number }): Promise<Moved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    if (b.Entity === 'OPPORTUNITY') return opportunityFromBin(tx, v, b.Id, 'PURGE', new Date());
    if (b.Entity === 'CUSTOMER') {
      if (!(await deletedCustomer(tx, v.companyId, b.Id))) return noCustomer();
      await purgeCustomer(tx, b.Id);
    } else if (b.Entity === 'LEAD') {
      if (!(await deletedLead(tx, v.companyId, b.Id))) return noLead();
      await purgeLead(tx, b.Id);
    } else {
      const c = await contactById(tx, b.Id, true);
      if (!c || !(await ownCustomer(tx, v, c.customer_id))) return noContact();
      await purgeContact(tx, b.Id);
    }
    await crmEvent(tx, { companyId: v.companyId, entity: b.Entity, ids: [b.Id], action: 'PURGE', actor: v.id });
    return { ok: true, value: { Moved: 1 } };
  });
}
