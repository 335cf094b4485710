import type { BookingPrice, BookingWire } from '../../../src/contract/booking/calls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type BookedPrice, bookedLines, logBookedPrice, priceBooked } from '../rates/public';
import { currencyDigits } from '../rates/public';
import { ruleRefs } from '../rates/public';
import { fromMinor, totalsText } from '../../../src/domain/money/amounts';
import { customerCompany, normaliseWire } from './orderRepository';
import { no } from '../../platform/refusal';
import { quoteById } from './priceRepository';

/**
 * The price of a booking (R6.7, issue 32): the equipment on it priced from the rate row or the
 * quote option it was made from. One function answers the form's preview and the submission's
 * freeze, so the figure the customer saw before submitting is the figure the desk sees after.
 */

type Lang = 'zh' | 'en';

interface QuoteOption {
  QuoteId: number;
  QuoteNo: string;
  OptionNo: number;
  ValidUntil: string;
  SearchId: number;
  RateId: number;
}

export interface PricedBooking {
  priced: BookedPrice;
  quote: QuoteOption | null;
  /** The sell-side price as the form and the booking show it. */
  wire: BookingPrice;
}

/**
 * The quote option a booking names: the quote must be this customer's, for this lane, sent or
 * accepted and within its validity; the option is the one whose rate the booking names (a quote's
 * options are its rates), or the quote's only option for the carrier.
 */
async function quoteOption(q: Queryable, companyId: string, w: BookingWire): Promise<Outcome<QuoteOption>> {
  const quote = await quoteById(q, w.QuoteId!);
  if (!quote || quote.customer !== companyId || quote.pol !== w.PolCode || quote.pod !== w.PodCode)
    return no('QUOTE_NOT_VALID', 'This booking names a quote that is not for this customer and lane.', '该订舱引用的报价不属于此客户或此航线。');
  if (!['SENT', 'ACCEPTED'].includes(quote.status) || quote.valid_until < todayInShanghai())
    return no(
      'QUOTE_EXPIRED',
      `Quote ${quote.quote_no} is no longer valid (${quote.status.toLowerCase()}, valid until ${quote.valid_until}): ask for a new quote.`,
      `报价 ${quote.quote_no} 已失效（有效期至 ${quote.valid_until}）：请重新询价。`,
    );
  const forCarrier = quote.options.flatMap((o, i) => (o.CarrierCode === w.CarrierCode ? [i] : []));
  const index = w.RateId ? quote.options.findIndex((o) => o.RateId === w.RateId) : forCarrier.length === 1 ? forCarrier[0]! : -1;
  if (!w.RateId && forCarrier.length > 1)
    return no(
      'QUOTE_OPTION_REQUIRED',
      `Quote ${quote.quote_no} has several options for carrier ${w.CarrierCode}: choose the one to book on.`,
      `报价 ${quote.quote_no} 有多个 ${w.CarrierCode} 方案：请选择要订舱的方案。`,
    );
  const option = quote.options[index];
  if (!option || option.CarrierCode !== w.CarrierCode)
    return no(
      'QUOTE_NOT_VALID',
      `Quote ${quote.quote_no} has no such option for carrier ${w.CarrierCode}.`,
      `报价 ${quote.quote_no} 没有此 ${w.CarrierCode} 方案。`,
    );
  return {
    ok: true,
    value: {
      QuoteId: w.QuoteId!,
      QuoteNo: quote.quote_no,
      OptionNo: index + 1,
      ValidUntil: quote.valid_until,
      SearchId: quote.search_id,
      RateId: option.RateId,
    },
  };
}

/** The booking's price: null when it names no rate or quote, or books no containers yet. */
export async function priceOfBooking(q: Queryable, companyId: string, w: BookingWire): Promise<Outcome<PricedBooking | null>> {
  if (!w.QuoteId && !w.RateId) return { ok: true, value: null };
  const lines = bookedLines(w.Equipment ?? []);
  let quote: QuoteOption | null = null;
  if (w.QuoteId) {
    const chosen = await quoteOption(q, companyId, w);
    if (!chosen.ok) return chosen;
    quote = chosen.value;
  }
  if (!lines.length) return { ok: true, value: null };
  const priced = await priceBooked(q, {
    companyId,
    rateId: quote?.RateId ?? w.RateId!,
    searchId: quote?.SearchId ?? w.SearchId ?? null,
    lines,
    carrierCode: w.CarrierCode,
    polCode: w.PolCode,
    podCode: w.PodCode,
    etd: w.ExpectedEtd || '',
    quoted: !!quote,
  });
  if (!priced.ok) return priced;
  const { row } = priced.value;
  const digits = await currencyDigits(q);
  return {
    ok: true,
    value: {
      priced: priced.value,
      quote,
      wire: {
        RateNo: row.RateNo,
        ...(quote ? { QuoteNo: quote.QuoteNo, OptionNo: quote.OptionNo } : {}),
        Currency: row.Currency,
        Classes: priced.value.price.Classes.map((c) => ({
          ContainerClass: c.ContainerClass,
          Qty: c.Qty,
          Sell: fromMinor(c.Sell, digits.get(row.Currency) ?? 2),
          Amount: fromMinor(c.Sell * c.Qty, digits.get(row.Currency) ?? 2),
        })),
        Charges: row.Charges.map((c) => ({
          FeeCode: c.FeeCode,
          FeeName: c.FeeName,
          ...(c.ContainerClass ? { ContainerClass: c.ContainerClass } : {}),
          Basis: c.Basis,
          Currency: c.Currency,
          UnitAmount: c.UnitAmount,
          Qty: c.Qty,
          Amount: c.Amount,
        })),
        Totals: row.Totals,
        TotalsText: totalsText(row.Totals),
      },
    },
  };
}

/**
 * R6.7 at submit: the booking's price frozen — the rate version, the rule versions, the search whose
 * versions priced it (a new log entry when the booked equipment is not what that search priced, so
 * the explain rebuilds exactly the frozen figure), the quote option, and the sell price. Never cost.
 */
export async function freezePrice(tx: Queryable, actor: Actor, companyId: string, w: BookingWire): Promise<Outcome<Record<string, unknown> | null>> {
  const out = await priceOfBooking(tx, companyId, w);
  if (!out.ok) return out;
  if (!out.value) return { ok: true, value: null };
  const { priced, quote, wire } = out.value;
  const searchId =
    priced.asSearched && priced.search
      ? priced.search.id
      : await logBookedPrice(tx, priced, { companyId, employeeId: actor.id, staff: actor.companyKind === 'platform' });
  return {
    ok: true,
    value: {
      RateId: priced.price.RateId,
      RateNo: priced.rate.RateNo,
      RateVersion: priced.price.RateVersion,
      ValidTo: quote ? quote.ValidUntil : priced.rate.ValidTo,
      SearchId: searchId,
      Refs: ruleRefs(priced.price),
      Lines: priced.price.Classes.map((c) => ({ ContainerClass: c.ContainerClass, Qty: c.Qty })),
      ...(quote ? { QuoteId: quote.QuoteId, QuoteNo: quote.QuoteNo, OptionNo: quote.OptionNo } : {}),
      Totals: wire.TotalsText,
      Detail: wire,
    },
  };
}

/** The form's preview: the same price, frozen by nothing and logged nowhere; a refusal is told, not raised. */
export async function previewPrice(
  q: Queryable,
  actor: Actor,
  input: { Wire: BookingWire; CompanyId?: number | null },
  lang: Lang,
): Promise<{ Price: BookingPrice | null; Problem: { Code: string; Message: string } | null }> {
  let companyId: string | undefined = actor.companyKind === 'platform' ? undefined : String(actor.companyId);
  if (actor.companyKind === 'platform' && input.CompanyId) {
    companyId = await customerCompany(q, input.CompanyId);
  }
  if (!companyId) return { Price: null, Problem: null };
  const out = await priceOfBooking(q, companyId, normaliseWire(input.Wire));
  if (!out.ok) return { Price: null, Problem: { Code: out.code ?? 'NOT_PRICED', Message: lang === 'zh' && out.zh ? out.zh : out.message } };
  return { Price: out.value?.wire ?? null, Problem: null };
}
