import { billingWords as W } from '../../../../src/contract/billing/words';
import { CHARGE_STATUS, INVOICE_PREFIX, INVOICE_STATUS } from '../../../../src/domain/billing/invoiceStates';
import { amountIn } from '../../../../src/domain/money/amounts';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { chargeIdsOf, type InvoiceRowDb, insertInvoice, insertLines, linesOf, moveInvoice, nextInvoiceNo } from '../invoiceRepository';
import { setChargesInvoice } from '../chargeRepository';
import { movable } from './invoiceMoves';
import { INVOICE_DOC, minorOf, refuse, who } from './shared';

/** An unpaid invoice voided with its reason: a draft simply goes, a confirmed one is reversed by a credit note; its charges are free again. */
export async function voidInvoice(db: Db, actor: Actor, input: { Id: number; Reason: string }) {
  return inTransaction(db, async (tx, fail) => {
    const m = await movable(tx, input.Id, 'void', W.voidVerb);
    if (!m.ok) return m;
    const { inv, to } = m.value;
    if (minorOf(inv.inv_paid, inv.inv_currency) > 0) return refuse('PAID_NO_VOID', W.paidNoVoid);
    const reason = input.Reason.trim();
    if (!(await moveInvoice(tx, inv.id, inv.version, to, { voidReason: reason }))) fail(refuse('STALE', W.stale));
    const chargeIds = await chargeIdsOf(tx, inv.id);
    // a confirmed (sent) invoice is reversed by a credit note of the same lines, negative; a draft simply goes
    const credit = inv.inv_status !== INVOICE_STATUS.DRAFT ? await makeCreditNote(tx, actor, inv, reason) : null;
    // the charges are free again: billed anew on a corrected invoice
    await setChargesInvoice(tx, chargeIds, null, CHARGE_STATUS.CONFIRMED);
    await recordDocEvent(tx, {
      docType: INVOICE_DOC,
      docId: inv.id,
      actor: who(actor),
      type: 'v1.InvoiceVoided',
      detail: { reason, ...(credit ? { creditNote: credit.INV_NO } : {}), reversal: inv.inv_status === INVOICE_STATUS.TAX_ISSUED },
    });
    return { ok: true, value: { Id: inv.id, CreditNote: credit } };
  });
}

/** The credit note reversing a confirmed invoice: the same lines, negative, confirmed today. */
async function makeCreditNote(tx: Queryable, actor: Actor, inv: InvoiceRowDb, reason: string): Promise<{ Id: number; INV_NO: string }> {
  const cur = inv.inv_currency;
  const today = todayInShanghai();
  const invNo = await nextInvoiceNo(tx, INVOICE_PREFIX[2], today);
  const lines = await linesOf(tx, inv.id);
  const id = await insertInvoice(tx, {
    no: invNo,
    companyId: inv.company_id,
    cgoId: inv.inv_cgo_id,
    kind: 2,
    side: inv.inv_side,
    partyId: inv.inv_party_id,
    currency: inv.inv_currency,
    exRate: inv.inv_ex_rate,
    exRateDate: inv.inv_ex_rate_date,
    exRateSource: inv.inv_ex_rate_source,
    exRateText: inv.inv_ex_rate_text,
    total: amountIn(-minorOf(inv.inv_total, cur), cur),
    taxTotal: amountIn(-minorOf(inv.inv_tax_total, cur), cur),
    issueDate: today,
    dueDate: today,
    buyerName: inv.inv_buyer_name,
    buyerTaxId: inv.inv_buyer_tax_id,
    status: INVOICE_STATUS.CONFIRMED,
    creditOf: inv.id,
    by: actor.id,
  });
  await insertLines(
    tx,
    id,
    lines.map((l) => ({
      chargeId: l.charge_id,
      amount: amountIn(-minorOf(l.line_amount, cur), cur),
      tax: amountIn(-minorOf(l.line_tax, cur), cur),
      taxCode: l.tax_code,
      taxRate: l.tax_rate,
    })),
  );
  await recordDocEvent(tx, { docType: INVOICE_DOC, docId: id, actor: who(actor), type: 'v1.CreditNoteMade', detail: { of: inv.inv_no, reason } });
  return { Id: id, INV_NO: invNo };
}
