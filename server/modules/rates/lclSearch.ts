import type { LclSearchAnswer, LclSearchInput, LclSearchRow } from '../../../src/contract/rates/lclCalls';
import { type LclSurcharge, pieceRefusal, priceLcl } from '../../../src/domain/pricing/lcl';
import { fromMinor, toMinor } from '../../../src/domain/money/amounts';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { cnyRatesOn, type LclSurchargeRow, lclSurchargesOn, publishedLclIds, readLcl } from './lclRepository';
import { currencyDigits } from './pricingRepository';
import type { Lang } from './rateRefusals';
import { no } from '../../platform/refusal';

/**
 * LCL search (commercial.md §4.3 LclRate/Search, R4.1–R4.4): every published, visible rate of the
 * desk on the lane valid on the day, priced for the shipment's exact CBM and kg with the co-load
 * surcharges that match it best (the most specific per fee: co-loader, POL, POD), and ranked by
 * all-in total — in CNY at the day's book rate when every currency has one, else by the freight
 * currency's total. A rate that cannot carry a piece is listed apart with the reason (staff only).
 */

const specificity = (s: LclSurchargeRow) => [s.co_loader_name, s.pol_code, s.pod_code].filter(Boolean).length;

/** The surcharges for one co-loader on the lane: per fee, the most specific matching row. */
function surchargesFor(all: readonly LclSurchargeRow[], coLoader: string): LclSurcharge[] {
  const best = new Map<string, LclSurchargeRow>();
  for (const s of all) {
    if (s.co_loader_name && s.co_loader_name.toLowerCase() !== coLoader.toLowerCase()) continue;
    const held = best.get(s.FeeCode);
    if (!held || specificity(s) > specificity(held)) best.set(s.FeeCode, s);
  }
  return [...best.values()];
}

export async function searchLcl(q: Queryable, companyId: string, raw: LclSearchInput, today: string, lang: Lang): Promise<Outcome<LclSearchAnswer>> {
  const input = { ...raw, PolCode: normaliseCode(raw.PolCode), PodCode: normaliseCode(raw.PodCode) };
  if (input.Cbm <= 0 && input.Kg <= 0)
    return no('NO_CARGO', 'Give the volume (CBM) or the weight (kg) of the shipment.', '请填写货物体积（CBM）或重量（kg）。', [
      { Path: '/Cbm', Message: '> 0' },
    ]);
  if (input.PolCode === input.PodCode)
    return no('SAME_POL_POD', 'The port of loading and the port of discharge are the same.', '起运港与目的港相同。', [
      { Path: '/PodCode', Message: 'same as the port of loading' },
    ]);
  const day = input.Date ?? today;
  const rates = await readLcl(q, { ids: await publishedLclIds(q, companyId, input.PolCode, input.PodCode, day) });
  const surcharges = await lclSurchargesOn(q, companyId, day, input.PolCode, input.PodCode);
  const digits = await currencyDigits(q);
  const digitsOf = (c: string) => digits.get(c) ?? 2;
  const toCny = new Map<string, number>([['CNY', 1], ...(await cnyRatesOn(q, day))]);

  const cargo = { Cbm: input.Cbm, Kg: input.Kg, HeaviestPieceKg: input.HeaviestPieceKg ?? null, LongestPieceCm: input.LongestPieceCm ?? null };
  const notOffered: LclSearchAnswer['NotOffered'] = [];
  const rows: (LclSearchRow & { rank: number[] })[] = [];
  for (const r of rates) {
    const refusal = pieceRefusal(r, cargo);
    if (refusal) {
      const why =
        refusal === 'PIECE_KG'
          ? lang === 'zh'
            ? `单件超重：上限 ${r.MaxPieceKg} kg`
            : `a piece is over ${r.MaxPieceKg} kg`
          : lang === 'zh'
            ? `单件超长：上限 ${r.MaxPieceLengthCm} cm`
            : `a piece is over ${r.MaxPieceLengthCm} cm`;
      notOffered.push({ RateNo: r.RateNo, CoLoaderName: r.CoLoaderName, Reason: why });
      continue;
    }
    const p = priceLcl(r, surchargesFor(surcharges, r.CoLoaderName), cargo, digitsOf);
    const totals = Object.entries(p.Totals).map(([Currency, minor]) => ({ Currency, Amount: fromMinor(minor, digitsOf(Currency)) }));
    const allIn = totals.every((t) => toCny.has(t.Currency)) ? totals.reduce((sum, t) => sum + Number(t.Amount) * toCny.get(t.Currency)!, 0) : null;
    rows.push({
      RateId: r.Id,
      RateNo: r.RateNo,
      Version: r.Version,
      CoLoaderName: r.CoLoaderName,
      ViaCode: r.ViaCode,
      TransitDays: r.TransitDays,
      CutOffWeekdays: r.CutOffWeekdays,
      EtdWeekdays: r.EtdWeekdays,
      ValidTo: r.ValidTo,
      Rt: p.Rt,
      ChargeableRt: p.ChargeableRt,
      RatePerRt: p.RatePerRt,
      Lines: p.Lines,
      Totals: totals,
      AllInCny: allIn === null ? null : allIn.toFixed(2),
      // the all-in when known; else the freight currency's total, then the others'
      rank: allIn !== null ? [0, Math.round(allIn * 100)] : [1, p.Totals[r.Currency] ?? 0, ...Object.values(p.Totals)],
    });
  }
  rows.sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) if ((a.rank[i] ?? 0) !== (b.rank[i] ?? 0)) return (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
    return a.RateId - b.RateId;
  });
  return { ok: true, value: { Rows: rows.map(({ rank: _, ...row }) => row), NotOffered: notOffered } };
}

/** A decimal amount of a currency, checked (the co-load surcharge form). */
export const validAmount = (amount: string, digits: number) => toMinor(amount, digits) !== undefined;
