import type { ApplicationDetail } from '../../../src/contract/orderApply/calls';
import { oapMove } from '../../../src/domain/orderApply/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { lockApplication, moveApplication, readApplication } from './applicationRepository';
import { latestRun } from './riskRunRepository';
import { APPLICATION_DOC, type Saved, employee, noApplication, stale, wrongState } from './applicationTerms';

/**
 * B/L applications (operations.md §11.2–§11.4): apply runs the risk check in the same transaction
 * and moves the application by its worst result (auto approved, pending review, blocked); a blocked
 * one is checked again after its cause is fixed; a risk checker approves (a reason per REVIEW rule,
 * never over a BLOCK) or rejects; customer service releases (the B/L moves to released in the same
 * transaction) or cancels. Every move is a doc_events row of `blApplication`; every run of the check
 * keeps a row per rule (bl_risk_results: the check logs).
 *
 * One file per use case: riskQueryService.ts (the check before applying), applyService.ts (apply,
 * check again), decideService.ts, releaseService.ts; applicationCheck.ts runs the check and moves the
 * application by it. Here: cancel, and reading one application. The demo's applications
 * (demoApplications.ts) run the use cases through this file.
 */
export { apply } from './applyService';
export { decide } from './decideService';
export { release } from './releaseService';

/** Cancels an application not yet released (customer service), with the reason. */
export async function cancel(db: Db, actor: Actor, c: { Id: number; Version: number; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Saved>> => {
    const a = await lockApplication(tx, c.Id);
    if (!a) return noApplication();
    if (a.version !== c.Version) return stale();
    const move = oapMove(a.status, 'cancel', 'service');
    if (!move) return wrongState('NOT_CANCELLABLE', a.status, 'This application can no longer be cancelled', '此申请已不能取消');
    const version = await moveApplication(tx, a.id, { status: move.to, remarks: c.Reason.trim() });
    await recordDocEvent(tx, {
      docType: APPLICATION_DOC,
      docId: a.id,
      actor: employee(actor),
      type: 'v1.Cancelled',
      detail: { Reason: c.Reason.trim(), From: a.status },
    });
    return { ok: true, value: { Id: a.id, Version: version } };
  });
}

/** One application with its latest check's results. */
export async function getApplication(q: Queryable, id: number): Promise<Outcome<ApplicationDetail>> {
  const a = await readApplication(q, id);
  if (!a) return noApplication();
  return { ok: true, value: { Application: a as ApplicationDetail['Application'], Results: await latestRun(q, id) } };
}
