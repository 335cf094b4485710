import type { ManifestEvent, ManifestReceipt, ManifestRecord, MftAction } from '../../../src/contract/manifest';
import { docActorWords } from '../../../src/contract/docActor';
import { isShareEditable, MFT_EDITABLE, MFT_STATUS, mftMove } from '../../../src/domain/manifest/status';
import type { Db } from '../../db/types';
import { portZone } from '../refdata/public';
import type { Outcome } from '../../http/outcome';
import { docHistory } from '../../platform/spine/docEvents';
import { manifestDueService } from './dueService';
import { MANIFEST_DOC, stageRef } from './payload';
import { declaredVgmOfBooking } from '../vgm/public';
import { manifestsByIds, type StoredManifest } from './repository';
import { receiptsOf } from './receiptRepository';
import { transmissionsOf } from './transmissionRepository';
import { judge } from './rules';
import { dataOf } from './manifestData';
import { noManifest } from './refusals';
import { isStaff, type Requester, scopeOf } from './requester';

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
  if (staff && (s === MFT_STATUS.ACCEPTED || (s === MFT_STATUS.AMENDING && !!m.MFT_ACCEPTED_PAYLOAD))) out.push('delete');
  if (staff && mftMove(s, 'retry', 'verifier')) out.push('retry');
  if (isShareEditable(s)) out.push('share');
  return out;
}

/** The stored manifest's fields as its record shows them (its problems, accepted payload and maker left out): an absent text '', number 0, party {}. */
function recordFieldsOf(m: StoredManifest, zone: string) {
  const { MFT_PROBLEMS: _p, MFT_ACCEPTED_PAYLOAD: _a, MFT_LAST_ERROR: _e, CreatedBy: _c, ...rest } = m;
  return {
    ...rest,
    MFT_SI_ID: m.MFT_SI_ID ?? null,
    MFT_LOADING_AT: m.MFT_LOADING_AT ?? null,
    MFT_MBL_NO: m.MFT_MBL_NO ?? '',
    MFT_HBL_NO: m.MFT_HBL_NO ?? '',
    MFT_CARRIER: m.MFT_CARRIER ?? '',
    MFT_VESSEL: m.MFT_VESSEL ?? '',
    MFT_VOYAGE: m.MFT_VOYAGE ?? '',
    MFT_LOADING_CODE: m.MFT_LOADING_CODE ?? '',
    LoadingZone: zone,
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
    Isf: m.Isf ?? {},
    Containers: m.Containers ?? [],
    Items: m.Items ?? [],
  };
}

export function manifestReadService(db: Db) {
  async function receipts(m: StoredManifest, known?: Awaited<ReturnType<typeof transmissionsOf>>): Promise<ManifestReceipt[]> {
    const ts = known ?? (await transmissionsOf(db, m.Id));
    return receiptsOf(db, m.Id, { messageIds: ts.map((t) => t.MessageId), stageRef: stageRef(m.Id) });
  }

  async function get(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestRecord>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    return m ? { ok: true, value: await recordOf(r, m) } : noManifest();
  }

  /** The record as the screens read it: the stored manifest judged now, its VGM, transmissions and receipts. */
  async function recordOf(r: Requester & { kind: 'employee' }, m: StoredManifest): Promise<ManifestRecord> {
    const [v, vgm, ts, zone] = await Promise.all([
      judge(db, dataOf(m), { companyId: m.COMPANYID, lang: r.lang }),
      declaredVgmOfBooking(db, m.MFT_CGO_ID),
      transmissionsOf(db, m.Id),
      portZone(db, m.MFT_LOADING_CODE ?? ''),
    ]);
    return {
      ...recordFieldsOf(m, zone),
      DeadlineAt: v.deadline.At,
      LastError: m.MFT_LAST_ERROR || m.MFT_VERIFY_REMARKS,
      Problems: m.MFT_STATUS === MFT_STATUS.SUBMIT_FAILED ? (m.MFT_PROBLEMS as typeof v.problems) : v.problems,
      SiDiff: v.siDiff,
      Deadline: v.deadline,
      Transmissions: ts.map(({ ManifestId: _, ...t }) => t),
      Receipts: await receipts(m, ts),
      Vgm: (m.Containers ?? []).map((c) => {
        const d = vgm.get(c.MFC_CNNO.toUpperCase());
        return { CNNO: c.MFC_CNNO, VGM_KG: d?.kg ?? null, VGM_STATUS: d?.status ?? null };
      }),
      Moves: movesOf(r, m),
      Simulated: true,
    };
  }

  async function receiptsFor(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestReceipt[]>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    if (!m) return noManifest();
    return { ok: true, value: await receipts(m) };
  }

  const historyOf = async (id: number): Promise<ManifestEvent[]> =>
    (await docHistory(db, MANIFEST_DOC, id)).map((e) => ({
      Id: e.id,
      At: e.at,
      Type: e.type,
      Actor: docActorWords(e.actorKind, e.actorId, e.actorName),
      Detail: e.detail,
    }));

  async function log(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<ManifestEvent[]>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    return m ? { ok: true, value: await historyOf(id) } : noManifest();
  }

  /** Get and Log in one answer, for the one scope check and one round trip of the verify desk. */
  async function detail(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ Record: ManifestRecord; Log: ManifestEvent[] }>> {
    const [m] = await manifestsByIds(db, [id], scopeOf(r));
    if (!m) return noManifest();
    const [record, log] = await Promise.all([recordOf(r, m), historyOf(id)]);
    return { ok: true, value: { Record: record, Log: log } };
  }

  /** Per B/L of a booking: what is due when and what is missing across the regimes (./dueService.ts). */
  const due = manifestDueService(db);

  return { get, receiptsFor, log, detail, due };
}
