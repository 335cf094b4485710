import { Card, H5 } from '@blueprintjs/core';
import type { SalesAnswer } from '../../contract/analytics/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { amountText } from './FiguresTable';
import { analyticsWords } from './words';

/** A sales page's headline figures: bookings, TEU, revenue, GP (with "view cost"), active and dormant customers. */
export function Tiles({ s }: { s: SalesAnswer }) {
  const w = useWords(analyticsWords);
  const lang = useLanguage();
  return (
    <div className="analytics-tiles">
      <Card>
        <H5>{w.bookings}</H5>
        <div className="analytics-figure" data-testid="total-bookings">
          {s.Totals.Bookings}
        </div>
      </Card>
      <Card>
        <H5>{w.teu}</H5>
        <div className="analytics-figure">{s.Totals.Teu}</div>
      </Card>
      <Card>
        <H5>{`${w.revenue}（${s.Currency}）`}</H5>
        <div className="analytics-figure">{amountText(s.Totals.RevenueReport, lang)}</div>
      </Card>
      {s.ViewCost && (
        <Card>
          <H5>{`${w.gp}（${s.Currency}）`}</H5>
          <div className="analytics-figure">{amountText(s.Totals.GpReport ?? '0', lang)}</div>
        </Card>
      )}
      <Card>
        <H5>{w.activeCustomers}</H5>
        <div className="analytics-figure">
          {s.Totals.ActiveCustomers}
          <small>{` · ${w.dormantCustomers} ${s.Totals.DormantCustomers}`}</small>
        </div>
      </Card>
    </div>
  );
}
