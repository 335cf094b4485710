import type { ManifestData, ManifestItem } from '../../../../src/contract/manifest';
import { isShareEditable } from '../../../../src/domain/manifest/status';
import { mftStatusWords } from '../../../../src/domain/manifest/words';
import type { Queryable } from '../../../db/types';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { MANIFEST_DOC } from '../payload';
import { plannedLoading } from '../bookingFactsRepository';
import { bookingFacts } from '../../booking/public';
import { insertManifest, liveHolder, manifestsByIds, touch, writeData } from '../repository';
import { configOf } from '../rules';
import { dataOf, laidOver } from '../manifestData';
import { type Requester, scopeOf } from '../requester';
import { partyOf, type UploadBill } from '../uploadSheets';
import { UPLOAD_SHEETS, sheetName } from '../uploadTemplate';

/** One bill of a manifest upload written (uploadService.ts): a draft manifest of its booking created, the uploader's own updated, or why not. */

export type Employee = Requester & { kind: 'employee' };
export type Written = { answer: 'CREATE' | 'UPDATE'; id: number; mftNo: string } | { refused: string };

export const [BILLS] = UPLOAD_SHEETS.map(sheetName) as [string];
export const SHEET_ORDER = UPLOAD_SHEETS.map(sheetName);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The goods' sums and package (a bill of several packages declares PK, "packages"). */
const totals = (items: ManifestItem[]) => ({
  MFT_TOTAL_PKGS: items.reduce((s, i) => s + i.MFG_PKGS, 0),
  MFT_TOTAL_KG: round3(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0)),
  MFT_TOTAL_CBM: round3(items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0)),
  MFT_PACKAGE: new Set(items.map((i) => i.MFG_PACKAGE)).size === 1 ? items[0]!.MFG_PACKAGE : 'PK',
});

/** One bill written in `tx`: created, updated, or why not (the words name the main row). */
export async function writeBill(tx: Queryable, r: Employee, bill: UploadBill, fileName: string): Promise<Written> {
  const say = (zh: string, en: string) => (r.lang === 'en' ? en : zh);
  const at = say(`“${BILLS}”第 ${bill.rows[0]!.row} 行：`, `Sheet "${BILLS}", row ${bill.rows[0]!.row}: `);
  const booking = await bookingFacts(tx, bill.cgo, scopeOf(r));
  if (!booking) return { refused: at + say(`没有订舱 ${bill.cgo}（或不是您公司的订舱）。`, `there is no booking ${bill.cgo} of your company.`) };
  // the B/L is the booking's master bill, or a house bill under it
  const master = bill.bl === booking.mbl_no.trim().toUpperCase();
  const hbl = master ? '' : bill.bl;
  const key = { MFT_FILING: 'CN_EXPORT' as const, MFT_MBL_NO: booking.mbl_no, MFT_HBL_NO: hbl };
  const c = bill.cells;
  const header = {
    ...(c.PAYMENT_TERM ? { MFT_PAYMENT_TERM: c.PAYMENT_TERM.trim().toUpperCase() as 'PP' | 'CC' } : {}),
    ...(c.REMARK ? { MFT_REMARK: c.REMARK.trim() } : {}),
    Containers: bill.containers,
    Items: bill.items,
    ...totals(bill.items),
  };
  const holder = await liveHolder(tx, key, null);
  if (holder) return updateBill(tx, r, bill, fileName, holder.id, booking.company_id, header, at);
  const actor = { kind: 'employee' as const, id: Number(r.actor.id) };
  const data: ManifestData = {
    MFT_FILING: 'CN_EXPORT',
    MFT_LEVEL: master ? 'MASTER' : 'HOUSE',
    MFT_CGO_ID: booking.cgo_id,
    MFT_MBL_NO: booking.mbl_no,
    MFT_HBL_NO: hbl,
    MFT_CARRIER: booking.carrier,
    MFT_VESSEL: booking.vessel,
    MFT_VOYAGE: booking.voyage,
    MFT_LOADING_CODE: booking.loading_code,
    MFT_DISCHARGE_CODE: booking.discharge_code,
    MFT_DELIVERY_CODE: booking.delivery_code,
    MFT_LOADING_AT: await plannedLoading(tx, booking.cgo_id),
    Shipper: partyOf(c, 'SHIPPER', undefined),
    Consignee: partyOf(c, 'CONSIGNEE', undefined),
    Notify: partyOf(c, 'NOTIFY', undefined),
    ...header,
  };
  const config = await configOf(tx, booking.company_id, data);
  if (config.MCF_CUSTOMS_CODE) data.MFT_CUSTOMS_CODE = config.MCF_CUSTOMS_CODE;
  const made = await insertManifest(tx, data, { companyId: booking.company_id, by: actor.id, configId: config.Id });
  await recordDocEvent(tx, { docType: MANIFEST_DOC, docId: made.id, actor, type: 'v1.ManifestCreated', detail: { from: 'upload', fileName } });
  return { answer: 'CREATE', id: made.id, mftNo: made.mft_no };
}

/** The uploader's own manifest of the B/L, while a draft or returned: its containers, goods, header cells and parties replaced. */
async function updateBill(
  tx: Queryable,
  r: Employee,
  bill: UploadBill,
  fileName: string,
  id: number,
  companyId: string,
  header: Partial<ManifestData>,
  at: string,
): Promise<Written> {
  const say = (zh: string, en: string) => (r.lang === 'en' ? en : zh);
  const c = bill.cells;
  const actor = { kind: 'employee' as const, id: Number(r.actor.id) };
  const [m] = await manifestsByIds(tx, [id], null, true);
  // another company's manifest of this B/L is never touched, nor named
  if (!m || String(m.COMPANYID) !== companyId)
    return {
      refused: at + say(`提单 ${bill.bl} 已有另一份有效舱单，不能上传。`, `B/L ${bill.bl} already has another live manifest; it cannot be uploaded.`),
    };
  if (!isShareEditable(m.MFT_STATUS)) {
    const state = mftStatusWords[m.MFT_STATUS as keyof typeof mftStatusWords];
    return {
      refused:
        at +
        say(
          `舱单 ${m.MFT_NO} 的状态是“${state.zh}”，上传只能修改草稿、提交未通过或审核退回的舱单；请在舱单页修改。`,
          `manifest ${m.MFT_NO} is "${state.en}": an upload changes only drafts and manifests that failed the check or were returned; amend it on the manifest's page.`,
        ),
    };
  }
  const base = dataOf(m);
  const next = laidOver(base, {
    ...header,
    Shipper: partyOf(c, 'SHIPPER', base.Shipper),
    Consignee: partyOf(c, 'CONSIGNEE', base.Consignee),
    Notify: partyOf(c, 'NOTIFY', base.Notify),
  });
  await writeData(tx, m.Id, next);
  const version = await touch(tx, m.Id, actor.id);
  await recordDocEvent(tx, { docType: MANIFEST_DOC, docId: m.Id, actor, type: 'v1.ManifestUploaded', detail: { fileName, version } });
  return { answer: 'UPDATE', id: m.Id, mftNo: m.MFT_NO };
}
