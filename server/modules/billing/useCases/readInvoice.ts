import type { Invoice } from '../../../../src/contract/billing/calls';
import { invoiceEventText } from '../../../../src/contract/billing/events';
import { docActorWords } from '../../../../src/contract/docActor';
import { type InvoiceKind, type InvoiceStatus, movesOf } from '../../../../src/domain/billing/invoiceStates';
import { amountIn, normalAmount } from '../../../../src/domain/money/amounts';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { docHistory } from '../../../platform/spine/docEvents';
import { invoiceOf, linesOf, paymentsOf } from '../invoiceRepository';
import { INVOICE_DOC, minorOf, noInvoice, scopeOf, staff } from './shared';

/** One invoice with its lines, payments and log; the moves it may take are told to staff only. */
export async function readInvoice(db: Db, actor: Actor, id: number): Promise<Outcome<Invoice>> {
  const inv = await invoiceOf(db, id, scopeOf(actor));
  if (!inv) return noInvoice();
  const [lines, payments, log] = await Promise.all([linesOf(db, id), paymentsOf(db, id), docHistory(db, INVOICE_DOC, id)]);
  const cur = inv.inv_currency;
  return {
    ok: true,
    value: {
      Id: inv.id,
      INV_NO: inv.inv_no,
      INV_KIND: inv.inv_kind,
      INV_STATUS: inv.inv_status,
      CGO_ID: inv.inv_cgo_id,
      PartyName: inv.party_name,
      INV_CURRENCY: cur,
      Total: normalAmount(inv.inv_total, cur),
      Tax: normalAmount(inv.inv_tax_total, cur),
      Paid: normalAmount(inv.inv_paid, cur),
      IssueDate: inv.inv_issue_date,
      DueDate: inv.inv_due_date,
      Version: inv.version,
      INV_SIDE: inv.inv_side,
      INV_PARTY_ID: inv.inv_party_id,
      ExRate: inv.inv_ex_rate,
      ExRateDate: inv.inv_ex_rate_date,
      ExRateText: inv.inv_ex_rate_text,
      BuyerName: inv.inv_buyer_name,
      BuyerTaxId: inv.inv_buyer_tax_id,
      TaxNo: inv.inv_tax_no,
      TaxDate: inv.inv_tax_date,
      VoidReason: inv.inv_void_reason,
      CreditOf: inv.inv_credit_of,
      Outstanding: amountIn(minorOf(inv.inv_total, cur) - minorOf(inv.inv_paid, cur), cur),
      Lines: lines.map((l) => ({
        ChargeId: l.charge_id,
        CHG_CODE: l.chg_code,
        CHG_NAME: l.chg_name,
        CHG_CURRENCY: l.chg_currency,
        CHG_AMOUNT: normalAmount(l.chg_amount, l.chg_currency),
        Amount: normalAmount(l.line_amount, cur),
        Tax: normalAmount(l.line_tax, cur),
        TaxCode: l.tax_code,
        TaxRate: l.tax_rate,
      })),
      Payments: payments.map((p) => ({ Amount: normalAmount(p.amount, cur), Date: p.paid_on, Ref: p.ref, At: new Date(p.created_at).toISOString() })),
      Log: log.map((e) => ({ At: e.at, Who: docActorWords(e.actorKind, e.actorId, e.actorName), Text: invoiceEventText(e.type, e.detail) })),
      Moves: staff(actor) ? movesOf(inv.inv_status as InvoiceStatus, inv.inv_kind as InvoiceKind) : [],
    },
  };
}
