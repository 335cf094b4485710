import { Button, Callout, Card, H2, H5, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GroupBy, SalesQuery } from '../../contract/analytics/calls';
import { ANALYTICS_ACCESS, ANALYTICS_PAGES } from '../../contract/analytics/module';
import { useCan } from '../../session/access';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { useListExport } from '../../lib/listExport';
import { ENDPOINTS } from '../../contract/endpoints';
import { type SalesCall, useSales } from './api/sales';
import { Chart } from './charts/Chart';
import { trendOption } from './charts/options';
import { FiguresTable, amountText } from './FiguresTable';
import { addressNow, filtersOf, paramsOf, queryOf } from './filters';
import { ExclusionsDialog } from './ExclusionsDialog';
import { Footer } from './Footer';
import { SalesFilters } from './SalesFilters';
import { Tiles } from './Tiles';
import { analyticsWords } from './words';
import './analytics.css';

const EXPORTS: Record<SalesCall, string> = {
  companySales: ENDPOINTS.analyticsCompanySalesExport,
  employeeSales: ENDPOINTS.analyticsEmployeeSalesExport,
  customerCompanySales: ENDPOINTS.analyticsCustomerCompanySalesExport,
  customerEmployeeSales: ENDPOINTS.analyticsCustomerEmployeeSalesExport,
};

/** How each sales page reads: its call, the groupings it offers (the first its default). */
export interface SalesPageSetup {
  call: SalesCall;
  groups: readonly GroupBy[];
}

/**
 * A sales analysis page (commercial.md §9.3): filters in the address, the trend chart, the headline
 * figures, the table (a customer's row opens the customer page filtered to it) and the footer.
 */
export function SalesScreen({ setup }: { setup: SalesPageSetup }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const lang = useLanguage();
  const w = useWords(analyticsWords);
  const route = useRoute();
  const filtersIn = (p: URLSearchParams): SalesQuery => ({ GroupBy: setup.groups[0], ...filtersOf(p) });
  const filters = filtersIn(params);
  const sales = useSales(setup.call, filters);
  const s = sales.data;
  const option = useMemo(() => s && trendOption(s, { revenue: w.revenue, gp: w.gp, teu: w.teu }), [s, w]);
  const drill =
    s?.GroupBy === 'CUSTOMER_COMPANY'
      ? (row: { Key: string }) =>
          navigate(`${ANALYTICS_PAGES.customerCompany}?${new URLSearchParams(paramsOf({ ...filters, CompanyId: row.Key, GroupBy: 'LANE' })).toString()}`)
      : undefined;
  const listExport = useListExport();
  const [settings, setSettings] = useState(false);
  const canExclude = useCan(ANALYTICS_ACCESS.analyticsExclude) && setup.call === 'companySales';
  return (
    <section className="admin-screen analytics">
      <H2>{route.title[lang]}</H2>
      <SalesFilters value={filters} groups={setup.groups} onChange={(update) => setParams(paramsOf(update(filtersIn(addressNow()))))} />
      <div className="analytics-actions">
        {filters.CompanyId && (
          <Tag large onRemove={() => setParams(paramsOf({ ...filtersIn(addressNow()), CompanyId: undefined }))} data-testid="customer-filter">
            {w.customerFilter(s?.Company?.[lang] ?? filters.CompanyId)}
          </Tag>
        )}
        <Button
          icon="export"
          text={w.exportExcel}
          loading={listExport.busy}
          onClick={() => void listExport.start(`${EXPORTS[setup.call]}?${queryOf(filters)}`)}
          data-testid="sales-export"
        />
        {canExclude && <Button text={w.settings} onClick={() => setSettings(true)} data-testid="sales-settings" />}
      </div>
      {settings && <ExclusionsDialog onClose={() => setSettings(false)} />}
      {listExport.bar}
      {sales.isPending && <Spinner aria-label={w.loading} />}
      {sales.isError && (
        <Callout intent="danger" data-testid="sales-error">
          {(sales.error as Error).message}
        </Callout>
      )}
      {s && !sales.isError && (
        <div className={sales.isPlaceholderData ? 'analytics-body analytics-stale' : 'analytics-body'}>
          <Tiles s={s} />
          {s.Totals.Bookings === 0 ? (
            <Callout data-testid="sales-empty">{w.noData}</Callout>
          ) : (
            <>
              <Card>
                <H5>{w.trend}</H5>
                {option && (
                  <Chart option={option} label={`${w.trend}: ${s.Series.map((p) => `${p.Period} ${p.RevenueReport}`).join(', ')}`} testId="sales-chart" />
                )}
              </Card>
              {drill && <div className="analytics-how">{w.drill}</div>}
              <FiguresTable s={s} onDrill={drill} />
            </>
          )}
          <Footer rates={s.Rates} refreshedAt={s.RefreshedAt} viewCost={s.ViewCost} costBilled={{ billed: s.Totals.CostBilled ?? 0, of: s.Totals.Bookings }} />
        </div>
      )}
    </section>
  );
}
