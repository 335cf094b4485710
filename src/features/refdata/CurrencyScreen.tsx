import { useState } from 'react';
import { Button, Callout, H2, H4 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { CurrencyRow, ExchangeRateRow } from '../../contract/refdata/listItems';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { ApiForm } from '../../lib/ApiForm';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import type { CallInput } from '../../contract/call';
import type { refdataCalls } from '../../contract/refdata/calls';
import { useSaveExchangeRate } from './api/refdata';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { ChangeLog } from '../../ui/audit/ChangeLog';
import { REFDATA_CHANGES } from './changes';
import { refdataWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const CURRENCY_LIST_LIST = callRef<ListCall<CurrencyRow>>('GET', ENDPOINTS.currencyList);

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const EXCHANGE_RATE_LIST_LIST = callRef<ListCall<ExchangeRateRow>>('GET', ENDPOINTS.exchangeRateList);

/** The exchange rates' columns: pair, kind, rate, window, source, whether it holds today. */
const EXCHANGE_RATE_COLUMNS: DataColumn<ExchangeRateRow>[] = [
  { key: 'FromCode', title: refdataWords.currency, width: 80, filter: 'text', sortable: true },
  { key: 'ToCode', title: refdataWords.intoCurrency, width: 70 },
  {
    key: 'Kind',
    title: refdataWords.rateKind,
    width: 110,
    filter: [
      { value: 'MONTHLY_BOOK', label: refdataWords.monthlyBook },
      { value: 'DAILY', label: refdataWords.daily },
    ],
    text: (r, l) => (r.Kind === 'MONTHLY_BOOK' ? refdataWords.monthlyBook[l] : refdataWords.daily[l]),
  },
  { key: 'Rate', title: refdataWords.rate, width: 100 },
  { key: 'ValidFrom', title: refdataWords.validFrom, width: 100, sortable: true },
  { key: 'ValidTo', title: refdataWords.validTo, width: 100 },
  { key: 'Source', title: refdataWords.source, width: 70 },
  { key: 'Current', title: refdataWords.holdsToday, width: 80, text: (r, l) => (r.Current ? refdataWords.holdsTodayYes[l] : '') },
  { key: 'CreatedBy', title: refdataWords.enteredBy, width: 90 },
];

/** The currencies' columns: ISO code, names, digits, symbol, the base, the state. */
const CURRENCY_COLUMNS: DataColumn<CurrencyRow>[] = [
  { key: 'Code', title: refdataWords.currencyCode, width: 80, filter: 'text', sortable: true },
  { key: 'NameZh', title: refdataWords.chineseName, width: 140, filter: 'text', sortable: true },
  { key: 'NameEn', title: refdataWords.englishName, width: 220, filter: 'text', sortable: true },
  { key: 'Digits', title: refdataWords.digits, width: 80 },
  { key: 'Symbol', title: refdataWords.symbol, width: 70 },
  { key: 'IsBase', title: refdataWords.base, width: 70, text: (r, l) => (r.IsBase ? refdataWords.base[l] : '') },
  {
    key: 'Status',
    title: refdataWords.currencyState,
    width: 190,
    text: (r, l) =>
      r.Status === 'ACTIVE' ? refdataWords.currencyActive[l] : r.Withdrawn ? refdataWords.withdrawnIn(r.Withdrawn)[l] : refdataWords.disabledDone[l],
  },
];

/**
 * /BasicData/Cur: the ISO 4217 currencies (digits are ISO's, never typed) with the one base currency
 * first, and the exchange rates into it: monthly book rates for accounting, daily ones for display,
 * each a window of days that never overlaps another of its pair and kind. A rate is never edited:
 * the next window is added, so the history stays.
 */
export default function CurrencyScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(refdataWords);
  const c = useWords(commonWords);
  const saveRate = useSaveExchangeRate();
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.ratesHint}</Callout>
      <H4>{w.exchangeRates}</H4>
      <DataTable<ExchangeRateRow>
        list={EXCHANGE_RATE_LIST_LIST}
        label={w.exchangeRates}
        exportAccess={ACCESS.currencyRead}
        importAccess={ACCESS.exchangeRateEdit}
        importColumns={['币种 From', '兑 To', '类型 Kind（MONTHLY_BOOK/DAILY）', '汇率 Rate', '起 From date', '止 To date', '来源 Source（BOC/MANUAL）']}
        toolbar={
          <Gate access={ACCESS.exchangeRateEdit}>
            <Button size="small" intent="primary" icon="add" text={w.newRate} onClick={() => setAdding(true)} />
          </Gate>
        }
        columns={EXCHANGE_RATE_COLUMNS}
      />
      <H4>{w.currencies}</H4>
      <DataTable<CurrencyRow> list={CURRENCY_LIST_LIST} label={w.currencies} exportAccess={ACCESS.currencyRead} columns={CURRENCY_COLUMNS} />
      <AppDialog isOpen={adding} onClose={() => setAdding(false)} title={w.newRate}>
        <div className="bp6-dialog-body">
          <ApiForm
            draftKey="exchangeRate.new"
            fields={[
              { name: 'FromCode', label: w.currency },
              { name: 'ToCode', label: w.intoCurrency },
              {
                name: 'Kind',
                label: w.rateKind,
                options: [
                  { value: 'MONTHLY_BOOK', label: w.monthlyBook },
                  { value: 'DAILY', label: w.daily },
                ],
              },
              { name: 'Rate', label: w.rateHelp },
              { name: 'ValidFrom', label: w.validFromDate },
              { name: 'ValidTo', label: w.validToDate },
              {
                name: 'Source',
                label: w.source,
                options: [
                  { value: 'BOC', label: w.sourceBoc },
                  { value: 'MANUAL', label: w.sourceManual },
                ],
              },
            ]}
            initial={{ ToCode: 'CNY' }}
            submitText={c.save}
            onSubmit={async (v) => {
              await saveRate.mutateAsync(v as CallInput<typeof refdataCalls.exchangeRateSave>);
              setAdding(false); // saved: closes at once, the lists refresh behind it
              return c.saved;
            }}
            footer={<Button minimal text={c.cancel} onClick={() => setAdding(false)} />}
          />
        </div>
      </AppDialog>
      <Gate access={ACCESS.auditRead}>
        <ChangeLog entity="exchangeRate" vocabulary={REFDATA_CHANGES} />
      </Gate>
    </section>
  );
}
