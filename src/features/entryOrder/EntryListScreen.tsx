import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { type EntryOrderRow, entryOrderCalls as C } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import { DIRECTIONS, TRANSPORT_METHODS } from '../../domain/entryOrder/codes';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { usePageKeys } from '../../lib/pageKeys';
import { MayGate } from './may';
import { useRoute } from '../../ui/routeContext';
import { day, when } from './parts';
import { DIRECTION_WORDS, ENT_STATUS_WORDS, entryWords, SERVICE_WORDS, TRANSPORT_METHOD_WORDS } from './words';

const choices = <K extends string | number>(table: Readonly<Record<K, Bilingual>>, keys?: readonly K[]) =>
  (keys ?? (Object.keys(table) as K[])).map((value) => ({ value: String(value), label: table[value] as Bilingual }));

/** The list's columns: each order's number, state, customer, lane (POL, POD), dates, containers, services, operator, booking, supplements missing, form. */
const ORDER_COLUMNS: DataColumn<EntryOrderRow>[] = [
  { key: 'ENT_NO', title: entryWords.ENT_NO, width: 140, sortable: true, filter: 'text' },
  {
    key: 'ENT_STATUS',
    title: entryWords.ENT_STATUS,
    width: 90,
    text: (r, l) => ENT_STATUS_WORDS[r.ENT_STATUS]?.[l] ?? '',
    intent: (r) => (r.ENT_STATUS === 9 ? 'danger' : r.ENT_STATUS === 2 ? 'primary' : undefined),
    filter: choices(ENT_STATUS_WORDS),
  },
  { key: 'CompanyName', title: entryWords.Customer, width: 180, filter: 'text' },
  {
    key: 'ENT_DIRECTION',
    title: entryWords.Direction,
    width: 70,
    text: (r, l) => DIRECTION_WORDS[r.ENT_DIRECTION][l],
    filter: choices(DIRECTION_WORDS, DIRECTIONS),
  },
  {
    key: 'ENT_TRANSPORT_METHOD',
    title: entryWords.TransportMethod,
    width: 90,
    text: (r, l) => TRANSPORT_METHOD_WORDS[r.ENT_TRANSPORT_METHOD][l],
    filter: choices(TRANSPORT_METHOD_WORDS, TRANSPORT_METHODS),
  },
  { key: 'ENT_POL', title: entryWords.ENT_POL, width: 80, filter: 'text' },
  { key: 'ENT_POD', title: entryWords.ENT_POD, width: 80, filter: 'text' },
  { key: 'ENT_CARGO_READY', title: entryWords.ENT_CARGO_READY, width: 100, sortable: true, text: (r) => day(r.ENT_CARGO_READY) },
  {
    key: 'ENT_ETD_FROM',
    title: entryWords.EtdFrom,
    width: 100,
    sortable: true,
    text: (r) => day(r.ENT_ETD_FROM),
    filterKey: 'EtdFrom',
    filter: 'text',
  },
  { key: 'ENT_ETD_TO', title: entryWords.EtdTo, width: 100, text: (r) => day(r.ENT_ETD_TO), filterKey: 'EtdTo', filter: 'text' },
  { key: 'Containers', title: entryWords.ENT_CONTAINERS, width: 120 },
  {
    key: 'ENT_SERVICES',
    title: entryWords.ENT_SERVICES,
    width: 150,
    text: (r, l) => r.ENT_SERVICES.map((s) => SERVICE_WORDS[s as 'BOOKING']?.[l] ?? s).join('、'),
  },
  { key: 'OperatorName', title: entryWords.Operator, width: 90, filter: 'text' },
  { key: 'BookingNo', title: entryWords.CGO_ID, width: 120 },
  {
    key: 'OpenSupplements',
    title: entryWords.MissingSupplements,
    width: 120,
    text: (r, l) => (r.OpenSupplements ? `${r.OpenSupplements}${r.OverdueSupplements ? `（${entryWords.overdueCount(r.OverdueSupplements)[l]}）` : ''}` : ''),
    intent: (r) => (r.OverdueSupplements ? 'danger' : r.OpenSupplements ? 'warning' : undefined),
    filterKey: 'MissingSupplements',
    filter: [{ value: 'true', label: entryWords.MissingSupplements }],
  },
  { key: 'FormName', title: entryWords.FormName, width: 140, text: (r) => `${r.FormName} v${r.FormVersion}` },
  { key: 'UpdatedAt', title: entryWords.when, width: 170, sortable: true, text: (r) => when(r.UpdatedAt) },
];

/**
 * The orders (§9.4 /entryOrder/entryOnlineList): state in words, customer, lane (POL→POD), the ETD
 * window, operator and open (overdue) supplements; filtered by each, searched by number, exported
 * to Excel. A row opens the order on the entry screen; `n` starts a new one.
 */
export function EntryListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const navigate = useNavigate();
  const openOrder = (id?: number) => navigate(id ? `${G.entry}?Id=${id}` : G.entry);
  usePageKeys({ n: () => openOrder() });
  return (
    <section className="admin-screen" data-testid="ent-list">
      <H2>{route.title[lang]}</H2>
      <DataTable<EntryOrderRow>
        list={C.entryOrderList}
        label={route.title[lang]}
        exportAccess={A.entryOrderRead}
        columns={ORDER_COLUMNS}
        onOpen={(r) => openOrder(r.Id)}
        actions={(r) => <Button size="small" icon="edit" text={w.open} onClick={() => openOrder(r.Id)} data-testid={`ent-open-${r.ENT_NO}`} />}
        actionsWidth={90}
        toolbar={
          <MayGate access={A.entryOrderEdit}>
            <Button icon="add" intent="primary" text={w.newOrder} onClick={() => openOrder()} data-testid="ent-new" />
          </MayGate>
        }
      />
    </section>
  );
}
