import type { ImportRowAnswer } from '../../../../src/contract/admin';
import type { ManifestUploadAnswer, ManifestUploadRow } from '../../../../src/contract/manifest';
import type { Db } from '../../../db/types';
import { rolledBack } from '../../../http/imports';
import type { Outcome } from '../../../http/outcome';
import { insertUpload, uploadsOf } from '../uploadRepository';
import { scopeOf } from '../requester';
import type { UploadBill } from '../uploadSheets';

import { type Employee, SHEET_ORDER, type Written, writeBill } from './uploadBill';

/**
 * Every bill through writeBill in a transaction of its own (`dry`: undone, the preview), and every
 * row's answer: a bill's rows share its answer; a row refused for its own reasons says them, the
 * other rows of a refused bill say the bill is refused.
 */
async function run(db: Db, r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[], fileName: string, dry: boolean) {
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
export const previewUpload = async (db: Db, r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[]) => {
  const { Imported, Rejected, Answers } = await run(db, r, bills, orphans, '', true);
  return { Imported, Rejected, Answers };
};

/** The upload written, then its log row. */
export async function uploadManifests(
  db: Db,
  r: Employee,
  bills: UploadBill[],
  orphans: ImportRowAnswer[],
  rowCount: number,
  fileName: string,
): Promise<Outcome<ManifestUploadAnswer>> {
  const done = await run(db, r, bills, orphans, fileName, false);
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

export const manifestUploads = async (db: Db, r: Employee): Promise<Outcome<ManifestUploadRow[]>> => ({ ok: true, value: await uploadsOf(db, scopeOf(r)) });
