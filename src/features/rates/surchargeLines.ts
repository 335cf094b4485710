import type { RateSurchargeSchema } from '../../contract/rates/calls';
import type { Static } from '@sinclair/typebox';

type Surcharge = Static<typeof RateSurchargeSchema>;

const TERMS = new Set(['PRE', 'COL']);
const SIDES = new Set(['FREIGHT', 'ORIGIN', 'DESTINATION']);
const CLASS = /^\d{2}[A-Z]{2,3}$/;
const CURRENCY = /^[A-Z]{3}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,6})?%?$/;

/**
 * A rate's surcharges as a pricing clerk types them, one a line, the way carriers' sheets read:
 * `THC 40HQ CNY 1190`, `DOC CNY 450` (no class: per B/L), `PSS USD 10%` (a percent of the ocean
 * freight), optionally `COL` (collect) and the side (`ORIGIN`, `DESTINATION`, `FREIGHT`). Without a
 * side, a charge in the rate's currency is freight, one in another currency an origin charge.
 * Answers the lines, or the first line that reads as none of these (1-based) and why.
 */
export function parseSurchargeLines(text: string, rateCurrency: string): { lines: Surcharge[] } | { line: number; problem: string } {
  const lines: Surcharge[] = [];
  const rows = text.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const tokens = rows[i]!.trim()
      .toUpperCase()
      .split(/[\s,，]+/)
      .filter(Boolean);
    if (!tokens.length) continue;
    const [fee, ...rest] = tokens;
    const containerClass = rest.find((t) => CLASS.test(t));
    const currency = rest.find((t) => CURRENCY.test(t) && !TERMS.has(t) && !SIDES.has(t));
    const amount = rest.find((t) => AMOUNT.test(t) && !CLASS.test(t));
    const term = rest.find((t) => TERMS.has(t)) ?? 'PRE';
    const side = rest.find((t) => SIDES.has(t));
    const known = new Set([containerClass, currency, amount, term, side]);
    const unknown = rest.filter((t) => !known.has(t));
    if (!fee || !/^[A-Z0-9]{2,10}$/.test(fee)) return { line: i + 1, problem: 'starts with a fee code (THC, BAF …)' };
    if (!currency) return { line: i + 1, problem: 'names a currency (USD, CNY …)' };
    if (!amount) return { line: i + 1, problem: 'has an amount (1190, or 10% of the ocean freight)' };
    if (unknown.length) return { line: i + 1, problem: `has words it does not know: ${unknown.join(' ')}` };
    const percent = amount.endsWith('%');
    lines.push({
      FeeCode: fee,
      Basis: percent ? 'PERCENT' : containerClass ? 'PER_CONTAINER' : 'PER_BL',
      ...(containerClass && !percent ? { ContainerClass: containerClass } : {}),
      Amount: percent ? amount.slice(0, -1) : amount,
      Currency: currency,
      PaymentTerm: term as Surcharge['PaymentTerm'],
      Side: (side ?? (currency === rateCurrency ? 'FREIGHT' : 'ORIGIN')) as Surcharge['Side'],
    });
  }
  return { lines };
}

/** The lines back as text (an edited rate's surcharges in the form). */
export function surchargeLinesText(lines: readonly Surcharge[], rateCurrency: string): string {
  return lines
    .map((s) =>
      [
        s.FeeCode,
        s.ContainerClass ?? '',
        s.Currency,
        s.Basis === 'PERCENT' ? `${Number(s.Amount)}%` : String(Number(s.Amount)),
        s.PaymentTerm === 'COL' ? 'COL' : '',
        s.Side === (s.Currency === rateCurrency ? 'FREIGHT' : 'ORIGIN') ? '' : s.Side,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
}
