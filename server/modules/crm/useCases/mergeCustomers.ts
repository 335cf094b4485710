import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noCustomer, refuse } from '../checks';
import { customersSeen, type HeldCustomer, linkCompany, markDeleted } from '../customerRepository';
import { markMergedInto, moveCustomerChildren, touchCustomer, unlinkCustomers } from '../mergeRepository';
import { closeOwnership, crmEvent } from '../ownerRepository';
import { viewerOf } from '../scope';

/** The one platform company the merged customers bring, or a refusal when two differ (one customer per company). */
function linkAfterMerge(keep: HeldCustomer, merged: readonly HeldCustomer[]): { ok: true; companyId: string | null } | { ok: false; names: string } {
  const links = new Set([keep, ...merged].map((c) => c.linked_company_id).filter((x): x is string => !!x));
  if (links.size > 1) {
    const names = [keep, ...merged]
      .filter((c) => c.linked_company_id)
      .map((c) => `“${c.name}”`)
      .join('、');
    return { ok: false, names };
  }
  return { ok: true, companyId: [...links][0] ?? null };
}

/**
 * Merge (§7.3, a manager's): the customers `MergeIds` become `KeepId` — their contacts, ownership
 * periods, history, converted leads and platform link move to it; they go to the recycle bin marked
 * "merged into …" (a MERGED_INTO event on each, a MERGE event on the kept one). All or nothing.
 */
export async function mergeCustomers(db: Db, actor: Actor, b: { KeepId: number; MergeIds: number[] }): Promise<Outcome<{ Id: number; Moved: number }>> {
  const v = await viewerOf(db, actor);
  const mergeIds = [...new Set(b.MergeIds)];
  if (mergeIds.includes(b.KeepId))
    return refuse('MERGE_SELF', {
      zh: '保留的客户不能同时被并入：请另选要并入的客户。',
      en: 'The customer kept cannot also be merged into itself: choose others to merge.',
    });
  return inTransaction(db, async (tx) => {
    if (!v.manager) return noCustomer();
    const seen = await customersSeen(tx, v, [b.KeepId, ...mergeIds], true);
    const keep = seen.find((c) => c.id === b.KeepId);
    const merged = seen.filter((c) => c.id !== b.KeepId);
    if (!keep || merged.length !== mergeIds.length) return noCustomer();
    const link = linkAfterMerge(keep, merged);
    if (!link.ok)
      return refuse('LINK_CONFLICT', {
        zh: `${link.names} 关联了不同的平台公司，不能合并：请先取消其中一个的关联。`,
        en: `${link.names} are linked to different platform companies and cannot be merged: unlink one of them first.`,
      });
    const now = new Date();
    await closeOwnership(tx, mergeIds, now);
    await moveCustomerChildren(tx, mergeIds, keep.id);
    if (link.companyId && !keep.linked_company_id) {
      await unlinkCustomers(tx, mergeIds);
      await linkCompany(tx, keep.id, link.companyId);
    }
    await markDeleted(tx, mergeIds, v.id);
    await markMergedInto(tx, mergeIds, keep.id);
    await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: mergeIds, action: 'MERGED_INTO', actor: v.id, reason: keep.name, at: now });
    const names = merged.map((c) => c.name).join('、');
    await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: [keep.id], action: 'MERGE', actor: v.id, reason: names, at: now });
    await touchCustomer(tx, keep.id);
    return { ok: true, value: { Id: keep.id, Moved: mergeIds.length } };
  });
}
