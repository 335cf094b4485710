import type { Charge, ChargeIn, ChargeSheet, Invoice } from '../../../src/contract/billing/calls';
import { docActorWords } from '../../../src/contract/docActor';
import { billingFieldWords, billingWords as W, INVOICE_STATUS_WORDS, issueDayWords, paymentDayWords } from '../../../src/contract/billing/words';
import { fieldSays } from '../../../src/contract/envelope';
import {
  lineAmountMinor,
  perCurrency,
  unitPriceFits,
  type RateSource,
  rateText,
  sourceOfKind,
  taxMinor,
  toCny,
  fromCny,
  totalsWire,
  money,
} from '../../../src/domain/money/bills';
import {
  CHARGE_STATUS,
  INVOICE_PREFIX,
  INVOICE_STATUS,
  type InvoiceKind,
  type InvoiceMove,
  type InvoiceStatus,
  invoiceMove,
  movesOf,
  sideOfKind,
} from '../../../src/domain/billing/invoiceStates';
import { type DayProblem, issueDayProblem, paymentDayProblem } from '../../../src/domain/billing/dates';
import { amountIn, minorIn, normalAmount } from '../../../src/domain/money/amounts';
import { digitsOf } from '../../../src/domain/money/currencies';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { enqueue } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { invoiceEventText } from '../../../src/contract/billing/events';
import { inTransaction } from '../../platform/transaction';
import { rateOn } from '../refdata/public';
import { bookingPriceLines } from './bookingPrice';
import { TAX_INVOICE_CHANNEL, taxInvoicePayload } from './payload';
import {
  activeCurrencies,
  type ChargeRow,
  chargeIdsOf,
  chargesOf,
  confirmCharges,
  feeCodes,
  findJobs,
  insertCharge,
  insertInvoice,
  insertLines,
  insertPayment,
  invoiceOf,
  type InvoiceRowDb,
  jobOf,
  knownCompanies,
  linesOf,
  lockCharges,
  moveInvoice,
  type NewCharge,
  nextInvoiceNo,
  partiesFor,
  paymentsOf,
  setChargesInvoice,
  setChargesStatusOf,
  updateCharge,
} from './repository';

/**
 * Billing's rules (operations.md §10): charges per job from the booking's frozen price and staff
 * additions, invoices made from them, their moves by the state table (src/domain/billing), and what
 * a customer may read (its own receivable lines and invoices: never cost, never profit).
 */

export const INVOICE_DOC = 'invoice';
export const CHARGES_DOC = 'charges';
const DEFAULT_CREDIT_DAYS = 30;

const refuse = <T>(code: string, w: Bilingual, errors?: { Path: string; Message: string }[]) => no<T>(code, w.en, w.zh, errors);
const noJob = <T>() => missing<T>(W.noJob.en, W.noJob.zh);

/** A typed day refused (src/domain/billing/dates.ts): BAD_DATE, the sentence as the message, the field's words beside its label. */
function badDay<T>(path: string, p: DayProblem, says: typeof paymentDayWords | typeof issueDayWords) {
  const [message, field] =
    p.kind === 'notDay' ? [says.notDay, W.dayNotCalendar] : p.kind === 'early' ? [says.early(p.min), W.dayEarly(p.min)] : [says.late(p.max), W.dayLate(p.max)];
  return no<T>('BAD_DATE', message.en, message.zh, [fieldSays(path, field)]);
}
const noInvoice = <T>() => missing<T>(W.noInvoice.en, W.noInvoice.zh);

/** null: platform staff (every company, AR and AP); else the customer's company (its own AR only). */
const scopeOf = (a: Actor): string | null => (a.companyKind === 'platform' ? null : a.companyId);
const staff = (a: Actor) => a.companyKind === 'platform';
const who = (a: Actor) => ({ kind: 'employee' as const, id: Number(a.id) });
/** A stored amount of `currency` in its minor units (ISO 4217 digits: JPY none, BHD three); rows kept with two decimals read the same. */
const minorOf = (amount: string, currency: string) => minorIn(amount, currency) ?? 0;

/** Why a price line of the booking cannot be a charge line: the line as the price has it, then what is wrong. */
function cannotTake(w: ChargeIn, errors: readonly { Path: string; Message: string; Words?: Bilingual }[]): Bilingual {
  const why = linesSay(errors.map((e) => ({ ...e, Path: '' })));
  return W.priceLineFails(`${w.CHG_CODE} ${w.CHG_CURRENCY} ${w.CHG_UNIT_PRICE}`, why.zh, why.en);
}

/** What is wrong with the lines, one sentence each naming the line and the field as the screen does (never a path). */
function linesSay(errors: readonly { Path: string; Message: string; Words?: Bilingual }[]): Bilingual {
  const said = errors.map((e) => {
    const [, n, field] = /^\/Lines\/(\d+)\/(\w+)$/.exec(e.Path) ?? [];
    const words = e.Words ?? { zh: e.Message, en: e.Message };
    const label = field ? (billingFieldWords as Record<string, Bilingual>)[field] : undefined;
    return n && label ? W.onLine(Number(n) + 1, label.zh, label.en, words.zh, words.en) : words;
  });
  return { zh: said.map((x) => x.zh).join('；'), en: said.map((x) => x.en).join('; ') };
}

/** The rate into CNY valid on `day` (the monthly book rate first, else the daily one), with its source. */
export async function rateFor(q: Queryable, currency: string, day: string): Promise<{ rate: string; source: RateSource } | undefined> {
  if (currency === 'CNY') return undefined;
  for (const kind of ['MONTHLY_BOOK', 'DAILY']) {
    const r = await rateOn(q, currency, 'CNY', kind, day);
    if (r) return { rate: r.rate, source: sourceOfKind(kind) };
  }
  return undefined;
}

function chargeWire(c: ChargeRow): Charge {
  return {
    Id: c.id,
    Version: c.version,
    CHG_CGO_ID: c.chg_cgo_id,
    CHG_HBL_ID: c.chg_hbl_id,
    CHG_SIDE: c.chg_side,
    CHG_PARTY_ID: c.chg_party_id,
    PartyName: c.party_name,
    CHG_CODE: c.chg_code,
    CHG_NAME: c.chg_name,
    CHG_BASIS: c.chg_basis,
    CHG_QTY: c.chg_qty,
    CHG_UNIT_PRICE: normalAmount(c.chg_unit_price, c.chg_currency),
    CHG_CURRENCY: c.chg_currency,
    CHG_AMOUNT: normalAmount(c.chg_amount, c.chg_currency),
    CHG_TERM: c.chg_term,
    CHG_TAX_CODE: c.chg_tax_code,
    CHG_TAX_RATE: c.chg_tax_rate,
    CHG_EX_RATE: c.chg_ex_rate,
    CHG_EX_RATE_DATE: c.chg_ex_rate_date,
    CHG_EX_RATE_SOURCE: c.chg_ex_rate_source,
    CHG_STATUS: c.chg_status,
    CHG_INVOICE_ID: c.chg_invoice_id,
    INV_NO: c.inv_no,
    CHG_ORIGIN: c.chg_origin,
  };
}

/** job.profit: Σ AR − Σ AP in CNY minor units, each line at its booked rate. */
export function profitCnyMinor(lines: readonly Pick<ChargeRow, 'chg_side' | 'chg_amount' | 'chg_currency' | 'chg_ex_rate'>[]): number {
  let profit = 0;
  for (const l of lines) {
    const cny = toCny(minorOf(l.chg_amount, l.chg_currency), l.chg_currency, l.chg_ex_rate);
    profit += l.chg_side === 'AR' ? cny : -cny;
  }
  return profit;
}

export function billingService(db: Db) {
  async function sheet(actor: Actor, cgoId: string): Promise<Outcome<ChargeSheet>> {
    const job = await jobOf(db, cgoId, scopeOf(actor));
    if (!job) return noJob();
    const isStaff = staff(actor);
    const [lines, price] = await Promise.all([chargesOf(db, cgoId, !isStaff), bookingPriceLines(db, job)]);
    const totals = (side: 'AR' | 'AP') =>
      totalsWire(perCurrency(lines.filter((l) => l.chg_side === side).map((l) => money(l.chg_currency, minorOf(l.chg_amount, l.chg_currency)))));
    return {
      ok: true,
      value: {
        CGO_ID: job.cgo_id,
        MblNo: job.mbl_no,
        CompanyId: Number(job.company_id),
        CompanyName: job.company_name,
        Staff: isStaff,
        HasPrice: price.ok,
        NoPriceReason: price.ok ? null : price.why,
        Lines: lines.map(chargeWire),
        ArTotals: totals('AR'),
        // a customer never sees cost: no AP lines were read, and no profit is told
        ApTotals: isStaff ? totals('AP') : [],
        ProfitCny: isStaff ? amountIn(profitCnyMinor(lines), 'CNY') : null,
        Parties: isStaff ? await partiesFor(db, job.company_id) : [],
      },
    };
  }

  async function jobs(actor: Actor, text: string) {
    return { ok: true as const, value: await findJobs(db, text.trim(), scopeOf(actor)) };
  }

  /** A line as stored, its amount computed (chg.amount), its tax defaulted from the fee code, its booked rate of today. */
  async function prepare(
    q: Queryable,
    at: string,
    job: { cgo_id: string; company_id: string },
    l: ChargeIn,
    by: string,
  ): Promise<{ ok: true; line: NewCharge } | { ok: false; errors: { Path: string; Message: string }[]; code?: string; words?: Bilingual }> {
    const errors = [];
    const currency = l.CHG_CURRENCY.trim().toUpperCase();
    // chg.amount in the currency's ISO 4217 minor unit: a JPY price has no decimals, a KWD one up to three
    const amount = lineAmountMinor(l.CHG_QTY, l.CHG_UNIT_PRICE, currency);
    if (amount === undefined) {
      if (lineAmountMinor(l.CHG_QTY, '0', currency) === undefined) errors.push(fieldSays(`${at}/CHG_QTY`, W.badQty));
      if (!unitPriceFits(l.CHG_UNIT_PRICE, currency)) errors.push(fieldSays(`${at}/CHG_UNIT_PRICE`, W.badUnitPrice(currency, digitsOf(currency))));
    }
    const [fee] = await feeCodes(q, [l.CHG_CODE.toUpperCase()]);
    if (!fee) errors.push(fieldSays(`${at}/CHG_CODE`, W.badCode));
    if (!(await activeCurrencies(q, [currency])).has(currency)) errors.push(fieldSays(`${at}/CHG_CURRENCY`, W.badCurrency));
    if (!(await knownCompanies(q, [l.CHG_PARTY_ID])).has(l.CHG_PARTY_ID)) errors.push(fieldSays(`${at}/CHG_PARTY_ID`, W.badParty));
    if (errors.length || !fee || amount === undefined) return { ok: false, errors };
    const today = todayInShanghai();
    const rate = await rateFor(q, currency, today);
    if (currency !== 'CNY' && !rate) return { ok: false, errors: [], code: 'NO_RATE', words: W.noRate(currency, today) };
    const taxCode = l.CHG_TAX_CODE ?? fee.tax_code;
    return {
      ok: true,
      line: {
        companyId: job.company_id,
        cgoId: job.cgo_id,
        hblId: l.CHG_HBL_ID ?? null,
        side: l.CHG_SIDE,
        partyId: l.CHG_PARTY_ID,
        code: fee.code,
        name: (l.CHG_NAME ?? '').trim() || fee.name_zh,
        basis: l.CHG_BASIS,
        qty: l.CHG_QTY.trim(),
        unitPrice: l.CHG_UNIT_PRICE.trim(),
        currency,
        amount: amountIn(amount, currency),
        term: l.CHG_TERM,
        taxCode,
        // a tax code other than the fee code's: its rate is finance's table (the code's own), exempt/zero are 0
        taxRate: taxCode === fee.tax_code ? fee.tax_rate : (TAX_RATES[taxCode] ?? '0'),
        exRate: rate?.rate ?? null,
        exRateDate: rate ? today : null,
        exRateSource: rate?.source ?? null,
        origin: 'STAFF',
        originRef: '',
        by,
      },
    };
  }

  async function take(actor: Actor, cgoId: string): Promise<Outcome<{ Added: number }>> {
    return inTransaction(db, async (tx) => {
      const job = await jobOf(tx, cgoId, null);
      if (!job) return noJob();
      const price = await bookingPriceLines(tx, job);
      if (!price.ok) return refuse('NO_PRICE', price.why);
      const wanted = price.lines;
      let added = 0;
      for (const [i, w] of wanted.entries()) {
        const p = await prepare(tx, `/Lines/${i}`, job, w, actor.id);
        // a price line that cannot be a charge (a fee code or currency no longer in use, too many decimals) is named with why
        if (!p.ok) return p.words ? refuse(p.code!, p.words) : refuse('INVALID', cannotTake(w, p.errors), p.errors);
        const made = await insertCharge(tx, { ...p.line, origin: 'BOOKING', originRef: w.ref });
        if (made) added++;
      }
      if (added) await recordDocEvent(tx, { docType: CHARGES_DOC, docId: cgoId, actor: who(actor), type: 'v1.ChargesTakenFromBooking', detail: { added } });
      return { ok: true, value: { Added: added } };
    });
  }

  async function save(actor: Actor, input: { CGO_ID: string; Lines: ChargeIn[] }): Promise<Outcome<{ Ids: number[] }>> {
    return inTransaction(db, async (tx, fail) => {
      const job = await jobOf(tx, input.CGO_ID, null);
      if (!job) return noJob();
      const existing = new Map(
        (
          await lockCharges(
            tx,
            input.Lines.flatMap((l) => (l.Id ? [l.Id] : [])),
          )
        ).map((c) => [c.id, c]),
      );
      const ids: number[] = [];
      for (const [i, l] of input.Lines.entries()) {
        const at = `/Lines/${i}`;
        if (l.Id) {
          const old = existing.get(l.Id);
          if (!old || old.chg_cgo_id !== job.cgo_id) fail(missing(W.noCharge.en, W.noCharge.zh));
          if (old!.chg_invoice_id !== null) fail(refuse('LOCKED', W.locked(i + 1)));
          if (l.Version !== old!.version) fail(refuse('STALE', W.stale));
        }
        const p = await prepare(tx, at, job, l, actor.id);
        if (!p.ok) fail(p.words ? refuse(p.code!, p.words) : refuse('INVALID', linesSay(p.errors), p.errors));
        const line = (p as { line: NewCharge }).line;
        if (l.Id) {
          if (!(await updateCharge(tx, l.Id, l.Version!, line))) fail(refuse('STALE', W.stale));
          ids.push(l.Id);
        } else ids.push((await insertCharge(tx, line))!);
      }
      await recordDocEvent(tx, { docType: CHARGES_DOC, docId: job.cgo_id, actor: who(actor), type: 'v1.ChargesSaved', detail: { ids } });
      return { ok: true, value: { Ids: ids } };
    });
  }

  async function confirm(actor: Actor, ids: number[]): Promise<Outcome<{ Confirmed: number }>> {
    return inTransaction(db, async (tx) => {
      const n = await confirmCharges(tx, ids);
      const cgo = (await lockCharges(tx, ids))[0]?.chg_cgo_id;
      if (cgo && n) await recordDocEvent(tx, { docType: CHARGES_DOC, docId: cgo, actor: who(actor), type: 'v1.ChargesConfirmed', detail: { ids } });
      return { ok: true, value: { Confirmed: n } };
    });
  }

  async function create(
    actor: Actor,
    input: {
      Kind: 1 | 3 | 4;
      PartyId: number;
      ChargeIds: number[];
      Currency: string;
      IssueDate?: string;
      CreditDays?: number;
      BuyerName?: string;
      BuyerTaxId?: string;
    },
  ): Promise<Outcome<{ Id: number; INV_NO: string }>> {
    const kind = input.Kind as InvoiceKind;
    const currency = input.Currency.toUpperCase();
    const issueDate = input.IssueDate ?? todayInShanghai();
    const badIssue = issueDayProblem(issueDate, todayInShanghai());
    if (badIssue) return badDay('/IssueDate', badIssue, issueDayWords);
    if (kind === 3 && currency !== 'CNY') return refuse('TAX_NOT_CNY', W.taxNotCny);
    if (kind === 3 && (!input.BuyerName?.trim() || !input.BuyerTaxId?.trim())) return refuse('TAX_NO_BUYER', W.taxNoBuyer);
    return inTransaction(db, async (tx) => {
      const lines = await lockCharges(tx, input.ChargeIds);
      if (lines.length !== new Set(input.ChargeIds).size) return missing(W.noCharge.en, W.noCharge.zh);
      const billed = lines.find((l) => l.chg_invoice_id !== null);
      if (billed) return refuse('BILLED', W.billed(billed.inv_no ?? ''));
      if (new Set(lines.map((l) => l.chg_cgo_id)).size > 1) return refuse('MIXED_JOBS', W.otherJob);
      if (new Set(lines.map((l) => l.chg_side)).size > 1) return refuse('MIXED_SIDES', W.mixedSides);
      if (lines.some((l) => l.chg_party_id !== input.PartyId)) return refuse('MIXED_PARTIES', W.mixedParties);
      if (lines[0]!.chg_side !== sideOfKind(kind)) return refuse('WRONG_SIDE', W.wrongSide);
      if (!(await activeCurrencies(tx, [currency])).has(currency))
        return no('INVALID', 'Currency is not active.', '账单币种无效。', [fieldSays('/Currency', W.badCurrency)]);
      // inv.rate: every foreign amount converted at the rate of the invoice date, and the rate printed
      const foreign = [...new Set([currency, ...lines.map((l) => l.chg_currency)])].filter((c) => c !== 'CNY');
      const rates = new Map<string, { rate: string; source: RateSource }>();
      const converts = lines.some((l) => l.chg_currency !== currency);
      // a foreign-currency invoice keeps its currency's rate of the invoice date (its CNY figure for the books) even when nothing is converted
      for (const c of converts ? foreign : foreign.filter((x) => x === currency)) {
        const r = await rateFor(tx, c, issueDate);
        if (!r) return refuse('NO_RATE', W.noRate(c, issueDate));
        rates.set(c, r);
      }
      const converted = lines.map((l) => {
        let minor = minorOf(l.chg_amount, l.chg_currency);
        if (l.chg_currency !== currency) {
          const cny = toCny(minor, l.chg_currency, rates.get(l.chg_currency)?.rate ?? null);
          minor = currency === 'CNY' ? cny : fromCny(cny, currency, rates.get(currency)!.rate);
        }
        const tax = taxMinor(minor, l.chg_tax_rate);
        return { chargeId: l.id, minor, tax, taxCode: l.chg_tax_code, taxRate: l.chg_tax_rate };
      });
      const total = converted.reduce((s, l) => s + l.minor + l.tax, 0);
      const taxTotal = converted.reduce((s, l) => s + l.tax, 0);
      const shown = converts ? [...rates.entries()].map(([c, r]) => ({ c, ...r })) : [];
      const main = rates.get(currency) ?? (shown[0] ? rates.get(shown[0].c) : undefined);
      const no_ = await nextInvoiceNo(tx, INVOICE_PREFIX[kind], issueDate);
      const id = await insertInvoice(tx, {
        no: no_,
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
      await recordDocEvent(tx, {
        docType: INVOICE_DOC,
        docId: id,
        actor: who(actor),
        type: 'v1.InvoiceCreated',
        detail: { no: no_, total: amountIn(total, currency), currency },
      });
      return { ok: true, value: { Id: id, INV_NO: no_ } };
    });
  }

  /** The invoice locked for a move the state table must have; the refusal names the state in words. */
  async function movable(tx: Queryable, id: number, move: InvoiceMove, verb: Bilingual): Promise<Outcome<{ inv: InvoiceRowDb; to: InvoiceStatus }>> {
    const inv = await invoiceOf(tx, id, null, true);
    if (!inv) return noInvoice();
    const to = invoiceMove(inv.inv_status as InvoiceStatus, move, inv.inv_kind as InvoiceKind);
    if (!to) {
      const state = INVOICE_STATUS_WORDS[inv.inv_status]!;
      return refuse('STATE', W.state(verb.zh, verb.en, state.zh, state.en));
    }
    return { ok: true, value: { inv, to: to.to } };
  }

  async function confirmInvoice(actor: Actor, id: number, version: number) {
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

  async function pay(actor: Actor, input: { Id: number; Amount: string; Date: string; Ref?: string }) {
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
      const open = minorOf(inv.inv_total, cur) - minorOf(inv.inv_paid, cur);
      const m = await movable(tx, input.Id, amount >= open ? 'payFull' : 'payPart', W.payVerb);
      if (!m.ok) return m;
      if (amount > open) return refuse('OVERPAID', W.overpaid(amountIn(open, cur), cur));
      const paid = amountIn(minorOf(inv.inv_paid, cur) + amount, cur);
      if (!(await moveInvoice(tx, inv.id, inv.version, m.value.to, { paid }))) fail(refuse('STALE', W.stale));
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

  async function voidInvoice(actor: Actor, input: { Id: number; Reason: string }) {
    return inTransaction(db, async (tx, fail) => {
      const m = await movable(tx, input.Id, 'void', W.voidVerb);
      if (!m.ok) return m;
      const { inv, to } = m.value;
      const cur = inv.inv_currency;
      if (minorOf(inv.inv_paid, cur) > 0) return refuse('PAID_NO_VOID', W.paidNoVoid);
      const reason = input.Reason.trim();
      if (!(await moveInvoice(tx, inv.id, inv.version, to, { voidReason: reason }))) fail(refuse('STALE', W.stale));
      const chargeIds = await chargeIdsOf(tx, inv.id);
      let credit: { Id: number; INV_NO: string } | null = null;
      // a confirmed (sent) invoice is reversed by a credit note of the same lines, negative; a draft simply goes
      if (inv.inv_status !== INVOICE_STATUS.DRAFT) {
        const today = todayInShanghai();
        const no_ = await nextInvoiceNo(tx, INVOICE_PREFIX[2], today);
        const lines = await linesOf(tx, inv.id);
        const cid = await insertInvoice(tx, {
          no: no_,
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
          cid,
          lines.map((l) => ({
            chargeId: l.charge_id,
            amount: amountIn(-minorOf(l.line_amount, cur), cur),
            tax: amountIn(-minorOf(l.line_tax, cur), cur),
            taxCode: l.tax_code,
            taxRate: l.tax_rate,
          })),
        );
        credit = { Id: cid, INV_NO: no_ };
        await recordDocEvent(tx, { docType: INVOICE_DOC, docId: cid, actor: who(actor), type: 'v1.CreditNoteMade', detail: { of: inv.inv_no, reason } });
      }
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

  async function requestTax(actor: Actor, id: number): Promise<Outcome<{ Id: number; Queued: boolean }>> {
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

  async function get(actor: Actor, id: number): Promise<Outcome<Invoice>> {
    const inv = await invoiceOf(db, id, scopeOf(actor));
    if (!inv) return noInvoice();
    const [lines, payments, log] = await Promise.all([linesOf(db, id), paymentsOf(db, id), docHistory(db, INVOICE_DOC, id)]);
    return {
      ok: true,
      value: {
        Id: inv.id,
        INV_NO: inv.inv_no,
        INV_KIND: inv.inv_kind,
        INV_STATUS: inv.inv_status,
        CGO_ID: inv.inv_cgo_id,
        PartyName: inv.party_name,
        INV_CURRENCY: inv.inv_currency,
        Total: normalAmount(inv.inv_total, inv.inv_currency),
        Tax: normalAmount(inv.inv_tax_total, inv.inv_currency),
        Paid: normalAmount(inv.inv_paid, inv.inv_currency),
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
        Outstanding: amountIn(minorOf(inv.inv_total, inv.inv_currency) - minorOf(inv.inv_paid, inv.inv_currency), inv.inv_currency),
        Lines: lines.map((l) => ({
          ChargeId: l.charge_id,
          CHG_CODE: l.chg_code,
          CHG_NAME: l.chg_name,
          CHG_CURRENCY: l.chg_currency,
          CHG_AMOUNT: normalAmount(l.chg_amount, l.chg_currency),
          Amount: normalAmount(l.line_amount, inv.inv_currency),
          Tax: normalAmount(l.line_tax, inv.inv_currency),
          TaxCode: l.tax_code,
          TaxRate: l.tax_rate,
        })),
        Payments: payments.map((p) => ({
          Amount: normalAmount(p.amount, inv.inv_currency),
          Date: p.paid_on,
          Ref: p.ref,
          At: new Date(p.created_at).toISOString(),
        })),
        Log: log.map((e) => ({ At: e.at, Who: docActorWords(e.actorKind, e.actorId, e.actorName), Text: invoiceEventText(e.type, e.detail) })),
        Moves: staff(actor) ? movesOf(inv.inv_status as InvoiceStatus, inv.inv_kind as InvoiceKind) : [],
      },
    };
  }

  return { sheet, jobs, take, save, confirm, create, confirmInvoice, pay, voidInvoice, requestTax, get };
}

/** Finance's rates per tax code, for a line whose tax code is not its fee code's own. */
const TAX_RATES: Record<string, string> = { EXEMPT_INTL_AGENCY: '0', ZERO: '0', VAT6: '0.06', VAT9: '0.09', VAT13: '0.13' };

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
