import { canClose, LOST, moveRefusal, WON } from '../../../../src/domain/crm/opportunityStages';
import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { quotesForCompany } from '../../rates/public';
import { stale } from '../checks';
import { closedAlready, moveRefused, noOpportunity, noQuote, reasonRequired } from '../opportunityChecks';
import { type OppRow, oppEvent, oppSeen } from '../opportunityRepository';
import { setStage, type StageChange } from '../opportunityWriteRepository';
import { type Viewer, viewerOf } from '../scope';
import { stageSetOf } from './opportunityStages';

/**
 * An opportunity's stage changes (commercial.md §7.2), each an activity record row (crm_events) in its
 * transaction: a move between open stages, a reopening (a manager's), a win (optionally with a quote of
 * the customer's linked company) and a loss (a reason from the list).
 */

type Saved = Outcome<{ Id: number; Version: number }>;
type Work = (tx: Queryable, v: Viewer, o: OppRow) => Promise<Saved>;

async function changing(db: Db, actor: Actor, id: number, version: number, work: Work): Promise<Saved> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const o = await oppSeen(tx, v, id);
    if (!o) return noOpportunity();
    if (o.version !== version) return stale();
    return work(tx, v, o);
  });
}

async function apply(tx: Queryable, v: Viewer, o: OppRow, action: string, c: StageChange, reason: string | null): Promise<Saved> {
  const version = await setStage(tx, o.id, o.version, c);
  if (version === null) return stale();
  await oppEvent(tx, v.companyId, o.id, action, v.id, reason);
  return { ok: true, value: { Id: o.id, Version: version } };
}

export function moveStage(db: Db, actor: Actor, b: { Id: number; Version: number; Stage: string }): Promise<Saved> {
  return changing(db, actor, b.Id, b.Version, async (tx, v, o) => {
    const { stages } = await stageSetOf(tx, v.companyId);
    const refused = moveRefusal(stages, o.stage_code, b.Stage, v.manager);
    if (refused) return moveRefused(refused);
    const stage = stages.find((s) => s.code === b.Stage)!;
    const action = canClose(o.stage_code) ? 'STAGE' : 'REOPEN';
    return apply(tx, v, o, action, { stage, closedOn: null }, stage.code);
  });
}

export function winOpportunity(db: Db, actor: Actor, b: { Id: number; Version: number; QuoteId?: number; Remarks?: string }): Promise<Saved> {
  return changing(db, actor, b.Id, b.Version, async (tx, v, o) => {
    if (!canClose(o.stage_code)) return closedAlready();
    if (b.QuoteId !== undefined) {
      const quotes = o.linked_company_id ? await quotesForCompany(tx, v.companyId, o.linked_company_id, 500) : [];
      if (!quotes.some((q) => q.Id === b.QuoteId)) return noQuote();
    }
    const { stages } = await stageSetOf(tx, v.companyId);
    const stage = stages.find((s) => s.code === WON)!;
    return apply(tx, v, o, 'WIN', { stage, closedOn: dayIn(OFFICE_ZONE), quoteId: b.QuoteId ?? null, remarks: b.Remarks }, WON);
  });
}

export function loseOpportunity(
  db: Db,
  actor: Actor,
  b: { Id: number; Version: number; FailureReason?: string; Competitor?: string; Remarks?: string },
): Promise<Saved> {
  return changing(db, actor, b.Id, b.Version, async (tx, v, o) => {
    if (!canClose(o.stage_code)) return closedAlready();
    const { stages, reasons } = await stageSetOf(tx, v.companyId);
    const reason = b.FailureReason?.trim();
    if (!reason || !reasons.some((r) => r.code === reason)) return reasonRequired();
    const stage = stages.find((s) => s.code === LOST)!;
    const change = { stage, closedOn: dayIn(OFFICE_ZONE), failureReason: reason, competitor: b.Competitor?.trim(), remarks: b.Remarks };
    return apply(tx, v, o, 'LOSE', change, reason);
  });
}
