import type { ReleaseInput } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { HBL_ISSUED, HBL_SURRENDERED } from '../../../src/domain/orderApply/risk';
import { OAP_KIND, oapMove } from '../../../src/domain/orderApply/status';
import type { Db, Queryable } from '../../db/types';
import { keyRefusal } from '../../http/idempotency';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { hblOf, releaseHouseBill } from './facts';
import { claimReleaseKey, forgetReleaseKey, keepReleaseAnswer, releaseKeyAnswer } from './releaseKeyRepository';
import { lockApplication, moveApplication, type StoredApplication } from './applicationRepository';
import { latestRun } from './riskRunRepository';
import { readSystem, type SystemRow } from './riskSettingsRepository';
import { localDateTime, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import { checkAgainBefore } from './applicationCheck';
import { APPLICATION_DOC, type Saved, employee, noApplication, stale, wrongState } from './applicationTerms';

/** The telex release hours (China time) hold now. */
export function withinTelexHours(s: Pick<SystemRow, 'telexFrom' | 'telexTo'>, now: Date): boolean {
  const hm = localDateTime(now.toISOString(), OFFICE_ZONE).slice(11, 16);
  return hm >= s.telexFrom && hm < s.telexTo;
}

/** Release (§11.4): customer service releases an approved application (once per Idempotency-Key); the B/L moves to released in the same transaction. */
export async function release(
  db: Db,
  actor: Actor,
  r: ReleaseInput,
  key: { key: string | undefined; hash: string },
  now = new Date(),
): Promise<Outcome<Saved>> {
  if (key.key) {
    const seen = await releaseKeyAnswer(db, key.key);
    if (seen) {
      if (seen.hash !== key.hash) return keyRefusal.reused;
      if (seen.answer) return { ok: true, value: seen.answer as Saved };
    }
  }
  return inTransaction(db, async (tx, fail): Promise<Outcome<Saved>> => {
    if (key.key && !(await claimReleaseKey(tx, key.key, key.hash))) return fail(keyRefusal.reused);
    const out = await releaseClaimed(tx, actor, r, now);
    if (key.key) {
      // the answer is kept for the key; a refusal keeps no claim, so the same key serves the corrected
      // release (a courier number typed, an application approved again after its facts changed)
      if (out.ok) await keepReleaseAnswer(tx, key.key, out.value);
      else await forgetReleaseKey(tx, key.key);
    }
    return out;
  });
}

/** The release itself, in the transaction that claimed its key. */
async function releaseClaimed(tx: Queryable, actor: Actor, r: ReleaseInput, now: Date): Promise<Outcome<Saved>> {
  const a = await lockApplication(tx, r.Id);
  if (!a) return noApplication();
  if (a.version !== r.Version) return stale();
  const move = oapMove(a.status, 'release', 'service');
  if (!move) return wrongState('NOT_RELEASABLE', a.status, 'Only an approved application is released', '只有审核通过的申请可以放单');
  const system = await readSystem(tx);
  const courierNo = r.CourierNo?.trim() ?? '';
  if (a.kind === OAP_KIND.COURIER && !courierNo)
    return no('FIELD_REQUIRED', 'Enter the courier number of the originals sent.', '请填写寄出正本的快递单号。', [
      fieldSays('/CourierNo', { en: 'the waybill number', zh: '快递单号' }),
    ]);
  if (a.kind === OAP_KIND.TELEX && !withinTelexHours(system, now))
    return no(
      'OUTSIDE_TELEX_HOURS',
      `Telex releases go out between ${system.telexFrom} and ${system.telexTo} (China time).`,
      `电放时间为北京时间 ${system.telexFrom} 至 ${system.telexTo}。`,
    );
  const overridden = (await latestRun(tx, a.id)).filter((r) => r.Result === 'REVIEW' && r.OverrideReason.trim());
  const changed = await checkAgainBefore(tx, actor, a, new Set(overridden.map((r) => r.Rule)));
  if (changed) return changed;
  // the B/L moves to released (an issued one; a surrendered one is released by the surrender already)
  const h = await hblOf(tx, a.hblId);
  if (!h || (h.status !== HBL_ISSUED && h.status !== HBL_SURRENDERED))
    return no(
      'HBL_NOT_RELEASABLE',
      'The B/L is no longer issued (voided or released meanwhile): check the application again.',
      '提单已不是签发状态（已作废或已放单）：请重新检查申请。',
    );
  if (h.status === HBL_ISSUED) await releaseHouseBill(tx, a.hblId, actor);
  const version = await moveApplication(tx, a.id, {
    status: move.to,
    released: true,
    courier: a.kind === OAP_KIND.COURIER ? r.Courier?.trim() || system.defaultCourier : null,
    courierNo: a.kind === OAP_KIND.COURIER ? courierNo : null,
    guaranteeUsed: a.useGuarantee ? a.unpaid : 0,
  });
  await recordDocEvent(tx, {
    docType: APPLICATION_DOC,
    docId: a.id,
    actor: employee(actor),
    type: 'v1.Released',
    detail: releaseDetail(a, r, system, courierNo),
  });
  return { ok: true, value: { Id: a.id, Version: version } };
}

function releaseDetail(a: StoredApplication, r: ReleaseInput, s: SystemRow, courierNo: string): Record<string, unknown> {
  if (a.kind === OAP_KIND.COURIER) return { Kind: a.kind, Courier: r.Courier?.trim() || s.defaultCourier, CourierNo: courierNo };
  if (a.kind === OAP_KIND.TELEX) return { Kind: a.kind, ReleaseTo: a.releaseTo, UnderGuaranteeCny: a.useGuarantee ? a.unpaid / 100 : 0 };
  return { Kind: a.kind, UnderGuaranteeCny: a.useGuarantee ? a.unpaid / 100 : 0 };
}
