import type { DecideInput } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { levelAfterOverrides, overrideRefusals } from '../../../src/domain/orderApply/risk';
import { type OapEvent, oapMove } from '../../../src/domain/orderApply/status';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { lockApplication, moveApplication } from './applicationRepository';
import { latestRun, recordOverrides } from './riskRunRepository';
import { checkAgainBefore, ruleName } from './applicationCheck';
import { APPLICATION_DOC, type Saved, employee, noApplication, stale, wrongState } from './applicationTerms';

/** Decide (§11.3): a risk checker approves (a reason per REVIEW rule, never over a BLOCK) or rejects a pending application. */
export async function decide(db: Db, actor: Actor, d: DecideInput): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Saved>> => {
    const a = await lockApplication(tx, d.Id);
    if (!a) return noApplication();
    if (a.version !== d.Version) return stale();
    const event: OapEvent = d.Approve ? 'approve' : 'reject';
    const move = oapMove(a.status, event, 'risk');
    if (!move) return wrongState('NOT_PENDING', a.status, 'Only an application pending review is decided', '只有待审核的申请可以审核');
    const results = await latestRun(tx, a.id);
    if (d.Approve) {
      const changed = await checkAgainBefore(tx, actor, a, new Set(results.filter((r) => r.Result === 'REVIEW').map((r) => r.Rule)));
      if (changed) return changed;
    }
    const overrides = d.Overrides.map((o) => ({ rule: o.Rule, reason: o.Reason.trim() }));
    if (d.Approve) {
      const refusals = overrideRefusals(
        results.map((r) => ({ rule: r.Rule, result: r.Result })),
        overrides,
      );
      const blocked = refusals.find((x) => x.code === 'BLOCK_NOT_OVERRIDABLE');
      if (blocked)
        return no(
          'BLOCK_NOT_OVERRIDABLE',
          `“${ruleName(blocked.rule, 'en')}” blocks this application: a block is never overridden — fix its cause and check again.`,
          `“${ruleName(blocked.rule, 'zh')}”拦截了此申请：拦截不能放行——请消除原因后重新检查。`,
        );
      const bad = refusals[0];
      if (bad) {
        const i = Math.max(
          0,
          d.Overrides.findIndex((o) => o.Rule === bad.rule),
        );
        return bad.code === 'REASON_MISSING'
          ? no('REASON_MISSING', `Say why “${ruleName(bad.rule, 'en')}” may be let through.`, `请填写放行“${ruleName(bad.rule, 'zh')}”的理由。`, [
              fieldSays(`/Overrides/${i}/Reason`, { en: 'a reason for each rule to review', zh: '每条需审核的规则都要填写理由' }),
            ])
          : no('NOT_REVIEW', `“${ruleName(bad.rule, 'en')}” passed: there is nothing to override.`, `“${ruleName(bad.rule, 'zh')}”已通过，无需放行。`);
      }
      if (
        levelAfterOverrides(
          results.map((r) => ({ rule: r.Rule, result: r.Result })),
          overrides,
        ) !== 'PASS'
      )
        return no('STATE', 'Not every rule is settled.', '仍有规则未处理。');
      await recordOverrides(tx, a.id, overrides, actor.id);
    } else if (!(d.Remarks ?? '').trim())
      return no('REASON_MISSING', 'Say why the application is rejected.', '请填写驳回理由。', [
        fieldSays('/Remarks', { en: 'why it is rejected', zh: '驳回理由' }),
      ]);
    const version = await moveApplication(tx, a.id, { status: move.to, decidedBy: actor.id, remarks: (d.Remarks ?? '').trim() });
    await recordDocEvent(tx, {
      docType: APPLICATION_DOC,
      docId: a.id,
      actor: employee(actor),
      type: d.Approve ? 'v1.Approved' : 'v1.Rejected',
      detail: { Overrides: overrides.map((o) => ({ Rule: o.rule, Reason: o.reason })), Remarks: (d.Remarks ?? '').trim() },
    });
    return { ok: true, value: { Id: a.id, Version: version } };
  });
}
