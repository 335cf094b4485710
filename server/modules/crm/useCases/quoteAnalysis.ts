import type { QuoteAnalysis, QuoteAnalysisQuery, QuoteGroupRow } from '../../../../src/contract/crm/analysisCalls';
import {
  NONE_KEY,
  NONE_NAMES,
  PERIOD_REFUSAL,
  perTeu,
  periodFault,
  type QuoteCounts,
  type QuoteGroup,
  quoteCounts,
  ratio,
  totalOf,
} from '../../../../src/domain/crm/analysis';
import { DEFAULT_LOST_REASONS } from '../../../../src/domain/crm/opportunityStages';
import { amountIn } from '../../../../src/domain/money/amounts';
import { toCny } from '../../../../src/domain/money/bills';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { bookingsFromQuotes } from '../../booking/public';
import { quotesSent, seesCost } from '../../rates/public';
import { rateOn } from '../../refdata/public';
import { closedOpportunities, dictNames, peopleNames, teuByClass } from '../analysisRepository';
import { analysisPeriod } from './customerAnalysis';
import { closedFact, quoteFact } from './quoteFacts';

const REPORT = 'CNY';
type Name = { zh: string; en: string };

/** Each month's book rate into CNY for the currencies of the margins (R9.3: the MONTHLY_BOOK rate of the month's first day). */
async function bookRates(db: Db, keys: Iterable<string>): Promise<Map<string, string | null>> {
  const rates = new Map<string, string | null>();
  for (const key of keys) {
    const [month, currency] = key.split(' ') as [string, string];
    if (currency !== REPORT && !rates.has(key)) rates.set(key, (await rateOn(db, currency, REPORT, 'MONTHLY_BOOK', `${month}-01`))?.rate ?? null);
  }
  return rates;
}

/** A group's figures as the answer says them (the margin only with "view cost"). */
function figures(c: QuoteCounts, viewCost: boolean, rates: ReadonlyMap<string, string | null>) {
  const base = {
    Sent: c.Sent,
    Accepted: c.Accepted,
    Booked: c.Booked,
    Conversion: ratio(c.Booked, c.Sent),
    Won: c.Won,
    Lost: c.Lost,
    WinRate: ratio(c.Won, c.Won + c.Lost),
    Teu: Math.round(c.Teu * 100) / 100,
  };
  if (!viewCost) return base;
  let cny = 0;
  for (const [key, minor] of Object.entries(c.marginByMonth)) {
    const [, currency] = key.split(' ') as [string, string];
    const rate = currency === REPORT ? '1' : rates.get(key);
    if (rate) cny += toCny(minor, currency, rate);
  }
  const report = perTeu(cny, c.Teu);
  return {
    ...base,
    MarginPerTeu: Object.entries(c.margin)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([Currency, minor]) => ({ Currency, Amount: amountIn(perTeu(minor, c.Teu) ?? 0, Currency) })),
    MarginPerTeuReport: report === null ? null : amountIn(report, REPORT),
  };
}

async function groupNames(db: Db, g: QuoteGroup, keys: readonly string[]): Promise<(k: string) => Name> {
  const people =
    g === 'SALES'
      ? await peopleNames(
          db,
          keys.filter((k) => k !== NONE_KEY),
        )
      : new Map<string, string>();
  return (k) => {
    if (k === NONE_KEY) return g === 'LANE' ? NONE_NAMES.noLane : g === 'CARRIER' ? NONE_NAMES.noCarrier : NONE_NAMES.notSet;
    const shown = g === 'SALES' ? (people.get(k) ?? k) : g === 'LANE' ? k.replace('-', ' → ') : k;
    return { zh: shown, en: shown };
  };
}

/**
 * GET /api/CrmAnalysis/Quotations (commercial.md §7.3, §9.1): per lane, carrier or salesperson the
 * quotes sent in the period, accepted and booked, the quote conversion (booked ÷ sent), the win rate
 * of the opportunities closed in it, the margin per TEU (with "view cost", R9.2) per currency and in
 * CNY at each month's book rate (R9.3); the reasons of the losses with their counts.
 */
export async function quoteAnalysis(db: Db, actor: Actor, input: QuoteAnalysisQuery): Promise<Outcome<QuoteAnalysis>> {
  if (periodFault(input.From, input.To)) return no('PERIOD', PERIOD_REFUSAL.en, PERIOD_REFUSAL.zh);
  const g = input.GroupBy ?? 'LANE';
  const p = await analysisPeriod(db, actor, input.From, input.To);
  const viewCost = await seesCost(db, actor);
  const quotes = await quotesSent(db, {
    period: { fromDay: p.from, toDay: p.to, zone: p.zone },
    ownerCompanyId: p.companyId,
    salesIds: p.owner ? [p.owner] : undefined,
    withDetail: true,
  });
  const booked = new Map(
    (
      await bookingsFromQuotes(
        db,
        quotes.map((q) => q.id),
      )
    ).map((b) => [b.quoteId, b.optionNo ?? 1]),
  );
  const teuOf = await teuByClass(db);
  const closed = await closedOpportunities(db, p);
  const counts = quoteCounts(
    g,
    quotes.map((q) => quoteFact(q, booked, teuOf)),
    closed.map(closedFact),
  );
  const total = totalOf(counts.values());
  const rates = viewCost ? await bookRates(db, Object.keys(total.marginByMonth)) : new Map<string, string | null>();
  const nameOf = await groupNames(db, g, [...counts.keys()]);
  const rows: QuoteGroupRow[] = [...counts].map(([Key, c]) => ({ Key, Name: nameOf(Key), ...figures(c, viewCost, rates) }));
  rows.sort((a, b) => b.Sent - a.Sent || b.Won + b.Lost - (a.Won + a.Lost) || a.Key.localeCompare(b.Key));
  return {
    ok: true,
    value: {
      Rows: rows,
      Totals: figures(total, viewCost, rates),
      LostReasons: await lostReasons(db, p.companyId, closed),
      ViewCost: viewCost,
      ReportCurrency: REPORT,
      Rates: [...rates].sort(([a], [b]) => a.localeCompare(b)).map(([key, Rate]) => ({ Month: key.split(' ')[0]!, Currency: key.split(' ')[1]!, Rate })),
    },
  };
}

/** The losses' reasons with their counts, most first, named from the company's list (else the seeded one). */
async function lostReasons(db: Db, companyId: string, closed: readonly { stage: string; reason: string | null }[]) {
  const counts = new Map<string, number>();
  for (const o of closed) if (o.stage === 'LOST') counts.set(o.reason ?? NONE_KEY, (counts.get(o.reason ?? NONE_KEY) ?? 0) + 1);
  const dicts = await dictNames(db, companyId, ['LOST_REASON']);
  const nameOf = (code: string): Name =>
    code === NONE_KEY
      ? NONE_NAMES.notSet
      : (dicts.get(`LOST_REASON ${code}`) ?? DEFAULT_LOST_REASONS.find((r) => r.code === code)?.name ?? { zh: code, en: code });
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([Code, Count]) => ({ Code, Name: nameOf(Code), Count }));
}
