import type { PrintCopy } from '../../../../src/contract/houseBill/calls';
import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { billSheet } from '../../../../src/domain/houseBill/sheet';
import { HBL_STATUS } from '../../../../src/domain/houseBill/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { printPdf } from '../../../platform/pdf/print';
import { issuerOf } from '../../companies/public';
import { houseBillDrawing } from '../pdf';
import { bumpPrints, hblRow } from '../repository';
import { billInput as billInputOf } from '../view';
import { billEvent, docActor, isStaff, noHbl, say, scopeOf } from './shared';

/**
 * The PDF: a draft at any time (watermarked), a copy or an original once issued; a customer
 * prints its own drafts and copies, never an original. Each print is logged.
 */
export async function printBill(
  db: Db,
  actor: Actor,
  id: number,
  copy: PrintCopy,
): Promise<Outcome<{ bytes: Uint8Array; file_name: string; content_type: string }>> {
  const row = await hblRow(db, id, scopeOf(actor));
  if (!row || (!isStaff(actor) && row.hbl_status === HBL_STATUS.DRAFT && !row.hbl_draft_comment)) return noHbl();
  if (copy === 'ORIGINAL' && !isStaff(actor)) return say('HBL_ORIGINAL_STAFF', R.customerOriginal);
  if (copy !== 'DRAFT' && (row.hbl_status < HBL_STATUS.ISSUED || row.hbl_status === HBL_STATUS.VOIDED)) return say('HBL_NOT_ISSUED', R.notIssued);
  // drawn off the event loop, within the person's share of prints and the page bound
  const issuer = await issuerOf(db, row.hbl_issuer_id);
  const pdf = await printPdf(`employee:${actor.id}`, houseBillDrawing, billSheet({ ...billInputOf(row), Issuer: issuer?.NameEn }, copy));
  if (!pdf.ok) return pdf;
  const bytes = pdf.value;
  await db.transaction(async (tx) => {
    await bumpPrints(tx, id);
    await billEvent(tx, id, docActor(actor), 'v1.HblPrinted', { copy });
  });
  return { ok: true, value: { bytes, file_name: `${row.hbl_no}-${copy.toLowerCase()}.pdf`, content_type: 'application/pdf' } };
}
