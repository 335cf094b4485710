import { Callout, H2, Tab, Tabs } from '@blueprintjs/core';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { SearchLogRow } from '../../../contract/rates/searchCalls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { type DataColumn, DataTable } from '../../../lib/DataTable';
import { lendsTo, ModulePanels } from '../../../ui/panels';
import { useRoute } from '../../../ui/routeContext';
import { SEARCH_SOURCE_WORDS, searchWords } from './words';
import { ratesListCalls } from '../../../contract/rates/listCalls';

const SOURCES = ['STAFF', 'CUSTOMER', 'PUBLIC'] as const;

/**
 * /internal/freightTrack/UserSearchLog (R2.13): who searched which lane when — staff, customers'
 * employees, visitors by an anonymous key — with the containers, the sailing date, how many rates
 * answered and the lowest totals found; filtered, sorted and paged on the server, exported to Excel.
 * A lane searched with no result is demand the pricing desk has not covered.
 */
export default function SearchLogScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(searchWords);
  const columns: DataColumn<SearchLogRow>[] = [
    { key: 'At', title: searchWords.logAt, width: 150, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
    {
      key: 'Source',
      title: searchWords.logSource,
      width: 80,
      text: (r, l) => (SEARCH_SOURCE_WORDS[r.Source as (typeof SOURCES)[number]] ?? { zh: r.Source, en: r.Source })[l],
      filter: SOURCES.map((s) => ({ value: s, label: SEARCH_SOURCE_WORDS[s] })),
    },
    { key: 'CompanyName', title: searchWords.logCompany, width: 200, sortable: true, filter: 'text' },
    { key: 'EmployeeName', title: searchWords.logEmployee, width: 90 },
    { key: 'PolCode', title: searchWords.pol, width: 80, sortable: true, filter: 'text' },
    { key: 'PodCode', title: searchWords.pod, width: 80, sortable: true, filter: 'text' },
    { key: 'Lines', title: searchWords.containers, width: 120 },
    { key: 'Day', title: searchWords.logDay, width: 100 },
    { key: 'Results', title: searchWords.logResults, width: 70, sortable: true },
    { key: 'MinTotals', title: searchWords.logLowest, width: 200 },
  ];
  const title = route.title[lang];
  const rates = (
    <>
      <Callout icon="search-template">{w.logHint}</Callout>
      <DataTable<SearchLogRow> list={ratesListCalls.searchLog} label={title} exportAccess={RATES_ACCESS.searchLogRead} columns={columns} />
    </>
  );
  // the other channels' searches (tracking: issue 36) are lent by their module as a second tab
  return (
    <section className="admin-screen">
      <H2>{title}</H2>
      {lendsTo('searchLog.channels') ? (
        <Tabs id="search-log" renderActiveTabPanelOnly large>
          <Tab id="rates" title={w.logRatesTab} panel={rates} />
          <Tab id="channels" title={w.logOtherTab} panel={<ModulePanels slot="searchLog.channels" cgoId="" />} />
        </Tabs>
      ) : (
        rates
      )}
    </section>
  );
}
