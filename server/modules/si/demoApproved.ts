import type { SiRecordDraft } from '../../../src/contract/si';
import { SI_STATUS } from '../../../src/domain/si/status';
import type { Queryable } from '../../db/types';
import { decide } from './reviewRepository';
import { appendEvent, insertSi } from './repository';

/**
 * An approved demo SI, stored as the SI module stores a submission (its list columns, its
 * `v1.SiCreated` and `v1.SiSubmitted` events) and decided as a reviewer decides it (`v1.SiStatusChanged`
 * 1 → 2), for another module's demo to start from (the customs manifests'). The house B/L number is
 * the one given — the demo's manifests name their bills — not the next of the company's series, so
 * the series stays where the SI tests expect it.
 */
export async function seedApprovedSi(
  tx: Queryable,
  o: { companyId: string; cgoId: string; record: SiRecordDraft; ownerId: string; reviewerId: string; blNo: string },
): Promise<number> {
  const id = await insertSi(tx, { actorId: o.ownerId, ownerId: o.ownerId }, o.companyId, o.cgoId, o.record, 'demo', o.blNo);
  if (!(await decide(tx, id, SI_STATUS.APPROVED, o.reviewerId, undefined))) throw new Error(`demo SI ${o.blNo}: not decided`);
  await appendEvent(tx, id, o.reviewerId, 'v1.SiStatusChanged', { from: SI_STATUS.SUBMITTED, to: SI_STATUS.APPROVED, remarks: '' });
  // submitted and approved the week before: not today's throughput on the reviewer's desk
  await tx.query(
    `update si_records set created_at = created_at - interval '8 days', reviewer_date = reviewer_date - interval '7 days', updated_at = updated_at - interval '7 days' where id = $1`,
    [id],
  );
  await tx.query(`update si_events set at = at - interval '7 days' where si_id = $1`, [id]);
  return Number(id);
}
