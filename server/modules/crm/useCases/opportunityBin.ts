import type { BinRow } from '../../../../src/contract/crm/calls';
import { RETENTION_DAYS } from '../../../../src/domain/crm/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../checks';
import { noOpportunity } from '../opportunityChecks';
import { deletedOpps, oppEvent, oppSeen } from '../opportunityRepository';
import { markOppDeleted, purgeOpp } from '../opportunityWriteRepository';
import { type Viewer, viewerOf } from '../scope';

/** An opportunity into the recycle bin and back (commercial.md §7.2): the bin's Entity OPPORTUNITY, restorable for RETENTION_DAYS. */

type Moved = Outcome<{ Moved: number }>;
const DAY_MS = 86_400_000;

export async function deleteOpportunity(db: Db, actor: Actor, id: number): Promise<Moved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const o = await oppSeen(tx, v, id);
    if (!o) return noOpportunity();
    await markOppDeleted(tx, o.id, v.id);
    await oppEvent(tx, v.companyId, o.id, 'DELETE', v.id);
    return { ok: true, value: { Moved: 1 } };
  });
}

/** The bin's rows of deleted opportunities (the bin lists them beside customers, leads and contacts). */
export async function opportunityBinRows(db: Queryable, companyId: string) {
  return deletedOpps(db, companyId);
}

/** Restore (within the retention period) or purge one, inside the bin's transaction. */
export async function opportunityFromBin(tx: Queryable, v: Viewer, id: number, how: 'RESTORE' | 'PURGE', now: Date): Promise<Moved> {
  const o = await oppSeen(tx, v, id, true);
  if (!o?.deleted_at) return noOpportunity();
  if (how === 'PURGE') await purgeOpp(tx, o.id);
  else {
    if (now.getTime() - new Date(o.deleted_at).getTime() > RETENTION_DAYS * DAY_MS)
      return refuse('RETENTION_PASSED', {
        zh: `删除已超过 ${RETENTION_DAYS} 天，不能再恢复。`,
        en: `It was deleted more than ${RETENTION_DAYS} days ago and can no longer be restored.`,
      });
    await markOppDeleted(tx, o.id, null);
  }
  await oppEvent(tx, v.companyId, o.id, how, v.id);
  return { ok: true, value: { Moved: 1 } };
}

export type OpportunityBinRow = Omit<BinRow, 'DeletedAt' | 'PurgeAfter'>;
