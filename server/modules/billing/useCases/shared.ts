import { billingFieldWords, billingWords as W, type issueDayWords, type paymentDayWords } from '../../../../src/contract/billing/words';
import { fieldSays } from '../../../../src/contract/envelope';
import type { DayProblem } from '../../../../src/domain/billing/dates';
import { minorIn } from '../../../../src/domain/money/amounts';
import { type RateSource, sourceOfKind, toCny } from '../../../../src/domain/money/bills';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import type { Queryable } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { missing, no } from '../../../platform/refusal';
import { rateOn } from '../../refdata/public';
import type { ChargeRow } from '../chargeRepository';

/**
 * What billing's use cases share (operations.md §10): the documents their events are written on,
 * who sees what (platform staff every company, AR and AP; a customer its own AR only), the refusals
 * in both languages, and the booked rate of a day.
 */

export const INVOICE_DOC = 'invoice';
export const CHARGES_DOC = 'charges';

export const refuse = <T>(code: string, w: Bilingual, errors?: { Path: string; Message: string }[]) => no<T>(code, w.en, w.zh, errors);
export const noJob = <T>() => missing<T>(W.noJob.en, W.noJob.zh);
export const noInvoice = <T>() => missing<T>(W.noInvoice.en, W.noInvoice.zh);
export const noCharge = <T>() => missing<T>(W.noCharge.en, W.noCharge.zh);

/** A typed day refused (src/domain/billing/dates.ts): BAD_DATE, the sentence as the message, the field's words beside its label. */
export function badDay<T>(path: string, p: DayProblem, says: typeof paymentDayWords | typeof issueDayWords) {
  const [message, field] =
    p.kind === 'notDay' ? [says.notDay, W.dayNotCalendar] : p.kind === 'early' ? [says.early(p.min), W.dayEarly(p.min)] : [says.late(p.max), W.dayLate(p.max)];
  return no<T>('BAD_DATE', message.en, message.zh, [fieldSays(path, field)]);
}

/** null: platform staff (every company, AR and AP); else the customer's company (its own AR only). */
export const scopeOf = (a: Actor): string | null => (a.companyKind === 'platform' ? null : a.companyId);
export const staff = (a: Actor) => a.companyKind === 'platform';
export const who = (a: Actor) => ({ kind: 'employee' as const, id: Number(a.id) });
/** A stored amount of `currency` in its minor units (ISO 4217 digits: JPY none, BHD three); rows kept with two decimals read the same. */
export const minorOf = (amount: string, currency: string) => minorIn(amount, currency) ?? 0;

/** What is wrong with the lines, one sentence each naming the line and the field as the screen does (never a path). */
export function linesSay(errors: readonly { Path: string; Message: string; Words?: Bilingual }[]): Bilingual {
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

/** job.profit: Σ AR − Σ AP in CNY minor units, each line at its booked rate. */
export function profitCnyMinor(lines: readonly Pick<ChargeRow, 'chg_side' | 'chg_amount' | 'chg_currency' | 'chg_ex_rate'>[]): number {
  let profit = 0;
  for (const l of lines) {
    const cny = toCny(minorOf(l.chg_amount, l.chg_currency), l.chg_currency, l.chg_ex_rate);
    profit += l.chg_side === 'AR' ? cny : -cny;
  }
  return profit;
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
