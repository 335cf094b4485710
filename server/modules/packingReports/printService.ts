import type { PrintSheet } from '../../../src/contract/packingReports/calls';
import { printSheetOf } from '../../../src/domain/packingReports/printSheet';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { reportRefusalWords as R } from '../../../src/contract/packingReports/words';
import { missing } from '../../platform/refusal';
import { cutOffsOf } from '../../platform/spine/cutOffs';
import { printPdf } from '../../platform/pdf/print';
import { packingSheetDrawing } from '../../platform/pdf/printSheetDrawing';
import { printDataOf } from './reportRepository';

/** A packing list's print: the sheet (the preview draws it) and the PDF (drawn from the same sheet). */
export function printService(db: Db, now: () => Date = () => new Date()) {
  async function sheet(actor: Actor, id: number): Promise<PrintSheet | undefined> {
    const data = await printDataOf(db, actor, id);
    if (!data) return undefined;
    const cutOffs = data.CGO_ID ? await cutOffsOf(db, data.CGO_ID) : [];
    return printSheetOf({ ...data, CutOffs: cutOffs }, now().toISOString());
  }
  return {
    async sheet(actor: Actor, id: number): Promise<Outcome<PrintSheet>> {
      const s = await sheet(actor, id);
      return s ? { ok: true, value: s } : missing(R.noPackingList.en, R.noPackingList.zh);
    },
    /** The PDF, named by its PKL_NO (an application not opened yet has none: its id). */
    async pdf(actor: Actor, id: number): Promise<Outcome<{ bytes: Uint8Array; file_name: string; content_type: string }>> {
      const s = await sheet(actor, id);
      if (!s) return missing(R.noPackingList.en, R.noPackingList.zh);
      // drawn off the event loop, within the person's share of prints and the page bound
      const pdf = await printPdf(`employee:${actor.id}`, packingSheetDrawing, s);
      if (!pdf.ok) return pdf;
      return { ok: true, value: { bytes: pdf.value, file_name: `${s.PKL_NO || `packing-list-${s.Id}`}.pdf`, content_type: 'application/pdf' } };
    },
  };
}
