import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SalesQuery } from '../../contract/analytics/calls';
import { ANALYTICS_PAGES } from '../../contract/analytics/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useListExport } from '../../lib/listExport';
import { useRoute } from '../../ui/routeContext';
import { useSalesTable } from './api/sales';
import { PivotTable } from './PivotTable';
import { addressNow, filtersOf, paramsOf, queryOf } from './filters';
import { Footer } from './Footer';
import { SalesFilters } from './SalesFilters';
import { analyticsWords } from './words';
import './analytics.css';

/**
 * The sales table (commercial.md §9.3): a row per customer company, a column per ETD month with TEU,
 * revenue and (with "view cost") GP, the totals; exports to Excel; a row opens the customer's page.
 * The platform's table reads every customer (its own menu); "my" table the caller's customers.
 */
export function PivotScreen({ platform }: { platform: boolean }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const lang = useLanguage();
  const w = useWords(analyticsWords);
  const route = useRoute();
  const filtersIn = (p: URLSearchParams): SalesQuery => ({ ...filtersOf(p), Scope: platform ? (filtersOf(p).Scope ?? 'PLATFORM') : 'MINE' });
  const filters = filtersIn(params);
  const table = useSalesTable(filters);
  const listExport = useListExport();
  const t = table.data;
  const open = (companyId: string) =>
    navigate(
      `${ANALYTICS_PAGES.customerCompany}?${queryOf({ From: filters.From, To: filters.To, Currency: filters.Currency, CompanyId: companyId, GroupBy: 'LANE' })}`,
    );
  return (
    <section className="admin-screen analytics">
      <H2>{route.title[lang]}</H2>
      <SalesFilters value={filters} groups={[]} scope={platform} onChange={(update) => setParams(paramsOf(update(filtersIn(addressNow()))))} />
      <div className="analytics-actions">
        <Button
          icon="export"
          text={w.exportExcel}
          loading={listExport.busy}
          onClick={() => void listExport.start(`${ENDPOINTS.analyticsSalesTableExport}?${queryOf(filters)}`)}
          data-testid="sales-export"
        />
      </div>
      {listExport.bar}
      {table.isPending && <Spinner aria-label={w.loading} />}
      {table.isError && (
        <Callout intent="danger" data-testid="sales-error">
          {(table.error as Error).message}
        </Callout>
      )}
      {t && !table.isError && (
        <div className={table.isPlaceholderData ? 'analytics-body analytics-stale' : 'analytics-body'}>
          {t.Rows.length === 0 ? (
            <Callout data-testid="sales-empty">{w.noData}</Callout>
          ) : (
            <div className="analytics-pivot">
              <div className="analytics-how">{w.drill}</div>
              <PivotTable t={t} onOpen={open} />
            </div>
          )}
          <Footer rates={t.Rates} refreshedAt={t.RefreshedAt} viewCost={t.ViewCost} />
        </div>
      )}
    </section>
  );
}
