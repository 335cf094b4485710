import type { ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import { portInstant } from '../../../src/domain/booking/release';
import { defaultValidUntil } from '../../../src/domain/readySpace/check';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { activeCurrencyDigits, sailingProblem, unknownCurrency } from './refChecks';
import { minorOf, money } from './repository';
import { type Normalised, zoneOf } from './spaceRepository';
import { no } from '../../platform/refusal';

/**
 * A listing's wire as the service stores it (SaveDraft, each row of an upload): codes in capitals,
 * times typed on the port's clock as instants, amounts in the currency's minor units, the lines by
 * class; the first thing that is wrong is the refusal. The rules of the listing's moves are
 * spaceService.ts's.
 */

/** An instant typed on the port's clock ("2026-12-02 12:00"), a day (the port's noon), or an ISO instant. */
function instantOf(text: string, zone: string): string | undefined {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  }
  return portInstant(t, zone);
}

/** A listing's wire checked and made ready to store (Normalised): the first refusal, or the facts. */
export async function normalise(q: Queryable, w: ReadySpaceWire): Promise<Outcome<Normalised>> {
  const up = (v: string | undefined) => (v ?? '').trim().toUpperCase();
  const pol = up(w.PolCode);
  const zone = await zoneOf(q, pol);
  const cutOffs: Normalised['cutOffs'] = [];
  for (const [i, c] of w.CutOffs.entries()) {
    const at = instantOf(c.DateTime, zone);
    const codeOf = up(c.Code);
    if (!at)
      return no('BAD_TIME', `${c.DateTime} is no date and time.`, `${c.DateTime} 不是有效的时间。`, [
        { Path: `/Space/CutOffs/${i}/DateTime`, Message: 'no such time' },
      ]);
    if (cutOffs.some((x) => x.Code === codeOf)) return no('BAD_TIME', `The ${codeOf} cut-off is given twice.`, `截止时间 ${codeOf} 重复。`);
    cutOffs.push({ Code: codeOf, DateTime: at });
  }
  let validUntil: string | null = null;
  if (w.ValidUntil?.trim()) {
    const at = instantOf(w.ValidUntil, zone);
    if (!at)
      return no('BAD_TIME', `${w.ValidUntil} is no date and time.`, `${w.ValidUntil} 不是有效的时间。`, [
        { Path: '/Space/ValidUntil', Message: 'no such time' },
      ]);
    validUntil = at;
  } else validUntil = defaultValidUntil(cutOffs) ?? null;
  for (const [field, day] of [
    ['Etd', w.Etd],
    ['Eta', w.Eta],
  ] as const)
    if (day && !(isCalendarDate(day) && day >= '0001'))
      return no('BAD_DATE', `${day} is no calendar date.`, `${day} 不是有效日期。`, [{ Path: `/Space/${field}`, Message: 'no such day' }]);
  const currency = up(w.Currency);
  const digits = await activeCurrencyDigits(q, currency);
  if (digits === undefined) return unknownCurrency(currency, '/Space/Currency');
  const surcharges: Normalised['surcharges'] = [];
  for (const [i, c] of (w.Surcharges ?? []).entries()) {
    const cur = up(c.Currency);
    const its = await activeCurrencyDigits(q, cur);
    if (its === undefined) return unknownCurrency(cur, `/Space/Surcharges/${i}/Currency`);
    const amount = minorOf(c.Amount, its);
    if (amount === undefined)
      return no('BAD_AMOUNT', `${cur} takes at most ${its} decimals.`, `${cur} 最多 ${its} 位小数。`, [
        { Path: `/Space/Surcharges/${i}/Amount`, Message: 'bad amount' },
      ]);
    // kept in the currency's digits, as prices are: the buyer's total adds them exactly
    surcharges.push({ ...c, Code: up(c.Code), Amount: money(amount, its)!, Currency: cur });
  }
  const lines: Normalised['lines'] = [];
  for (const [i, l] of w.Lines.entries()) {
    const cls = containerTypeName(l.ContainerClass);
    if (!cls)
      return no('UNKNOWN_CLASS', `${l.ContainerClass} is no container class.`, `${l.ContainerClass} 不是有效的箱型。`, [
        { Path: `/Space/Lines/${i}/ContainerClass`, Message: 'unknown' },
      ]);
    if (lines.some((x) => x.cls === cls)) return no('DUPLICATE_CLASS', `${cls} is listed twice.`, `箱型 ${cls} 重复。`);
    const price = minorOf(l.Price, digits);
    const floor = l.FloorPrice ? minorOf(l.FloorPrice, digits) : null;
    if (price === undefined || floor === undefined)
      return no('BAD_AMOUNT', `${currency} takes at most ${digits} decimals.`, `${currency} 最多 ${digits} 位小数。`, [
        { Path: `/Space/Lines/${i}/Price`, Message: 'bad amount' },
      ]);
    // a class is sold at a price: 0 is no price (nor a floor), refused here rather than by the table's check
    for (const [field, amount] of [
      ['Price', price],
      ['FloorPrice', floor],
    ] as const)
      if (amount === 0)
        return no('PRICE_REQUIRED', `${cls}: the price must be above 0.`, `${cls}：价格须大于 0。`, [
          { Path: `/Space/Lines/${i}/${field}`, Message: 'must be above 0' },
        ]);
    lines.push({ cls, total: l.TotalQty, price, floor });
  }
  const cancelFee = w.CancelFeePerContainer ? minorOf(w.CancelFeePerContainer, digits) : null;
  if (cancelFee === undefined) return no('BAD_AMOUNT', `${currency} takes at most ${digits} decimals.`, `${currency} 最多 ${digits} 位小数。`);
  const vessel = w.VesselName.trim().toUpperCase();
  const voyage = up(w.Voyage);
  const sailing = await sailingProblem<Normalised>(q, { vesselCallId: w.VesselCallId ?? null, vessel, voyage });
  if (sailing) return sailing;
  return {
    ok: true,
    value: {
      vesselCallId: w.VesselCallId ?? null,
      carrier: up(w.CarrierCode),
      vessel,
      voyage,
      service: up(w.ServiceCode),
      pol,
      via: up(w.ViaCode),
      pod: up(w.PodCode),
      etd: w.Etd || null,
      eta: w.Eta || null,
      cutOffs: cutOffs.sort((a, b) => (a.DateTime < b.DateTime ? -1 : 1)),
      currency,
      priceIncludes: w.PriceIncludes,
      surcharges,
      maxPerOrder: w.MaxPerOrder ?? null,
      validUntil,
      terms: w.CancellationTerms.trim(),
      cancelFee,
      audience: w.Audience,
      audienceCompanies: w.AudienceCompanyIds ?? [],
      audienceLevels: w.AudienceLevelIds ?? [],
      cargoTypes: w.CargoTypes?.length ? [...new Set(w.CargoTypes)] : ['GP'],
      holdMinutes: w.HoldMinutes ?? 120,
      remarks: (w.Remarks ?? '').trim(),
      lines,
    },
  };
}
