import type { Applied, ApplyInput } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { checkRisk } from '../../../src/domain/orderApply/risk';
import { OAP_KIND, oapMove } from '../../../src/domain/orderApply/status';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { gatherFacts } from './facts';
import { insertApplication, lockApplication, moveApplication } from './applicationRepository';
import { readRiskConfig, readSystem } from './riskSettingsRepository';
import { checkAndMove } from './applicationCheck';
import { APPLICATION_DOC, employee, kindAllowed, noApplication, noHbl, resultRows, stale, wrongState } from './applicationTerms';

/** The kind's own fields (§11.1: receiver for a courier, who collects with the ID's last 4 digits, whom a telex releases to). */
function kindFieldsMissing<T>(a: ApplyInput): Outcome<T> | undefined {
  const need = (path: string, zh: string, en: string) =>
    no<T>('FIELD_REQUIRED', `${en} is needed for this kind of release.`, `该放单方式须填写${zh}。`, [
      fieldSays(path, { en: 'required for this kind', zh: '该放单方式必填' }),
    ]);
  if (a.Kind === OAP_KIND.COURIER && !a.ReceiverId) return need('/ReceiverId', '收件人', 'A receiver');
  if (a.Kind === OAP_KIND.COLLECT && !a.PickupName?.trim()) return need('/PickupName', '取单人姓名', 'Who collects');
  if (a.Kind === OAP_KIND.COLLECT && !a.PickupIdLast4) return need('/PickupIdLast4', '取单人证件后四位', 'The last 4 digits of their ID');
  if (a.Kind === OAP_KIND.TELEX && !a.ReleaseTo?.trim()) return need('/ReleaseTo', '电放对象', 'The party released to');
  return undefined;
}

const duplicate = <T>(nos: readonly string[]) =>
  no<T>(
    'R10_DUPLICATE',
    `A live application exists for this B/L${nos.length ? `: ${nos.join(', ')}` : ''}. Cancel it, or work on it.`,
    `本提单已有在办申请${nos.length ? `：${nos.join('、')}` : ''}。请先取消它，或继续处理它。`,
  );

/** Apply (§11.2): a customer applies for a B/L release; the check runs in the same transaction and moves the application by its worst result. */
export async function apply(db: Db, actor: Actor, a: ApplyInput): Promise<Outcome<Applied>> {
  const missingField = kindFieldsMissing<Applied>(a);
  if (missingField) return missingField;
  try {
    return await inTransaction(db, async (tx): Promise<Outcome<Applied>> => {
      const { config } = await readRiskConfig(tx);
      const system = await readSystem(tx);
      const g = await gatherFacts(
        tx,
        { hblId: a.HBL_ID, kind: a.Kind, receiverId: a.ReceiverId ?? null, useGuarantee: a.UseGuarantee, applicationId: null },
        config,
      );
      if (!g.hbl) return noHbl();
      if (g.foreignReceiver) return missing('No such receiver for this customer.', '该客户没有这个收件人。');
      if (!kindAllowed(system, g.hbl.companyId, a.Kind))
        return no(
          'KIND_NOT_ALLOWED',
          'This customer may not use this kind of release (B/L application settings).',
          '该客户不可使用此放单方式（见提单申请系统设置）。',
          [fieldSays('/Kind', { en: 'not allowed for this customer', zh: '该客户不可用' })],
        );
      if (g.facts.liveApplications.length) return duplicate(g.facts.liveApplications.map((x) => x.no));
      const first = checkRisk(g.facts, config);
      const made = await insertApplication(tx, {
        companyId: g.hbl.companyId,
        hblId: g.hbl.id,
        hblNo: g.hbl.no,
        cgoId: g.hbl.cgoId,
        kind: a.Kind,
        receiverId: a.Kind === OAP_KIND.COURIER ? (a.ReceiverId ?? null) : null,
        pickupName: a.Kind === OAP_KIND.COLLECT ? (a.PickupName?.trim() ?? null) : null,
        pickupIdLast4: a.Kind === OAP_KIND.COLLECT ? (a.PickupIdLast4 ?? null) : null,
        releaseTo: a.Kind === OAP_KIND.TELEX ? (a.ReleaseTo?.trim() ?? null) : null,
        useGuarantee: a.UseGuarantee,
        unpaid: g.facts.unpaidCnyMinor,
        level: first.level,
        actorId: actor.id,
      });
      await recordDocEvent(tx, {
        docType: APPLICATION_DOC,
        docId: made.id,
        actor: employee(actor),
        type: 'v1.Applied',
        detail: {
          OAP_NO: made.no,
          HBL_NO: g.hbl.no,
          Kind: a.Kind,
          UseGuarantee: a.UseGuarantee,
          ReceiverId: a.ReceiverId ?? null,
          ReleaseTo: a.ReleaseTo ?? null,
        },
      });
      const c = await checkAndMove(
        tx,
        { id: made.id, hblId: g.hbl.id, kind: a.Kind, receiverId: a.ReceiverId ?? null, useGuarantee: a.UseGuarantee },
        config,
        system,
      );
      return {
        ok: true,
        value: { Id: made.id, OAP_NO: made.no, OAP_STATUS: c.status, OAP_RISK_LEVEL: c.level, Version: c.version, Results: resultRows(c.results) },
      };
    });
  } catch (e) {
    // two clerks applying for the same B/L at once: the live-application index keeps one
    if (isUniqueViolation(e)) return duplicate([]);
    throw e;
  }
}

/** A blocked application is checked again once its cause is fixed (§11.2). */
export async function recheck(db: Db, actor: Actor, r: { Id: number; Version: number }): Promise<Outcome<Applied>> {
  return inTransaction(db, async (tx): Promise<Outcome<Applied>> => {
    const a = await lockApplication(tx, r.Id);
    if (!a) return noApplication();
    if (a.version !== r.Version) return stale();
    const move = oapMove(a.status, 'recheck', 'service');
    if (!move) return wrongState('NOT_BLOCKED', a.status, 'Only a blocked application is checked again', '只有已拦截的申请可以重新检查');
    await moveApplication(tx, a.id, { status: move.to });
    await recordDocEvent(tx, { docType: APPLICATION_DOC, docId: a.id, actor: employee(actor), type: 'v1.Rechecked', detail: { From: a.status } });
    const { config } = await readRiskConfig(tx);
    const c = await checkAndMove(tx, a, config, await readSystem(tx));
    return { ok: true, value: { Id: a.id, OAP_NO: a.no, OAP_STATUS: c.status, OAP_RISK_LEVEL: c.level, Version: c.version, Results: resultRows(c.results) } };
  });
}
