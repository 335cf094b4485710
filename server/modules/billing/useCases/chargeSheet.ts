import type { Charge, ChargeSheet } from '../../../../src/contract/billing/calls';
import { amountIn, normalAmount } from '../../../../src/domain/money/amounts';
import { money, perCurrency, totalsWire } from '../../../../src/domain/money/bills';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { bookingPriceLines } from '../bookingPrice';
import { type ChargeRow, chargesOf } from '../chargeRepository';
import { findJobs, jobOf, partiesFor } from '../repository';
import { minorOf, noJob, profitCnyMinor, scopeOf, staff } from './shared';

/** A job's charge sheet: its lines and totals per side; a customer reads its own receivable lines only, never cost or profit. */
export async function readChargeSheet(db: Db, actor: Actor, cgoId: string): Promise<Outcome<ChargeSheet>> {
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

/** The jobs whose number or B/L holds the text, within what the actor may see. */
export async function findBillingJobs(db: Db, actor: Actor, text: string) {
  return { ok: true as const, value: await findJobs(db, text.trim(), scopeOf(actor)) };
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
