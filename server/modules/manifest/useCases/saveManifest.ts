import type { ManifestData, ManifestEdit, ManifestSave } from '../../../../src/contract/manifest';
import { immutableChanges } from '../../../../src/domain/manifest/amendment';
import type { Problem } from '../../../../src/domain/manifest/messages';
import { MFT_EDITABLE, MFT_STATUS } from '../../../../src/domain/manifest/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { inTransaction } from '../../../platform/transaction';
import { dataOf, laidOver, overrides } from '../manifestData';
import { noBooking, noManifest, noSi, problemsRefusal, staleRefusal, stateRefusal, uniqueRefusal } from '../refusals';
import { siRecordOf } from '../../si/public';
import { bookingFacts } from '../../booking/public';
import { touch, writeData, liveHolder } from '../repository';
import { byOf, loadManifest as load, logEvent as event, type Requester, scopeOf } from '../requester';
import { judge } from '../rules';
import { isUniqueViolation } from './createManifest';

/** Saves edited data (0, 2, 4, 10); a share visitor saves through the share service with its own scope. */
export async function saveManifest(db: Db, r: Requester, input: ManifestSave): Promise<Outcome<{ Id: number; VERSION: number; Problems: Problem[] }>> {
  const { Id, VERSION, ...edit } = input;
  try {
    return await inTransaction(db, async (tx) => {
      const m = await load(tx, r, Id);
      if (!m) return noManifest();
      if (!MFT_EDITABLE.includes(m.MFT_STATUS as never)) return stateRefusal(m.MFT_STATUS);
      if (m.VERSION !== VERSION) return staleRefusal(m);
      const next = laidOver(dataOf(m), edit as ManifestEdit);
      if (m.MFT_STATUS === MFT_STATUS.AMENDING && m.MFT_ACCEPTED_PAYLOAD) {
        const locked = immutableChanges(m.MFT_ACCEPTED_PAYLOAD, next, r.lang);
        if (locked.length) return problemsRefusal(locked);
      }
      const holder = await liveHolder(tx, next, m.Id);
      if (holder) return uniqueRefusal(holder.mft_no);
      await writeData(tx, m.Id, next);
      const version = await touch(tx, m.Id, byOf(r));
      const codeOverrides = overrides(next);
      await event(tx, r, m.Id, 'v1.ManifestSaved', { version, ...(codeOverrides.length ? { codeOverrides } : {}) });
      const v = await judge(tx, next, { companyId: m.COMPANYID, lang: r.lang });
      return { ok: true, value: { Id: m.Id, VERSION: version, Problems: v.problems } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueRefusal(String(edit.MFT_MBL_NO ?? ''));
    throw e;
  }
}

/** The check of a manifest as it would be with these edits (or of a new one's data), saving nothing. */
export async function checkManifest(db: Db, r: Requester & { kind: 'employee' }, input: Partial<ManifestData> & { Id?: number }) {
  const { Id, ...edit } = input;
  let data: ManifestData;
  let companyId: string;
  if (Id) {
    const m = await load(db, r, Id, false);
    if (!m) return noManifest<never>();
    data = laidOver(dataOf(m), edit);
    companyId = String(m.COMPANYID);
  } else {
    data = laidOver({ MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: '' }, edit);
    const booking = data.MFT_CGO_ID ? await bookingFacts(db, data.MFT_CGO_ID, scopeOf(r)) : undefined;
    if (data.MFT_CGO_ID && !booking) return noBooking<never>();
    companyId = booking?.company_id ?? r.actor.companyId;
  }
  // an SI named must be the manifest's company's (another's is absent, as everywhere)
  if (data.MFT_SI_ID && !(await siRecordOf(db, data.MFT_SI_ID, scopeOf(r) ?? companyId))) return noSi<never>();
  const v = await judge(db, data, { companyId, lang: r.lang });
  return { ok: true as const, value: { Problems: v.problems, SiDiff: v.siDiff, Deadline: v.deadline } };
}
