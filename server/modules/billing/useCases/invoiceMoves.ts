import { billingWords as W, INVOICE_STATUS_WORDS, paymentDayWords } from '../../../../src/contract/billing/words';
import { fieldSays } from '../../../../src/contract/envelope';
import { paymentDayProblem } from '../../../../src/domain/billing/dates';
import {
  CHARGE_STATUS,
  INVOICE_STATUS,
  type InvoiceKind,
  type InvoiceMove,
  type InvoiceStatus,
  invoiceMove,
} from '../../../../src/domain/billing/invoiceStates';
import { amountIn, minorIn } from '../../../../src/domain/money/amounts';
import { digitsOf } from '../../../../src/domain/money/currencies';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import { enqueue } from '../../../channels/outbox';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { TAX_INVOICE_CHANNEL, taxInvoicePayload } from '../payload';
import { type InvoiceRowDb, insertPayment, invoiceOf, linesOf, moveInvoice } from '../invoiceRepository';
import { setChargesStatusOf } from '../chargeRepository';
import { badDay, INVOICE_DOC, minorOf, noInvoice, refuse, who } from './shared';

/** The invoice locked for a move the state table must have; the refusal names the state in words. */
export async function movable(tx: Queryable, id: number, move: InvoiceMove, verb: Bilingual): Promise<Outcome<{ inv: InvoiceRowDb; to: InvoiceStatus }>> {
  const inv = await invoiceOf(tx, id, null, true);
  if (!inv) return noInvoice();
  const to = invoiceMove(inv.inv_status as InvoiceStatus, move, inv.inv_kind as InvoiceKind);
  if (!to) {
    const state = INVOICE_STATUS_WORDS[inv.inv_status]!;
    return refuse('STATE', W.state(verb.zh, verb.en, state.zh, state.en));
  }
  return { ok: true, value: { inv, to: to.to } };
}

/** A draft invoice confirmed (sent): its lines are billed and can no longer change. */
export async function confirmInvoice(db: Db, actor: Actor, id: number, version: number) {
  return inTransaction(db, async (tx, fail) => {
    const m = await movable(tx, id, 'confirm', W.confirmVerb);
    if (!m.ok) return m;
    const { inv, to } = m.value;
    if (inv.version !== version || !(await moveInvoice(tx, id, version, to))) fail(refuse('STALE', W.stale));
    // confirm locks the lines: billed
    await setChargesStatusOf(tx, id, CHARGE_STATUS.BILLED);
    await recordDocEvent(tx, { docType: INVOICE_DOC, docId: id, actor: who(actor), type: 'v1.InvoiceConfirmed', detail: { no: inv.inv_no } });
    return { ok: true, value: { Id: id, INV_STATUS: to, Version: version + 1 } };
  });
}

/** A payment in the invoice's currency: part or full (then its charges are settled), never more than is open. */
export async function recordPayment(db: Db, actor: Actor, input: { Id: number; Version: number; Amount: string; Date: string; Ref?: string }) {
  return inTransaction(db, async (tx, fail) => {
    const inv = await invoiceOf(tx, input.Id, null, true);
    if (!inv) return noInvoice();
    const badDate = paymentDayProblem(input.Date, inv.inv_issue_date, todayInShanghai());
    if (badDate) return badDay('/Date', badDate, paymentDayWords);
    const cur = inv.inv_currency;
    // a payment in the invoice's currency, in its ISO 4217 minor unit
    const amount = minorIn(input.Amount, cur);
    if (amount === undefined || amount <= 0) {
      const words = W.badPayAmount(cur, digitsOf(cur));
      return no('INVALID', words.en, words.zh, [fieldSays('/Amount', words)]);
    }
    // the invoice as the clerk saw it, checked before its state and what is open: a payment sent twice
    // is told it may already be recorded, not that the invoice is settled or would be overpaid
    if (inv.version !== input.Version) return refuse('STALE', W.payStale);
    const open = minorOf(inv.inv_total, cur) - minorOf(inv.inv_paid, cur);
    const m = await movable(tx, input.Id, amount >= open ? 'payFull' : 'payPart', W.payVerb);
    if (!m.ok) return m;
    if (amount > open) return refuse('OVERPAID', W.overpaid(amountIn(open, cur), cur));
    const paid = amountIn(minorOf(inv.inv_paid, cur) + amount, cur);
    if (!(await moveInvoice(tx, inv.id, inv.version, m.value.to, { paid }))) fail(refuse('STALE', W.payStale));
    await insertPayment(tx, inv.id, amountIn(amount, cur), input.Date, input.Ref ?? '', actor.id);
    if (m.value.to === INVOICE_STATUS.PAID) await setChargesStatusOf(tx, inv.id, CHARGE_STATUS.SETTLED);
    await recordDocEvent(tx, {
      docType: INVOICE_DOC,
      docId: inv.id,
      actor: who(actor),
      type: 'v1.PaymentRecorded',
      detail: { amount: amountIn(amount, cur), currency: cur, date: input.Date, ref: input.Ref ?? '', paid },
    });
    return { ok: true, value: { Id: inv.id, INV_STATUS: m.value.to, Version: inv.version + 1 } };
  });
}

/** A confirmed tax invoice (kind 3) sent to the tax channel: the answer comes back as a message. */
export async function requestTaxInvoice(db: Db, actor: Actor, id: number): Promise<Outcome<{ Id: number; Queued: boolean }>> {
  return inTransaction(db, async (tx) => {
    const inv = await invoiceOf(tx, id, null, true);
    if (!inv) return noInvoice();
    if (inv.inv_kind !== 3 || inv.inv_status !== INVOICE_STATUS.CONFIRMED) return refuse('STATE', W.noTaxChannel);
    const lines = await linesOf(tx, id);
    const messageId = await enqueue(tx, {
      channel: TAX_INVOICE_CHANNEL,
      docType: INVOICE_DOC,
      docId: id,
      kind: 'ISSUE',
      payloadVersion: inv.version,
      payload: taxInvoicePayload(inv, lines),
      simulated: true,
      createdBy: actor.id,
    });
    await recordDocEvent(tx, { docType: INVOICE_DOC, docId: id, actor: who(actor), type: 'v1.TaxInvoiceRequested', detail: { no: inv.inv_no, messageId } });
    return { ok: true, value: { Id: id, Queued: true } };
  });
}
