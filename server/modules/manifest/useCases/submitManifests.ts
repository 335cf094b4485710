import { fieldSays } from '../../../../src/contract/envelope';
import type { ManifestVerify } from '../../../../src/contract/manifest';
import { manifestErrors } from '../../../../src/domain/manifest/check';
import type { Problem } from '../../../../src/domain/manifest/messages';
import { MFT_STATUS, mftMove } from '../../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { manifestRemark } from '../../manifestSetup/public';
import { dataOf } from '../manifestData';
import { channelOfFiling } from '../payload';
import { noManifest, stateRefusal } from '../refusals';
import { manifestsByIds, moveStatus, type StoredManifest } from '../repository';
import { byOf, loadManifest as load, logEvent as event, type Requester, scopeOf } from '../requester';
import { judge } from '../rules';
import { transmit } from '../transmit';

type Submitted = { Submitted: number[]; Failed: { Id: number; Problems: Problem[] }[]; Queued: number[] };

/** Submits each manifest on its own: the check's errors store them and land in 2, else 1 (late is marked); auto-send when configured. */
export async function submitManifests(db: Db, r: Requester, ids: readonly number[]): Promise<Outcome<Submitted>> {
  return inTransaction(db, async (tx) => {
    const ms = await manifestsByIds(tx, ids, scopeOf(r), true);
    if (ms.length !== new Set(ids).size) return noManifest();
    const stuck = ms.find((m) => !mftMove(m.MFT_STATUS, 'submit', 'owner'));
    if (stuck) return stateRefusal(stuck.MFT_STATUS);
    const out: Submitted = { Submitted: [], Failed: [], Queued: [] };
    for (const m of ms) await submitOne(tx, r, m, out);
    return { ok: true, value: out };
  });
}

async function submitOne(tx: Queryable, r: Requester, m: StoredManifest, out: Submitted) {
  const data = dataOf(m);
  const v = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang });
  const errors = manifestErrors(v.problems);
  if (errors.length) {
    await moveStatus(tx, m.Id, m.MFT_STATUS, mftMove(m.MFT_STATUS, 'submitFail', 'system')!.to, { problems: errors, by: byOf(r) });
    await event(tx, r, m.Id, 'v1.ManifestSubmitFailed', { problems: errors.map((p) => `${p.Path} ${p.Code}`) });
    out.Failed.push({ Id: m.Id, Problems: errors });
    return;
  }
  await moveStatus(tx, m.Id, m.MFT_STATUS, MFT_STATUS.SUBMITTED, { problems: [], late: v.deadline.Late, remarkCode: '', remarks: '', by: byOf(r) });
  await event(tx, r, m.Id, 'v1.ManifestSubmitted', { late: v.deadline.Late });
  out.Submitted.push(m.Id);
  // a company whose configuration sends without verification: on its way at once, unless late or differing from its SI (a verifier decides those)
  const siOk = !v.config.MCF_REQUIRE_SI_MATCH || v.siDiff.length === 0;
  if (!v.config.MCF_REQUIRE_VERIFY && v.config.MCF_AUTO_SEND && !v.deadline.Late && siOk) {
    const forSend = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang, forSend: true, config: v.config });
    const channel = channelOfFiling(m.MFT_FILING, v.config);
    if (channel && manifestErrors(forSend.problems).length === 0) {
      await transmit(tx, r, { ...m, MFT_STATUS: MFT_STATUS.SUBMITTED }, { kind: 'MAIN', event: 'autoSend', late: false, config: v.config, channel });
      out.Queued.push(m.Id);
    }
  }
}

/** A verifier approves a submitted manifest, or returns it with a reason code or words. */
export async function verifyManifest(db: Db, r: Requester & { kind: 'employee' }, input: ManifestVerify): Promise<Outcome<{ Id: number; MFT_STATUS: number }>> {
  return inTransaction(db, async (tx) => {
    const m = await load(tx, r, input.Id);
    if (!m) return noManifest();
    const move = mftMove(m.MFT_STATUS, input.Approve ? 'verify' : 'return', 'verifier');
    if (!move) return stateRefusal(m.MFT_STATUS);
    let remarks = (input.Remarks ?? '').trim();
    const code = (input.RemarkCode ?? '').trim();
    if (!input.Approve) {
      if (!code && !remarks)
        return no('mft.verify.remark', 'Say why the manifest is returned: a remark code or words.', '退回舱单须选择退回原因代码或填写备注。', [
          fieldSays('/RemarkCode', { en: 'or remarks are required to return', zh: '或备注为退回必填' }),
        ]);
      if (code) {
        const remark = await manifestRemark(tx, code, 'REJECT_REASON');
        if (!remark)
          return no('mft.verify.remarkCode', `"${code}" is not a return reason code.`, `"${code}" 不是退回原因代码。`, [
            fieldSays('/RemarkCode', { en: 'is not a return reason code', zh: '不是退回原因代码' }),
          ]);
        remarks ||= r.lang === 'en' ? remark.MRK_TEXT_EN : remark.MRK_TEXT_ZH;
      }
    }
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, input.Approve ? { by: byOf(r) } : { remarkCode: code, remarks, by: byOf(r) });
    await event(tx, r, m.Id, input.Approve ? 'v1.ManifestVerified' : 'v1.ManifestReturned', input.Approve ? {} : { remarkCode: code, remarks });
    return { ok: true, value: { Id: m.Id, MFT_STATUS: move.to } };
  });
}
