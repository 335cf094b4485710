import { searchRates } from '../api/reads';
import { Button, ControlGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BOOKING_ACCESS } from '../../../contract/booking/module';
import type { Product } from '../../../contract/rates/ecommerceCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { addDays } from '../../../domain/refdata/sailings';
import { previewSailings } from '../../../domain/refdata/scheduleTemplates';
import { useWords } from '../../../i18n/words';
import { useCan } from '../../../session/access';
import { bookingHref } from '../bookingLink';
import { ecommerceWords } from './words';

/**
 * Buying a card in one step (commercial.md §2.5 dsView, issue 16 left it to bookings): a container
 * class and a quantity, then "立即订舱" prices them through the rate search — the same engine and
 * level as the card, and the search is logged — and opens the booking form on the card's rate and
 * next bookable sailing, the price frozen from that search at submit (R6.7). Shown only to whoever
 * may both query prices and book.
 */
export function BuyProduct({ product }: { product: Product }) {
  const w = useWords(ecommerceWords);
  const navigate = useNavigate();
  const canPrice = useCan(RATES_ACCESS.rateSearch);
  const canBook = useCan(BOOKING_ACCESS.bookingEdit);
  const [type, setType] = useState(product.Prices[0]?.ContainerClass ?? '');
  const [units, setUnits] = useState(1);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (!canPrice || !canBook || !type) return null;

  const buy = async () => {
    setBusy(true);
    setProblem('');
    try {
      const today = todayInShanghai();
      const etd = nextSailing(product, today);
      const lines = [{ ContainerClass: type, Qty: units }];
      const found = await searchRates(false, {
        PolCode: product.PolCode,
        PodCode: product.PodCode,
        Lines: lines,
        Date: etd,
        CarrierCode: product.CarrierCode,
      });
      const row = found.Rows.find((r) => r.RateNo === product.RateNo);
      if (!row) {
        setProblem(w.gone);
        return;
      }
      navigate(bookingHref(row, found.SearchId, etd, lines, true, today));
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ecommerce-buy">
      <ControlGroup>
        <HTMLSelect aria-label={w.containerType} value={type} onChange={(e) => setType(e.target.value)}>
          {product.Prices.map((p) => (
            <option key={p.ContainerClass}>{p.ContainerClass}</option>
          ))}
        </HTMLSelect>
        <NumericInput
          aria-label={w.units}
          min={1}
          max={99}
          value={units}
          onValueChange={(n) => setUnits(Number.isInteger(n) && n >= 1 ? Math.min(n, 99) : 1)}
          style={{ width: 56 }}
        />
        <Button intent="success" icon="shopping-cart" text={w.buy} loading={busy} onClick={() => void buy()} />
      </ControlGroup>
      {problem ? (
        <div className="bp6-text-muted" role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

/** The card's next sailing a booking can still make (three days ahead, for the carrier's documents), never after its last day. */
function nextSailing(p: Product, today: string): string {
  const [next] = previewSailings({ cutOffWeekdays: p.CutOffWeekdays, etdWeekdays: p.EtdWeekdays, transitDays: p.TransitDays ?? 0 }, addDays(today, 3), 1);
  const day = next?.etd ?? addDays(today, 7);
  return [day, p.ValidTo].sort()[0]!;
}
