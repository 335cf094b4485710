import type { ManifestDue, ManifestEvent, ManifestReceipt, ManifestRecord, MftAction } from '../../../src/contract/manifest';
import { isChinaFiling, manifestErrors } from '../../../src/domain/manifest/check';
import { isShareEditable, MFT_EDITABLE, MFT_STATUS, mftMove } from '../../../src/domain/manifest/status';
import { mftStageWords } from '../../../src/domain/manifest/words';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { docHistory } from '../../platform/spine/docEvents';
import { MANIFEST_DOC, stageRef } from './payload';
import { bookingFor, declaredVgm, liveManifestIds, manifestsByIds, receiptsOf, type StoredManifest, transmissionsOf } from './repository';
import { judge } from './rules';
import { dataOf, isStaff, noManifest, type Requester, scopeOf } from './service';

/** What the reader may do now (their side, the state): the screens offer these buttons only. */
function movesOf(r: Requester, m: StoredManifest): MftAction[] {
  const staff = isStaff(r);
  const s = m.MFT_STATUS;
  const out: MftAction[] = [];
  if (MFT_EDITABLE.includes(s as never)) out.push('save');
  if (mftMove(s, 'submit', 'owner')) out.push('submit');
  if (staff && mftMove(s, 'verify', 'verifier')) out.push('verify', 'return');
  if (staff && (s === MFT_STATUS.VERIFIED || s === MFT_STATUS.SUBMITTED)) out.push('send');
  if (mftMove(s, 'amend', staff ? 'verifier' : 'owner')) out.push('amend');
  if (staff && mftMove(s, 'sendAmendment', 'verifier')) out.push('sendAmendment');
  if (mftMove(s, 'cancel', 'owner')) out.push('cancel');
  if (staff && s === MFT_STATUS.ACCEPTED) out.push('delete');
  if (staff && mftMove(s, 'retry', 'verifier')) out.push('retry');
  if (isShareEditable(s)) out.push('share');
  return out;
}

export function manifestReadService(db: Db) {
  async function receipts(m: StoredManifest): Promise<ManifestReceipt[]> {
    const ts = await transmissionsOf(db, m.Id);
    return receiptsOf(db, m.Id, { messageIds: ts.map((t) => t.MessageId), stageRef: stageRef(m.Id) });
  }

  async function get(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestRecord>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    if (!m) return noManifest();
    const v = await judge(db, dataOf(m), { companyId: m.COMPANYID, lang: r.lang });
    const vgm = await declaredVgm(db, m.MFT_CGO_ID);
    const ts = await transmissionsOf(db, m.Id);
    const { MFT_PROBLEMS: _p, MFT_ACCEPTED_PAYLOAD: _a, MFT_LAST_ERROR, CreatedBy: _c, ...rest } = m;
    return {
      ok: true,
      value: {
        ...rest,
        MFT_SI_ID: m.MFT_SI_ID ?? null,
        MFT_LOADING_AT: m.MFT_LOADING_AT ?? null,
        MFT_MBL_NO: m.MFT_MBL_NO ?? '',
        MFT_HBL_NO: m.MFT_HBL_NO ?? '',
        MFT_CARRIER: m.MFT_CARRIER ?? '',
        MFT_VESSEL: m.MFT_VESSEL ?? '',
        MFT_VOYAGE: m.MFT_VOYAGE ?? '',
        MFT_LOADING_CODE: m.MFT_LOADING_CODE ?? '',
        MFT_DISCHARGE_CODE: m.MFT_DISCHARGE_CODE ?? '',
        MFT_VESSEL_IMO: m.MFT_VESSEL_IMO ?? '',
        MFT_CUSTOMS_CODE: m.MFT_CUSTOMS_CODE ?? '',
        MFT_DELIVERY_CODE: m.MFT_DELIVERY_CODE ?? '',
        MFT_TS_CODE: m.MFT_TS_CODE ?? '',
        MFT_PAYMENT_TERM: m.MFT_PAYMENT_TERM ?? '',
        MFT_TRANSPORT_TERM: m.MFT_TRANSPORT_TERM ?? '',
        MFT_PACKAGE: m.MFT_PACKAGE ?? '',
        MFT_REMARK: m.MFT_REMARK ?? '',
        MFT_TOTAL_PKGS: m.MFT_TOTAL_PKGS ?? 0,
        MFT_TOTAL_KG: m.MFT_TOTAL_KG ?? 0,
        MFT_TOTAL_CBM: m.MFT_TOTAL_CBM ?? 0,
        Shipper: m.Shipper ?? {},
        Consignee: m.Consignee ?? {},
        Notify: m.Notify ?? {},
        Containers: m.Containers ?? [],
        Items: m.Items ?? [],
        DeadlineAt: v.deadline.At,
        LastError: MFT_LAST_ERROR || m.MFT_VERIFY_REMARKS,
        Problems: m.MFT_STATUS === MFT_STATUS.SUBMIT_FAILED ? (m.MFT_PROBLEMS as typeof v.problems) : v.problems,
        SiDiff: v.siDiff,
        Deadline: v.deadline,
        Transmissions: ts.map(({ ManifestId: _, ...t }) => t),
        Receipts: await receipts(m),
        Vgm: (m.Containers ?? []).map((c) => {
          const d = vgm.get(c.MFC_CNNO.toUpperCase());
          return { CNNO: c.MFC_CNNO, VGM_KG: d?.kg ?? null, VGM_STATUS: d?.status ?? null };
        }),
        Moves: movesOf(r, m),
        Simulated: true,
      },
    };
  }

  async function receiptsFor(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestReceipt[]>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    if (!m) return noManifest();
    return { ok: true, value: await receipts(m) };
  }

  async function log(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestEvent[]>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    if (!m) return noManifest();
    const events = await docHistory(db, MANIFEST_DOC, id);
    return {
      ok: true,
      value: events.map((e) => ({ Id: e.id, At: e.at, Type: e.type, Actor: e.actorName ?? e.actorKind, Detail: e.detail })),
    };
  }

  /** Per B/L of a booking: each filing's manifest, when it is due and what it misses (the gap of §7.7), in one line each. */
  async function due(r: Requester & { kind: 'employee' }, cgoId: string): Promise<Outcome<ManifestDue>> {
    const booking = await bookingFor(db, cgoId, scopeOf(r));
    if (!booking) return { ok: false, status: 404, message: 'No such booking.', zh: '没有这个订舱记录。' };
    const ms = await manifestsByIds(db, await liveManifestIds(db, cgoId), null);
    const lines: ManifestDue['Lines'] = [];
    for (const m of ms) {
      const v = await judge(db, dataOf(m), { companyId: m.COMPANYID, lang: r.lang, forSend: true });
      const missing = [...new Set(manifestErrors(v.problems).map((p) => p.Message))];
      const bl = m.MFT_HBL_NO || m.MFT_MBL_NO || '';
      const left = v.deadline.HoursLeft;
      const when = (lang: 'zh' | 'en') =>
        left === null
          ? lang === 'zh'
            ? '截止时间未知'
            : 'deadline unknown'
          : left < 0
            ? lang === 'zh'
              ? `已超时 ${-left} 小时`
              : `${-left} h late`
            : lang === 'zh'
              ? `${left} 小时后截止`
              : `due in ${left} h`;
      const stage = m.MFT_STATUS === MFT_STATUS.ACCEPTED ? mftStageWords[m.MFT_STAGE] : undefined;
      lines.push({
        Filing: m.MFT_FILING,
        BlNo: bl,
        ManifestId: m.Id,
        MFT_STATUS: m.MFT_STATUS,
        DueAt: v.deadline.At,
        HoursLeft: left,
        Zh: `${m.MFT_FILING} ${bl}：${stage ? `海关已接受（${stage.zh}）` : when('zh')}${missing.length && !stage ? `；缺少 ${missing.length} 项：${missing.slice(0, 3).join(' ')}` : ''}`,
        En: `${m.MFT_FILING} ${bl}: ${stage ? `accepted by customs (${stage.en})` : when('en')}${missing.length && !stage ? `; ${missing.length} missing` : ''}`,
        Missing: missing,
      });
    }
    // a China export bill with no manifest yet: due all the same
    if (!ms.some((m) => isChinaFiling(m.MFT_FILING)) && booking.loading_code.startsWith('CN'))
      lines.push({
        Filing: 'CN_EXPORT',
        BlNo: booking.mbl_no,
        ManifestId: null,
        MFT_STATUS: null,
        DueAt: null,
        HoursLeft: null,
        Zh: `CN_EXPORT ${booking.mbl_no}：尚未建立舱单`,
        En: `CN_EXPORT ${booking.mbl_no}: no manifest yet`,
        Missing: [],
      });
    return { ok: true, value: { CGO_ID: cgoId, Lines: lines } };
  }

  return { get, receiptsFor, log, due };
}
