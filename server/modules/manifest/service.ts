import type {
  ManifestCreate,
  ManifestData,
  ManifestDelete,
  ManifestEdit,
  ManifestSave,
  ManifestSendAmendment,
  ManifestVerify,
} from '../../../src/contract/manifest';
import { fieldSays, type FieldError } from '../../../src/contract/envelope';
import { immutableChanges } from '../../../src/domain/manifest/amendment';
import { manifestErrors } from '../../../src/domain/manifest/check';
import { manifestFromSi } from '../../../src/domain/manifest/fromSi';
import type { Problem } from '../../../src/domain/manifest/messages';
import { customsHolds, MFT_EDITABLE, MFT_STATUS, type MftActor, type MftEvent, mftMove, type TransmissionKind } from '../../../src/domain/manifest/status';
import { enqueue } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { type DocActor, recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { manifestRemark, type ResolvedManifestConfig } from '../manifestSetup/public';
import { channelOfFiling, MANIFEST_DOC, type ManifestPayload, messageRef } from './payload';
import {
  bookingFor,
  claimKey,
  insertManifest,
  insertTransmission,
  keepAnswer,
  liveHolder,
  manifestsByIds,
  messageOwner,
  moveStatus,
  plannedLoading,
  requeueMessage,
  siRecordFor,
  type StoredManifest,
  touch,
  transmissionsOf,
  writeData,
} from './repository';
import { configOf, judge } from './rules';

/**
 * The manifest's transactions (operations.md §7.3, §7.4): create (blank, from an approved SI, a
 * duplicate), save with VERSION, submit (the check decides 1 or 2), verify, send through the outbox
 * (each id on its own, late or SI-mismatched only with a verifier's override), amend and send the
 * amendment (MAIN again after a rejection, MODIFY of what customs holds, immutable fields refused),
 * delete (cancel a never-sent one, or a DELETE message), retry. Every change is one transaction with
 * its doc_events row; moves come only from the state table (src/domain/manifest/status.ts).
 */

export type Lang = 'zh' | 'en';
/** Who acts: an employee, or a share link's visitor (only the share service makes these). */
export type Requester = { kind: 'employee'; actor: Actor; lang: Lang } | { kind: 'share'; shareId: number; companyId: string; lang: Lang };

export const isStaff = (r: Requester) => r.kind === 'employee' && r.actor.companyKind === 'platform';
/** The company whose manifests the requester sees; null: all (the platform's staff). */
export const scopeOf = (r: Requester): string | null => (r.kind === 'share' ? r.companyId : isStaff(r) ? null : r.actor.companyId);
export const docActor = (r: Requester): DocActor => (r.kind === 'share' ? { kind: 'share', id: r.shareId } : { kind: 'employee', id: Number(r.actor.id) });
const byOf = (r: Requester) => (r.kind === 'employee' ? Number(r.actor.id) : null);
const mftActor = (r: Requester): MftActor => (isStaff(r) ? 'verifier' : 'owner');

export const noManifest = <T>() => missing<T>('No such manifest.', '没有这个舱单。');
const noBooking = <T>() => missing<T>('No such booking.', '没有这个订舱记录。');
const noSi = <T>() => missing<T>('No such SI.', '没有这个提单补料。');
const stateRefusal = <T>(status: number) =>
  no<T>('mft.state', `The manifest's state (${status}) does not allow this.`, `舱单当前状态（${status}）不允许此操作。`);
const problemsRefusal = <T>(problems: Problem[]) => {
  const errors = manifestErrors(problems);
  const fieldErrors: FieldError[] = errors.map((p) => ({ Path: `/${p.Path.replace(/\./g, '/').replace(/\[(\d+)\]/g, '/$1')}`, Message: p.Message }));
  return no<T>(
    'mft.check',
    `The manifest has ${errors.length} problem(s): ${errors[0]?.Message ?? ''}`,
    `舱单有 ${errors.length} 个问题：${errors[0]?.Message ?? ''}`,
    fieldErrors,
  );
};
const staleRefusal = <T>(m: StoredManifest) =>
  no<T>(
    'mft.stale',
    `The manifest was changed by ${m.UpdatedBy || 'someone'} at ${m.UpdatedAt}: reload it.`,
    `舱单已被 ${m.UpdatedBy || '他人'} 于 ${m.UpdatedAt} 修改，请重新加载。`,
  );
const uniqueRefusal = <T>(no_: string) =>
  no<T>(
    'mft.unique',
    `Live manifest ${no_} already exists for the same filing, master and house B/L.`,
    `已有有效舱单 ${no_}（同一申报类型、总提单号、分提单号）。`,
    [fieldSays('/MFT_MBL_NO', { en: `is already on live manifest ${no_}`, zh: `已在有效舱单 ${no_} 上` })],
  );

/** The editable data of a stored manifest (what Save and Check lay changes over). */
export function dataOf(m: StoredManifest): ManifestData {
  return {
    MFT_FILING: m.MFT_FILING,
    MFT_LEVEL: m.MFT_LEVEL,
    MFT_CGO_ID: m.MFT_CGO_ID,
    MFT_SI_ID: m.MFT_SI_ID ?? null,
    MFT_MBL_NO: m.MFT_MBL_NO,
    MFT_HBL_NO: m.MFT_HBL_NO,
    MFT_CARRIER: m.MFT_CARRIER,
    MFT_VESSEL: m.MFT_VESSEL,
    MFT_VESSEL_IMO: m.MFT_VESSEL_IMO,
    MFT_VOYAGE: m.MFT_VOYAGE,
    MFT_CUSTOMS_CODE: m.MFT_CUSTOMS_CODE,
    MFT_LOADING_CODE: m.MFT_LOADING_CODE,
    MFT_DISCHARGE_CODE: m.MFT_DISCHARGE_CODE,
    MFT_DELIVERY_CODE: m.MFT_DELIVERY_CODE,
    MFT_TS_CODE: m.MFT_TS_CODE,
    MFT_LOADING_AT: m.MFT_LOADING_AT,
    MFT_PAYMENT_TERM: m.MFT_PAYMENT_TERM,
    MFT_TRANSPORT_TERM: m.MFT_TRANSPORT_TERM,
    Shipper: m.Shipper,
    Consignee: m.Consignee,
    Notify: m.Notify,
    // the importer's elements belong to ISF only: a CN payload stays what it was before they existed
    ...(m.MFT_FILING === 'US_ISF' ? { Isf: m.Isf ?? {} } : {}),
    MFT_TOTAL_PKGS: m.MFT_TOTAL_PKGS,
    MFT_PACKAGE: m.MFT_PACKAGE,
    MFT_TOTAL_KG: m.MFT_TOTAL_KG,
    MFT_TOTAL_CBM: m.MFT_TOTAL_CBM,
    MFT_REMARK: m.MFT_REMARK,
    Containers: m.Containers,
    Items: m.Items,
  };
}

/** The given fields laid over the data (undefined: kept). */
export const laidOver = (base: ManifestData, edit: Partial<ManifestData>): ManifestData =>
  ({ ...base, ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)) }) as ManifestData;

const event = (tx: Queryable, r: Requester | DocActor, id: number, type: string, detail: Record<string, unknown> = {}) =>
  recordDocEvent(tx, {
    docType: MANIFEST_DOC,
    docId: id,
    actor: 'kind' in r && (r.kind === 'employee' || r.kind === 'share') && 'lang' in r ? docActor(r) : (r as DocActor),
    type,
    detail,
  });

/** Parties whose failed check character was overridden by the person (logged with the save). */
const overrides = (m: ManifestData) =>
  (['Shipper', 'Consignee', 'Notify'] as const).filter((p) => m[p]?.CODE_OVERRIDE === true && m[p]?.CODE).map((p) => ({ party: p, code: m[p]!.CODE }));

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** A filing whose configuration names no channel of its own (operations.md §7.8): it is filed through the provider. */
const noChannelWords = (m: StoredManifest) => ({
  en: `Manifest ${m.MFT_NO}: no ${m.MFT_FILING} channel is configured — set one in the filing configuration, or file it through the provider.`,
  zh: `舱单 ${m.MFT_NO}：未配置 ${m.MFT_FILING} 申报通道——请在舱单配置中设置，或通过服务商申报。`,
});
const noChannel = (m: StoredManifest) => no<never>('mft.channel', noChannelWords(m).en, noChannelWords(m).zh);

export interface Queued {
  Id: number;
  MessageId: number;
}

export function manifestService(db: Db) {
  async function load(tx: Queryable, r: Requester, id: number, lock = true) {
    const [m] = await manifestsByIds(tx, [id], scopeOf(r), lock);
    return m;
  }

  /** Writes the transmission: the message in the outbox, its row, the manifest to 5 (in the caller's transaction). */
  async function transmit(
    tx: Queryable,
    r: Requester,
    m: StoredManifest,
    o: {
      kind: TransmissionKind;
      event: MftEvent;
      late: boolean;
      changeReason?: string;
      overrideReason?: string;
      config: ResolvedManifestConfig;
      channel: string;
      data?: ManifestData;
    },
  ): Promise<number> {
    const data = o.data ?? dataOf(m);
    const payload: ManifestPayload = {
      messageRef: messageRef(m.Id, o.kind, m.VERSION),
      manifestId: m.Id,
      mftNo: m.MFT_NO,
      kind: o.kind,
      version: m.VERSION,
      changeReasonCode: o.changeReason ?? '',
      late: o.late,
      senderCode: o.config.MCF_SENDER_CODE,
      data,
    };
    const messageId = await enqueue(tx, {
      channel: o.channel,
      docType: MANIFEST_DOC,
      docId: m.Id,
      kind: o.kind,
      payloadVersion: m.VERSION,
      payload,
      simulated: true,
      createdBy: r.kind === 'employee' ? r.actor.id : null,
    });
    await insertTransmission(tx, {
      manifestId: m.Id,
      kind: o.kind,
      messageId,
      version: m.VERSION,
      changeReason: o.changeReason ?? '',
      late: o.late,
      overrideReason: o.overrideReason ?? '',
      by: byOf(r),
      // the configuration it went out under: its detail lists the manifests sent under it
      configId: o.config.Id,
    });
    const move = mftMove(m.MFT_STATUS, o.event, o.event === 'autoSend' ? 'system' : 'verifier')!;
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { late: o.late || m.MFT_LATE, lastError: '', by: byOf(r) });
    await event(tx, r, m.Id, 'v1.ManifestQueued', {
      kind: o.kind,
      messageId,
      version: m.VERSION,
      late: o.late,
      ...(o.overrideReason ? { override: o.overrideReason } : {}),
    });
    return messageId;
  }

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

  type SendAnswer = { Queued: Queued[]; Refused: { Id: number; Code: string; Message: string }[] };
  async function send(
    r: Requester & { kind: 'employee' },
    ids: readonly number[],
    override: { Reason: string } | undefined,
    idem: { key: string; hash: string },
  ): Promise<Outcome<SendAnswer>> {
    return inTransaction(db, async (tx, fail) => {
      const scope = `company:${r.actor.companyId}:send`;
      const claimed = await claimKey(tx, scope, idem.key, idem.hash);
      if (!claimed.fresh) {
        if (claimed.hash !== idem.hash)
          return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
        if (claimed.answer) return { ok: true, value: claimed.answer as SendAnswer };
      }
      const ms = await manifestsByIds(tx, ids, scopeOf(r), true);
      if (ms.length !== new Set(ids).size) fail(noManifest());
      const out: SendAnswer = { Queued: [], Refused: [] };
      const lang = r.lang;
      const refuse = (id: number, code: string, en: string, zh: string) => out.Refused.push({ Id: id, Code: code, Message: lang === 'en' ? en : zh });
      for (const m of ms) {
        const v = await judge(tx, dataOf(m), { companyId: m.COMPANYID, lang: r.lang, forSend: true });
        // the filing configuration picks the channel, and only the filing's own: never send to the wrong customs
        const channel = channelOfFiling(m.MFT_FILING, v.config);
        if (!channel) {
          refuse(m.Id, 'mft.channel', noChannelWords(m).en, noChannelWords(m).zh);
          continue;
        }
        const event_: MftEvent | undefined =
          m.MFT_STATUS === MFT_STATUS.VERIFIED ? 'send' : m.MFT_STATUS === MFT_STATUS.SUBMITTED && !v.config.MCF_REQUIRE_VERIFY ? 'autoSend' : undefined;
        if (!event_) {
          refuse(m.Id, 'mft.state', `Manifest ${m.MFT_NO} is not verified.`, `舱单 ${m.MFT_NO} 未审核通过。`);
          continue;
        }
        const errors = manifestErrors(v.problems);
        if (errors.length) {
          refuse(m.Id, 'mft.check', `Manifest ${m.MFT_NO}: ${errors[0]!.Message}`, `舱单 ${m.MFT_NO}：${errors[0]!.Message}`);
          continue;
        }
        if (v.config.MCF_REQUIRE_SI_MATCH && v.siDiff.length && !override) {
          const d = v.siDiff[0]!;
          refuse(
            m.Id,
            'mft.si',
            `Manifest ${m.MFT_NO} differs from its SI (${d.Path}): send it with an override reason.`,
            `舱单 ${m.MFT_NO} 与提单补料不一致（${d.Path}）：须填写原因强制发送。`,
          );
          continue;
        }
        if (v.deadline.Late && !override) {
          refuse(
            m.Id,
            'mft.deadline',
            `Manifest ${m.MFT_NO} is past its deadline ${v.deadline.At}: send it with an override reason.`,
            `舱单 ${m.MFT_NO} 已过截止时间 ${v.deadline.At}：须填写原因强制发送。`,
          );
          continue;
        }
        const messageId = await transmit(tx, r, m, {
          kind: 'MAIN',
          event: event_,
          late: v.deadline.Late,
          overrideReason: override && (v.deadline.Late || v.siDiff.length) ? override.Reason : '',
          config: v.config,
          channel,
        });
        out.Queued.push({ Id: m.Id, MessageId: messageId });
      }
      await keepAnswer(tx, scope, idem.key, out);
      return { ok: true, value: out };
    });
  }

  async function amend(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ Id: number; VERSION: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, id);
      if (!m) return noManifest();
      const move = mftMove(m.MFT_STATUS, 'amend', mftActor(r));
      if (!move) return stateRefusal(m.MFT_STATUS);
      await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { by: byOf(r) });
      const version = await touch(tx, m.Id, byOf(r));
      await event(tx, r, m.Id, 'v1.ManifestAmendmentOpened', { from: m.MFT_STATUS, stage: m.MFT_STAGE });
      return { ok: true, value: { Id: m.Id, VERSION: version } };
    });
  }

  async function changeReason(tx: Queryable, code: string, path: string) {
    const remark = code.trim() ? await manifestRemark(tx, code, 'CHANGE_REASON') : undefined;
    return remark
      ? undefined
      : no<never>('mft.changeReason', `"${code}" is not a customs change-reason code.`, `"${code}" 不是海关变更原因代码。`, [
          fieldSays(path, { en: 'is not a customs change-reason code', zh: '不是海关变更原因代码' }),
        ]);
  }

  async function sendAmendment(r: Requester & { kind: 'employee' }, input: ManifestSendAmendment): Promise<Outcome<{ MessageId: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, input.Id);
      if (!m) return noManifest();
      if (!mftMove(m.MFT_STATUS, 'sendAmendment', 'verifier')) return stateRefusal(m.MFT_STATUS);
      if (m.VERSION !== input.VERSION) return staleRefusal(m);
      const bad = await changeReason(tx, input.ChangeReasonCode, '/ChangeReasonCode');
      if (bad) return bad;
      const data = dataOf(m);
      // customs holds the last accepted content: the change goes out as MODIFY, and what cannot change is refused
      const kind: TransmissionKind = m.MFT_ACCEPTED_PAYLOAD ? 'MODIFY' : 'MAIN';
      if (m.MFT_ACCEPTED_PAYLOAD) {
        const locked = immutableChanges(m.MFT_ACCEPTED_PAYLOAD, data, r.lang);
        if (locked.length)
          return no('mft.immutable', `${locked[0]!.Message}`, `${locked[0]!.Message}`, [{ Path: `/${locked[0]!.Path}`, Message: locked[0]!.Message }]);
      }
      const v = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang, forSend: true });
      if (manifestErrors(v.problems).length) return problemsRefusal(v.problems);
      const channel = channelOfFiling(m.MFT_FILING, v.config);
      if (!channel) return noChannel(m);
      const messageId = await transmit(tx, r, m, {
        channel,
        kind,
        event: 'sendAmendment',
        late: v.deadline.Late,
        changeReason: input.ChangeReasonCode.trim().toUpperCase(),
        overrideReason: input.Remarks ?? '',
        config: v.config,
      });
      return { ok: true, value: { MessageId: messageId } };
    });
  }

  async function remove(r: Requester & { kind: 'employee' }, input: ManifestDelete): Promise<Outcome<{ MessageId: number | null; Cancelled: boolean }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, input.Id);
      if (!m) return noManifest();
      const cancel = mftMove(m.MFT_STATUS, 'cancel', mftActor(r));
      if (cancel) {
        await moveStatus(tx, m.Id, m.MFT_STATUS, cancel.to, { by: byOf(r) });
        await event(tx, r, m.Id, 'v1.ManifestCancelled', { reason: input.Reason ?? '' });
        return { ok: true, value: { MessageId: null, Cancelled: true } };
      }
      // an amendment may end in a deletion when customs holds an accepted version (not after a rejection)
      const held = customsHolds(m.MFT_STATUS) || (m.MFT_STATUS === MFT_STATUS.AMENDING && !!m.MFT_ACCEPTED_PAYLOAD);
      if (!held || !mftMove(m.MFT_STATUS, 'deleteAccepted', mftActor(r))) return stateRefusal(m.MFT_STATUS);
      const bad = await changeReason(tx, input.ChangeReasonCode ?? '', '/ChangeReasonCode');
      if (bad) return bad;
      const config = await configOf(tx, m.COMPANYID, m);
      const channel = channelOfFiling(m.MFT_FILING, config);
      if (!channel) return noChannel(m);
      const messageId = await transmit(tx, r, m, {
        channel,
        kind: 'DELETE',
        event: 'deleteAccepted',
        late: false,
        changeReason: (input.ChangeReasonCode ?? '').trim().toUpperCase(),
        overrideReason: input.Reason ?? '',
        config,
        // the deletion names what customs holds, never an amendment's unsent edits
        ...(m.MFT_ACCEPTED_PAYLOAD ? { data: m.MFT_ACCEPTED_PAYLOAD } : {}),
      });
      return { ok: true, value: { MessageId: messageId, Cancelled: false } };
    });
  }

  async function retry(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ MessageId: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, id);
      if (!m) return noManifest();
      const move = mftMove(m.MFT_STATUS, 'retry', 'verifier');
      if (!move) return stateRefusal(m.MFT_STATUS);
      const failed = (await transmissionsOf(tx, m.Id)).filter((t) => t.Status === 'FAILED').at(-1);
      if (!failed) return stateRefusal(m.MFT_STATUS);
      await requeueMessage(tx, failed.MessageId);
      await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: '', by: byOf(r) });
      await event(tx, r, m.Id, 'v1.ManifestRetried', { messageId: failed.MessageId });
      return { ok: true, value: { MessageId: failed.MessageId } };
    });
  }

  /** A message to the manifest's maker (a share link's submission). */
  async function tellOwner(tx: Queryable, m: StoredManifest, words: { title: string; titleEn: string }) {
    await messageOwner(tx, m.CreatedBy, { ...words, description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`, link: `/mainifest/edit?id=${m.Id}` });
  }

  return { create, save, check, submit, verify, send, amend, sendAmendment, remove, retry, load, tellOwner };
}
