import type { ChargeIn } from '../../../src/contract/billing/calls';
import { billingWords as W } from '../../../src/contract/billing/words';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Queryable } from '../../db/types';
import { type ReleasedOrderPrice, releasedOrderPrice } from '../readySpace/public';
import type { JobRow, PriceDetail } from './repository';

/** A charge line the booking's price gives, with the price line it came from (taken once: charges_from_booking). */
export type PriceLine = ChargeIn & { ref: string };

/**
 * 从订舱带出费用 (operations.md §10.2, issue 45 item 12): whatever price the booking carries becomes
 * receivable lines of the customer — the rate's or quote's frozen detail (per container type, and its
 * surcharges), or, for a booking bought from ready space, the order's classes at their placed price
 * and the listing's surcharges. Where the booking carries none, the words say why (shown beside the
 * button, and as the refusal), never a silent grey button.
 */
export async function bookingPriceLines(q: Queryable, job: JobRow): Promise<{ ok: true; lines: PriceLine[] } | { ok: false; why: Bilingual }> {
  const customer = Number(job.company_id);
  if (job.price?.Detail) return { ok: true, lines: fromFrozenPrice(job.price.Detail, customer) };
  const bought = await releasedOrderPrice(q, job.cgo_id);
  if (bought) return { ok: true, lines: fromReadySpace(bought, customer) };
  if (!job.has_order) return { ok: false, why: W.noBookingOrder };
  if (job.price?.Totals) return { ok: false, why: W.totalsOnly(job.price.Totals) };
  return { ok: false, why: W.bookingUnpriced };
}

const receivable = (customer: number) => ({ CHG_SIDE: 'AR' as const, CHG_PARTY_ID: customer, CHG_TERM: 'PRE' as const });
const oceanFreight = (containerClass: string) => `海运费 Ocean freight ${containerClass}`.slice(0, 50);

/** A rate's or quote's price as frozen at submit (booking/price.ts): ocean freight per class, and the rate's surcharges. */
function fromFrozenPrice(d: PriceDetail, customer: number): PriceLine[] {
  return [
    ...d.Classes.map((c) => ({
      ...receivable(customer),
      ref: `OF:${c.ContainerClass}`,
      CHG_CODE: 'OF',
      CHG_NAME: oceanFreight(c.ContainerClass),
      CHG_BASIS: `PER_CONTAINER:${c.ContainerClass}`,
      CHG_QTY: String(c.Qty),
      CHG_UNIT_PRICE: c.Sell,
      CHG_CURRENCY: d.Currency,
    })),
    ...d.Charges.map((c, i) => ({
      ...receivable(customer),
      ref: `${c.FeeCode}:${c.ContainerClass ?? ''}:${i}`,
      CHG_CODE: c.FeeCode,
      CHG_NAME: c.FeeName.slice(0, 50),
      CHG_BASIS: c.ContainerClass && c.Basis === 'PER_CONTAINER' ? `PER_CONTAINER:${c.ContainerClass}` : c.Basis,
      CHG_QTY: String(c.Qty),
      CHG_UNIT_PRICE: c.UnitAmount,
      CHG_CURRENCY: c.Currency,
    })),
  ];
}

/** A ready-space order's price (R5.5: as placed): ocean freight per class, and each surcharge per container or once per B/L. */
function fromReadySpace(p: ReleasedOrderPrice, customer: number): PriceLine[] {
  const containers = p.Lines.reduce((n, l) => n + l.Qty, 0);
  return [
    ...p.Lines.map((l) => ({
      ...receivable(customer),
      ref: `OF:${l.ContainerClass}`,
      CHG_CODE: 'OF',
      CHG_NAME: oceanFreight(l.ContainerClass),
      CHG_BASIS: `PER_CONTAINER:${l.ContainerClass}`,
      CHG_QTY: String(l.Qty),
      CHG_UNIT_PRICE: l.Price,
      CHG_CURRENCY: p.Currency,
    })),
    ...p.Surcharges.map((s, i) => ({
      ...receivable(customer),
      ref: `${s.Code}::${i}`,
      CHG_CODE: s.Code,
      // the fee code's own name (prepare: an empty name takes it)
      CHG_BASIS: s.Per === 'BL' ? 'PER_BL' : 'PER_CONTAINER',
      CHG_QTY: String(s.Per === 'BL' ? 1 : containers),
      CHG_UNIT_PRICE: s.Amount,
      CHG_CURRENCY: s.Currency,
    })),
  ];
}
