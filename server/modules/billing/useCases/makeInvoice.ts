import { billingWords as W, issueDayWords } from '../../../../src/contract/billing/words';
import { fieldSays } from '../../../../src/contract/envelope';
import { issueDayProblem } from '../../../../src/domain/billing/dates';
import { CHARGE_STATUS, INVOICE_PREFIX, INVOICE_STATUS, type InvoiceKind, sideOfKind } from '../../../../src/domain/billing/invoiceStates';
import { amountIn } from '../../../../src/domain/money/amounts';
import { fromCny, type RateSource, rateText, taxMinor, toCny } from '../../../../src/domain/money/bills';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { activeCurrencies, type ChargeRow, lockCharges, setChargesInvoice } from '../chargeRepository';
import { insertInvoice, insertLines, nextInvoiceNo } from '../invoiceRepository';
import { addDays, badDay, INVOICE_DOC, minorOf, noCharge, rateFor, refuse, who } from './shared';

const DEFAULT_CREDIT_DAYS = 30;

export interface MakeInvoice {
  Kind: 1 | 3 | 4;
  PartyId: number;
  ChargeIds: number[];
  Currency: string;
  IssueDate?: string;
  CreditDays?: number;
  BuyerName?: string;
  BuyerTaxId?: string;
}

type Made = Outcome<{ Id: number; INV_NO: string }>;
type Rates = Map<string, { rate: string; source: RateSource }>;

/**
 * A draft invoice made from confirmed charge lines of one job, one side and one party (inv.once: a
 * line sits on one invoice at a time), every foreign amount converted at the rate of the invoice date.
 */
export async function makeInvoice(db: Db, actor: Actor, input: MakeInvoice): Promise<Made> {
  const kind = input.Kind as InvoiceKind;
  const currency = input.Currency.toUpperCase();
  const issueDate = input.IssueDate ?? todayInShanghai();
  const badIssue = issueDayProblem(issueDate, todayInShanghai());
  if (badIssue) return badDay('/IssueDate', badIssue, issueDayWords);
  if (kind === 3 && currency !== 'CNY') return refuse('TAX_NOT_CNY', W.taxNotCny);
  if (kind === 3 && (!input.BuyerName?.trim() || !input.BuyerTaxId?.trim())) return refuse('TAX_NO_BUYER', W.taxNoBuyer);
  return inTransaction(db, async (tx): Promise<Made> => {
    const lines = await lockCharges(tx, input.ChargeIds);
    const refused = await linesRefused(tx, lines, input, kind, currency);
    if (refused) return refused;
    const rates = await ratesOf(tx, lines, currency, issueDate);
    if (!rates.ok) return rates;
    const converted = convert(lines, currency, rates.value.rates);
    const total = converted.reduce((s, l) => s + l.minor + l.tax, 0);
    const taxTotal = converted.reduce((s, l) => s + l.tax, 0);
    const { main, shown } = rates.value;
    const invNo = await nextInvoiceNo(tx, INVOICE_PREFIX[kind], issueDate);
    const id = await insertInvoice(tx, {
      no: invNo,
      companyId: lines[0]!.company_id,
      cgoId: lines[0]!.chg_cgo_id,
      kind,
      side: sideOfKind(kind),
      partyId: input.PartyId,
      currency,
      exRate: main?.rate ?? null,
      exRateDate: main ? issueDate : null,
      exRateSource: main?.source ?? null,
      exRateText: shown.map((r) => rateText(r.c, r.rate, r.source, issueDate)).join('; '),
      total: amountIn(total, currency),
      taxTotal: amountIn(taxTotal, currency),
      issueDate,
      dueDate: addDays(issueDate, input.CreditDays ?? DEFAULT_CREDIT_DAYS),
      buyerName: input.BuyerName?.trim() ?? '',
      buyerTaxId: input.BuyerTaxId?.trim() ?? '',
      status: INVOICE_STATUS.DRAFT,
      creditOf: null,
      by: actor.id,
    });
    await insertLines(
      tx,
      id,
      converted.map((l) => ({
        chargeId: l.chargeId,
        amount: amountIn(l.minor, currency),
        tax: amountIn(l.tax, currency),
        taxCode: l.taxCode,
        taxRate: l.taxRate,
      })),
    );
    // inv.once: the charges sit on this invoice (a second one is refused) until it is voided
    await setChargesInvoice(tx, input.ChargeIds, id, CHARGE_STATUS.CONFIRMED);
    const detail = { no: invNo, total: amountIn(total, currency), currency };
    await recordDocEvent(tx, { docType: INVOICE_DOC, docId: id, actor: who(actor), type: 'v1.InvoiceCreated', detail });
    return { ok: true, value: { Id: id, INV_NO: invNo } };
  });
}

/** Why these lines cannot make one invoice of this kind and currency, or undefined when they can. */
async function linesRefused(tx: Queryable, lines: ChargeRow[], input: MakeInvoice, kind: InvoiceKind, currency: string) {
  if (lines.length !== new Set(input.ChargeIds).size) return noCharge<never>();
  const billed = lines.find((l) => l.chg_invoice_id !== null);
  if (billed) return refuse<never>('BILLED', W.billed(billed.inv_no ?? ''));
  if (new Set(lines.map((l) => l.chg_cgo_id)).size > 1) return refuse<never>('MIXED_JOBS', W.otherJob);
  if (new Set(lines.map((l) => l.chg_side)).size > 1) return refuse<never>('MIXED_SIDES', W.mixedSides);
  if (lines.some((l) => l.chg_party_id !== input.PartyId)) return refuse<never>('MIXED_PARTIES', W.mixedParties);
  if (lines[0]!.chg_side !== sideOfKind(kind)) return refuse<never>('WRONG_SIDE', W.wrongSide);
  if (!(await activeCurrencies(tx, [currency])).has(currency))
    return no<never>('INVALID', 'Currency is not active.', '账单币种无效。', [fieldSays('/Currency', W.badCurrency)]);
  return undefined;
}

/** inv.rate: the rates of the invoice date the conversion needs, the invoice's own, and those printed on it. */
async function ratesOf(tx: Queryable, lines: ChargeRow[], currency: string, issueDate: string) {
  const foreign = [...new Set([currency, ...lines.map((l) => l.chg_currency)])].filter((c) => c !== 'CNY');
  const rates: Rates = new Map();
  const converts = lines.some((l) => l.chg_currency !== currency);
  // a foreign-currency invoice keeps its currency's rate of the invoice date (its CNY figure for the books) even when nothing is converted
  for (const c of converts ? foreign : foreign.filter((x) => x === currency)) {
    const r = await rateFor(tx, c, issueDate);
    if (!r) return refuse<never>('NO_RATE', W.noRate(c, issueDate));
    rates.set(c, r);
  }
  const shown = converts ? [...rates.entries()].map(([c, r]) => ({ c, ...r })) : [];
  const main = rates.get(currency) ?? (shown[0] ? rates.get(shown[0].c) : undefined);
  return { ok: true as const, value: { rates, shown, main } };
}

/** Each line in the invoice's currency (through CNY when it is in another) with its tax. */
function convert(lines: ChargeRow[], currency: string, rates: Rates) {
  return lines.map((l) => {
    let minor = minorOf(l.chg_amount, l.chg_currency);
    if (l.chg_currency !== currency) {
      const cny = toCny(minor, l.chg_currency, rates.get(l.chg_currency)?.rate ?? null);
      minor = currency === 'CNY' ? cny : fromCny(cny, currency, rates.get(currency)!.rate);
    }
    const tax = taxMinor(minor, l.chg_tax_rate);
    return { chargeId: l.id, minor, tax, taxCode: l.chg_tax_code, taxRate: l.chg_tax_rate };
  });
}
