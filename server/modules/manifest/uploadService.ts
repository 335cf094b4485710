import type { ImportRowAnswer } from '../../../src/contract/admin';
import type { ManifestData, ManifestItem, ManifestUploadAnswer, ManifestUploadRow } from '../../../src/contract/manifest';
import { isShareEditable } from '../../../src/domain/manifest/status';
import { mftStatusWords } from '../../../src/domain/manifest/words';
import type { Db, Queryable } from '../../db/types';
import { rolledBack } from '../../http/imports';
import type { Outcome } from '../../http/outcome';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { MANIFEST_DOC } from './payload';
import { bookingFor, insertManifest, insertUpload, liveHolder, manifestsByIds, plannedLoading, touch, uploadsOf, writeData } from './repository';
import { configOf } from './rules';
import { dataOf, laidOver } from './manifestData';
import { type Requester, scopeOf } from './requester';
import { partyOf, UPLOAD_SHEETS, type UploadBill, sheetName } from './uploadSheets';

/**
 * The Excel upload of manifests (`/api/Manifest/Upload`, operations.md §7.4) once its sheets are read
 * and joined (uploadSheets.ts): each bill becomes a draft manifest of its booking (created), or
 * replaces the containers, goods and given header cells of the uploader's own manifest of that B/L
 * while it is still a draft or returned (updated); anything else is refused with the reason. One
 * transaction per manifest, each logged in its history; a preview runs the same and undoes each
 * (nothing saved until the person confirms: server/http/imports.ts previewGate). Each upload that
 * wrote is kept in the upload list.
 */

type Employee = Requester & { kind: 'employee' };
type Written = { answer: 'CREATE' | 'UPDATE'; id: number; mftNo: string } | { refused: string };

const [BILLS] = UPLOAD_SHEETS.map(sheetName) as [string];
const SHEET_ORDER = UPLOAD_SHEETS.map(sheetName);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The goods' sums and package (a bill of several packages declares PK, "packages"). */
const totals = (items: ManifestItem[]) => ({
  MFT_TOTAL_PKGS: items.reduce((s, i) => s + i.MFG_PKGS, 0),
  MFT_TOTAL_KG: round3(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0)),
  MFT_TOTAL_CBM: round3(items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0)),
  MFT_PACKAGE: new Set(items.map((i) => i.MFG_PACKAGE)).size === 1 ? items[0]!.MFG_PACKAGE : 'PK',
});

export function manifestUploadService(db: Db) {
  /** One bill written in `tx`: created, updated, or why not (the words name the main row). */
  async function writeBill(tx: Queryable, r: Employee, bill: UploadBill, fileName: string): Promise<Written> {
    const say = (zh: string, en: string) => (r.lang === 'en' ? en : zh);
    const at = say(`“${BILLS}”第 ${bill.rows[0]!.row} 行：`, `Sheet "${BILLS}", row ${bill.rows[0]!.row}: `);
    const booking = await bookingFor(tx, bill.cgo, scopeOf(r));
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
    const actor = { kind: 'employee' as const, id: Number(r.actor.id) };
    if (holder) {
      const [m] = await manifestsByIds(tx, [holder.id], null, true);
      // another company's manifest of this B/L is never touched, nor named
      if (!m || String(m.COMPANYID) !== booking.company_id)
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

  /**
   * Every bill through writeBill in a transaction of its own (`dry`: undone, the preview), and every
   * row's answer: a bill's rows share its answer; a row refused for its own reasons says them, the
   * other rows of a refused bill say the bill is refused.
   */
  async function run(r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[], fileName: string, dry: boolean) {
    const say = (zh: string, en: string) => (r.lang === 'en' ? en : zh);
    const answers: ImportRowAnswer[] = [...orphans];
    const created: number[] = [];
    const updated: number[] = [];
    for (const bill of bills) {
      const own = bill.rows.some((row) => row.reasons.length);
      const written: Written = own
        ? { refused: '' }
        : await (dry ? rolledBack(db, (tx) => writeBill(tx, r, bill, fileName)) : db.transaction((tx) => writeBill(tx, r, bill, fileName)));
      if ('refused' in written) {
        const whole = say(`提单 ${bill.bl} 整票未导入（见本提单被拒绝的行）。`, `B/L ${bill.bl} is not imported as a whole (see its refused rows).`);
        for (const row of bill.rows) {
          const reasons = row.reasons.length ? row.reasons : row === bill.rows[0] && written.refused ? [written.refused] : [whole];
          answers.push({ Sheet: row.sheet, Row: row.row, Subject: bill.bl, Answer: 'REFUSED', Reasons: reasons });
        }
        continue;
      }
      (written.answer === 'CREATE' ? created : updated).push(written.id);
      // a preview's new manifest is undone with it: its number is not told
      const no_ = written.mftNo;
      const note =
        written.answer === 'CREATE'
          ? dry
            ? say('将新建舱单（草稿）', 'Will create a draft manifest')
            : say(`已新建舱单 ${no_}（草稿）`, `Created draft manifest ${no_}`)
          : dry
            ? say(`将更新舱单 ${no_}`, `Will update manifest ${no_}`)
            : say(`已更新舱单 ${no_}`, `Updated manifest ${no_}`);
      const reasons = [note];
      for (const row of bill.rows) answers.push({ Sheet: row.sheet, Row: row.row, Subject: bill.bl, Answer: written.answer, Reasons: reasons });
    }
    answers.sort((a, b) => SHEET_ORDER.indexOf(a.Sheet) - SHEET_ORDER.indexOf(b.Sheet) || a.Row - b.Row);
    const refused = answers.filter((a) => a.Answer === 'REFUSED');
    return {
      Imported: answers.length - refused.length,
      Rejected: refused.map((a) => ({ Sheet: a.Sheet, Row: a.Row, Reasons: a.Reasons })),
      Answers: answers,
      created,
      updated,
    };
  }

  /** The preview: what each row would do, nothing written. */
  const preview = async (r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[]) => {
    const { Imported, Rejected, Answers } = await run(r, bills, orphans, '', true);
    return { Imported, Rejected, Answers };
  };

  /** The upload written, then its log row. */
  async function upload(
    r: Employee,
    bills: UploadBill[],
    orphans: ImportRowAnswer[],
    rowCount: number,
    fileName: string,
  ): Promise<Outcome<ManifestUploadAnswer>> {
    const done = await run(r, bills, orphans, fileName, false);
    const ids = [...done.created, ...done.updated];
    const uploadId = await insertUpload(db, {
      companyId: r.actor.companyId,
      fileName,
      rows: rowCount,
      imported: ids.length,
      rejected: done.Rejected,
      manifestIds: ids,
      by: Number(r.actor.id),
    });
    return {
      ok: true,
      value: {
        UploadId: uploadId,
        Imported: done.Imported,
        ManifestIds: ids,
        Created: done.created,
        Updated: done.updated,
        Rejected: done.Rejected,
        Answers: done.Answers,
      },
    };
  }

  const list = async (r: Employee): Promise<Outcome<ManifestUploadRow[]>> => ({ ok: true, value: await uploadsOf(db, scopeOf(r)) });

  return { preview, upload, list };
}
