import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { BookingPrice, BookingWire } from '../../contract/booking/calls';
import { useWords } from '../../i18n/words';
import { useSettled } from '../../lib/useSettled';
import { bookingPriceQueryOptions, quoteQueryOptions } from './api/bookings';
import { bookingWords } from './words';

/** What of the form the price reads: the price it was made on, the lane, the day and the equipment. */
const pricedPart = (w: BookingWire) => ({
  CarrierCode: w.CarrierCode,
  PolCode: w.PolCode,
  PodCode: w.PodCode,
  ExpectedEtd: w.ExpectedEtd,
  Equipment: (w.Equipment ?? []).map((e) => ({ ContainerClass: e.ContainerClass, Units: e.Units })),
  SearchId: w.SearchId ?? null,
  RateId: w.RateId ?? null,
  QuoteId: w.QuoteId ?? null,
});

/** The price's lines: the ocean freight per class, then each surcharge by name, per unit and in all. */
function PriceLines({ p }: { p: BookingPrice }) {
  const w = useWords(bookingWords);
  return (
    <HTMLTable compact>
      <tbody>
        {p.Classes.map((c) => (
          <tr key={c.ContainerClass}>
            <td>{w.oceanFreight}</td>
            <td>
              {c.ContainerClass} × {c.Qty}
            </td>
            <td>
              {p.Currency} {c.Sell}
            </td>
            <td>
              {p.Currency} {c.Amount}
            </td>
          </tr>
        ))}
        {p.Charges.map((c) => (
          <tr key={`${c.FeeCode}-${c.ContainerClass ?? ''}`}>
            <td>{c.FeeName}</td>
            <td>{c.ContainerClass ? `${c.ContainerClass} × ${c.Qty}` : w.perBl}</td>
            <td>
              {c.Currency} {c.UnitAmount}
            </td>
            <td>
              {c.Currency} {c.Amount}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * The price before submitting (issue 32): the sell price per currency of the equipment on the form,
 * what it includes (each surcharge by name), from the server's pricing of this booking — the same
 * function the submission freezes with, so the figure shown is the figure frozen. It follows the
 * equipment as it changes (a moment after the last change). Nothing when the booking names no price.
 */
export function BookingPricePanel({ wire, companyId, onChooseRate }: { wire: BookingWire; companyId: string; onChooseRate?: (rateId: number) => void }) {
  const w = useWords(bookingWords);
  const linked = !!(wire.RateId || wire.QuoteId);
  const part = JSON.stringify(pricedPart(wire));
  const asked = useSettled(part, 350);
  const priced = useQuery(
    bookingPriceQueryOptions(
      asked,
      companyId,
      () => ({ Wire: { ...wire, ...JSON.parse(asked) }, ...(companyId ? { CompanyId: Number(companyId) || null } : {}) }),
      linked,
    ),
  );
  // a quote with several options of this carrier: the server asks which (QUOTE_OPTION_REQUIRED); the person chooses one here
  const choose = priced.data?.Problem?.Code === 'QUOTE_OPTION_REQUIRED' && !!wire.QuoteId && !!onChooseRate;
  const quote = useQuery(quoteQueryOptions(wire.QuoteId ?? undefined, choose));
  if (!linked) return null;
  const p = priced.data?.Price;
  if (priced.data?.Problem)
    return (
      <Callout intent="warning" title={w.priceTitle} data-testid="booking-price">
        {priced.data.Problem.Message}
        {choose && quote.data ? (
          <div data-testid="quote-options" style={{ marginTop: 8 }}>
            <div>{w.chooseQuoteOption}</div>
            {quote.data.Options.map((o, i) =>
              o.CarrierCode === wire.CarrierCode ? (
                <Button
                  key={o.RateId}
                  style={{ margin: '4px 8px 0 0' }}
                  text={w.quoteOptionButton(i + 1, o.RateNo, o.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + '))}
                  onClick={() => onChooseRate?.(o.RateId)}
                />
              ) : null,
            )}
          </div>
        ) : null}
      </Callout>
    );
  if (!p) return null;
  return (
    <Callout intent="primary" title={w.priceTitle} data-testid="booking-price" style={{ margin: '8px 0' }}>
      <div className="bp6-text-muted">
        {w.priceOn(p.RateNo, p.QuoteNo ?? '', p.OptionNo ?? 0)}
        {priced.isFetching ? ` · ${w.pricing}` : ''}
      </div>
      <PriceLines p={p} />
      <div>
        <b>
          {w.priceTotal}: <span data-testid="booking-price-total">{p.TotalsText}</span>
        </b>
      </div>
    </Callout>
  );
}
