import type { Hbl } from '../../../src/contract/houseBill/calls';
import { billSheet } from '../../../src/domain/houseBill/sheet';
import { HBL_STATUS } from '../../../src/domain/houseBill/status';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { openShare } from '../../platform/spine/shares';
import { printPdf } from '../../platform/pdf/print';
import { issuerOf } from '../companies/public';
import { houseBillDrawing } from './pdf';
import { hblRow } from './repository';
import { HBL_DOC, houseBillService } from './service';
import { billInput } from './view';

/**
 * The B/L draft's share link (SendDraft Channel SHARE): whoever holds the token reads the draft, prints
 * it (watermarked) and approves it or asks for changes, as the link's visitor (doc_events actor
 * `share`). An unknown, ended or revoked link, a link to another document, or a bill no longer
 * waiting for the shipper is absent (404).
 */
export function houseBillShareService(db: Db) {
  const bills = houseBillService(db);
  const absent = <T>(): Outcome<T> => ({ ok: false, status: 404, message: 'No such share link, or it has ended.', zh: '分享链接不存在或已失效。' });

  async function open(token: string, visitor: string) {
    const o = await openShare(db, { token, visitor });
    if (!o.ok || o.share.docType !== HBL_DOC || !o.share.scope.includes('APPROVE_DRAFT')) return undefined;
    const row = await hblRow(db, Number(o.share.docId), String(o.share.companyId));
    // only a draft waiting for the shipper: once answered (or taken back to draft, or voided) the link shows and prints nothing
    if (!row || row.hbl_status !== HBL_STATUS.PENDING) return undefined;
    return { share: o.share, row };
  }

  return {
    async read(token: string, visitor: string): Promise<Outcome<Hbl>> {
      const o = await open(token, visitor);
      return o ? { ok: true, value: await bills.view(db, o.row) } : absent();
    },
    async pdf(token: string, visitor: string): Promise<Outcome<{ bytes: Uint8Array; file_name: string; content_type: string }>> {
      const o = await open(token, visitor);
      if (!o) return absent();
      const issuer = await issuerOf(db, o.row.hbl_issuer_id);
      const pdf = await printPdf(`share:${o.share.id}`, houseBillDrawing, billSheet({ ...billInput(o.row), Issuer: issuer?.NameEn }, 'DRAFT'));
      if (!pdf.ok) return pdf;
      return { ok: true, value: { bytes: pdf.value, file_name: `${o.row.hbl_no}-draft.pdf`, content_type: 'application/pdf' } };
    },
    async decide(token: string, visitor: string, approve: boolean, comment: string) {
      const o = await open(token, visitor);
      if (!o) return absent<{ Id: number; HBL_STATUS: number }>();
      const d = await bills.decide(String(o.share.companyId), o.row.id, undefined, approve, comment, { kind: 'share', id: o.share.id }, 'SHARE', '');
      return d.ok ? { ok: true as const, value: { Id: d.value.Id, HBL_STATUS: d.value.HBL_STATUS } } : d;
    },
  };
}
