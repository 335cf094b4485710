import type { ManifestCreate, ManifestData, ManifestEdit, ManifestSave, ManifestVerify } from '../../../src/contract/manifest';
import { fieldSays } from '../../../src/contract/envelope';
import { immutableChanges } from '../../../src/domain/manifest/amendment';
import { manifestErrors } from '../../../src/domain/manifest/check';
import { manifestFromSi } from '../../../src/domain/manifest/fromSi';
import type { Problem } from '../../../src/domain/manifest/messages';
import { MFT_EDITABLE, MFT_STATUS, mftMove } from '../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { manifestRemark } from '../manifestSetup/public';
import { channelOfFiling } from './payload';
import {
  bookingFor,
  insertManifest,
  liveHolder,
  manifestsByIds,
  messageOwner,
  moveStatus,
  plannedLoading,
  siRecordFor,
  type StoredManifest,
  touch,
  writeData,
} from './repository';
import { configOf, judge } from './rules';
import { dataOf, laidOver, overrides } from './manifestData';
import { noBooking, noManifest, noSi, problemsRefusal, staleRefusal, stateRefusal, uniqueRefusal } from './refusals';
import { byOf, logEvent as event, loadManifest, type Requester, scopeOf } from './requester';
import { transmit } from './transmit';
import { manifestSending } from './sendService';

/**
 * The manifest's transactions (operations.md §7.3, §7.4): create (blank, from an approved SI, a
 * duplicate), save with VERSION, submit (the check decides 1 or 2), verify, send through the outbox
 * (each id on its own, late or SI-mismatched only with a verifier's override), amend and send the
 * amendment (MAIN again after a rejection, MODIFY of what customs holds, immutable fields refused),
 * delete (cancel a never-sent one, or a DELETE message), retry. Every change is one transaction with
 * its doc_events row; moves come only from the state table (src/domain/manifest/status.ts).
 */
/** A second live manifest for the same filing and bills (the unique index decides under races). */
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export function manifestService(db: Db) {
  const load = loadManifest;

  async function create(
    r: Requester & { kind: 'employee' },
    input: ManifestCreate,
  ): Promise<Outcome<{ Id: number; MFT_NO: string; VERSION: number; Problems: Problem[] }>> {
    const booking = await bookingFor(db, input.MFT_CGO_ID, scopeOf(r));
    if (!booking) return noBooking();
    const { DuplicateOf, ...given } = input;
    let data: ManifestData;
    if (given.MFT_SI_ID) {
      const si = await siRecordFor(db, given.MFT_SI_ID, booking.company_id);
      if (!si) return noSi();
      if (si.status !== 2)
        return no('mft.si.notApproved', 'Only an approved SI makes a manifest.', '只有审核通过的提单补料才能生成舱单。', [
          fieldSays('/MFT_SI_ID', { en: 'is not approved', zh: '未审核通过' }),
        ]);
      if (si.record.TBI_CGO_ID && si.record.TBI_CGO_ID !== booking.cgo_id)
        return no('mft.si.booking', 'The SI is of another booking.', '该提单补料属于另一订舱。', [
          fieldSays('/MFT_SI_ID', { en: 'is of another booking', zh: '属于另一订舱' }),
        ]);
      data = laidOver(manifestFromSi(si.record, given.MFT_FILING), { ...given, MFT_LEVEL: given.MFT_LEVEL });
    } else if (DuplicateOf) {
      const [source] = await manifestsByIds(db, [DuplicateOf], scopeOf(r));
      if (!source) return noManifest();
      // the parties, containers and goods of the source on this booking: its bill numbers are this booking's
      const { MFT_SI_ID: _si, MFT_MBL_NO: _m, MFT_HBL_NO: _h, ...rest } = dataOf(source);
      data = laidOver({ ...rest, MFT_MBL_NO: booking.mbl_no, MFT_HBL_NO: '', MFT_SI_ID: null }, given);
    } else {
      data = laidOver(
        {
          MFT_FILING: given.MFT_FILING,
          MFT_LEVEL: given.MFT_LEVEL,
          MFT_CGO_ID: booking.cgo_id,
          MFT_MBL_NO: booking.mbl_no,
          MFT_CARRIER: booking.carrier,
          MFT_VESSEL: booking.vessel,
          MFT_VOYAGE: booking.voyage,
          MFT_LOADING_CODE: booking.loading_code,
          MFT_DISCHARGE_CODE: booking.discharge_code,
          MFT_DELIVERY_CODE: booking.delivery_code,
          Containers: [],
          Items: [],
        },
        given,
      );
    }
    data.MFT_CGO_ID = booking.cgo_id;
    data.MFT_LOADING_AT ??= await plannedLoading(db, booking.cgo_id);
    const config = await configOf(db, booking.company_id, data);
    if (!config.MCF_ENABLED)
      return no('mft.filing.disabled', `The ${data.MFT_FILING} filing is not enabled for this company.`, `该公司未启用 ${data.MFT_FILING} 申报。`, [
        fieldSays('/MFT_FILING', { en: 'is not enabled for this company', zh: '未对该公司启用' }),
      ]);
    if (!data.MFT_CUSTOMS_CODE && config.MCF_CUSTOMS_CODE) data.MFT_CUSTOMS_CODE = config.MCF_CUSTOMS_CODE;
    try {
      return await inTransaction(db, async (tx) => {
        const holder = await liveHolder(tx, data, null);
        if (holder) return uniqueRefusal(holder.mft_no);
        const made = await insertManifest(tx, data, { companyId: booking.company_id, by: byOf(r), configId: config.Id });
        await event(tx, r, made.id, 'v1.ManifestCreated', {
          from: given.MFT_SI_ID ? 'si' : DuplicateOf ? 'duplicate' : 'blank',
          ...(given.MFT_SI_ID ? { si: given.MFT_SI_ID } : {}),
          ...(DuplicateOf ? { duplicateOf: DuplicateOf } : {}),
        });
        const v = await judge(tx, data, { companyId: booking.company_id, lang: r.lang, config });
        return { ok: true, value: { Id: made.id, MFT_NO: made.mft_no, VERSION: 1, Problems: v.problems } };
      });
    } catch (e) {
      if (isUniqueViolation(e)) return uniqueRefusal(`${data.MFT_MBL_NO}`);
      throw e;
    }
  }

  /** Saves edited data (0, 2, 4, 10); a share visitor saves through the share service with its own scope. */
  async function save(r: Requester, input: ManifestSave): Promise<Outcome<{ Id: number; VERSION: number; Problems: Problem[] }>> {
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

  async function check(r: Requester & { kind: 'employee' }, input: Partial<ManifestData> & { Id?: number }) {
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
      const booking = data.MFT_CGO_ID ? await bookingFor(db, data.MFT_CGO_ID, scopeOf(r)) : undefined;
      if (data.MFT_CGO_ID && !booking) return noBooking<never>();
      companyId = booking?.company_id ?? r.actor.companyId;
    }
    // an SI named must be the manifest's company's (another's is absent, as everywhere)
    if (data.MFT_SI_ID && !(await siRecordFor(db, data.MFT_SI_ID, scopeOf(r) ?? companyId))) return noSi<never>();
    const v = await judge(db, data, { companyId, lang: r.lang });
    return { ok: true as const, value: { Problems: v.problems, SiDiff: v.siDiff, Deadline: v.deadline } };
  }

  /** Submits each manifest on its own: the check's errors store them and land in 2, else 1 (late is marked); auto-send when configured. */
  async function submit(
    r: Requester,
    ids: readonly number[],
  ): Promise<Outcome<{ Submitted: number[]; Failed: { Id: number; Problems: Problem[] }[]; Queued: number[] }>> {
    return inTransaction(db, async (tx) => {
      const ms = await manifestsByIds(tx, ids, scopeOf(r), true);
      if (ms.length !== new Set(ids).size) return noManifest();
      const stuck = ms.find((m) => !mftMove(m.MFT_STATUS, 'submit', 'owner'));
      if (stuck) return stateRefusal(stuck.MFT_STATUS);
      const out = { Submitted: [] as number[], Failed: [] as { Id: number; Problems: Problem[] }[], Queued: [] as number[] };
      for (const m of ms) {
        const data = dataOf(m);
        const v = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang });
        const errors = manifestErrors(v.problems);
        if (errors.length) {
          await moveStatus(tx, m.Id, m.MFT_STATUS, mftMove(m.MFT_STATUS, 'submitFail', 'system')!.to, { problems: errors, by: byOf(r) });
          await event(tx, r, m.Id, 'v1.ManifestSubmitFailed', { problems: errors.map((p) => `${p.Path} ${p.Code}`) });
          out.Failed.push({ Id: m.Id, Problems: errors });
          continue;
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
      return { ok: true, value: out };
    });
  }

  async function verify(r: Requester & { kind: 'employee' }, input: ManifestVerify): Promise<Outcome<{ Id: number; MFT_STATUS: number }>> {
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

  /** A message to the manifest's maker (a share link's submission). */
  async function tellOwner(tx: Queryable, m: StoredManifest, words: { title: string; titleEn: string }) {
    await messageOwner(tx, m.CreatedBy, { ...words, description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`, link: `/mainifest/edit?id=${m.Id}` });
  }

  return { create, save, check, submit, verify, ...manifestSending(db), load, tellOwner };
}
