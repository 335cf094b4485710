import { lclHistoryQueryOptions } from '../api/reads';
import { useSubmitLclRate, useWithdrawLclRate } from '../api/lclRates';
import { Button, Callout, H2, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LCL_STATUSES, type LclRateWire } from '../../../contract/rates/lclCalls';
import { LCL_PAGES, RATES_ACCESS } from '../../../contract/rates/module';
import { formatDate } from '../../../domain/dates';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { type DataColumn, DataTable } from '../../../lib/DataTable';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { go } from '../../../ui/navigation';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { LCL_STATUS_WORDS, lclWords } from './words';
import { ratesListCalls } from '../../../contract/rates/listCalls';

const breaksText = (r: LclRateWire) => r.Breaks.map((b) => `${b.FromRt}–${b.ToRt ?? '∞'}: ${b.RatePerRt}`).join('; ');

/** Withdrawing a published rate, with the reason kept in its history. */
function WithdrawDialog({ rate, onClose }: { rate: LclRateWire; onClose(): void }) {
  const w = useWords(lclWords);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const withdraw = useWithdrawLclRate().mutateAsync;
  return (
    <AppDialog isOpen onClose={onClose} title={`${w.withdraw} ${rate.RateNo}`}>
      <div className="bp6-dialog-body">
        {problem ? <Callout intent="danger">{problem}</Callout> : null}
        <InputGroup aria-label={w.withdrawReason} placeholder={w.withdrawReason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <p />
        <Button
          intent="danger"
          text={w.withdraw}
          onClick={async () => {
            try {
              await withdraw({ Id: rate.Id, Revision: rate.Revision, Reason: reason });
              onClose();
            } catch (err) {
              setProblem(err instanceof Error ? err.message : String(err));
            }
          }}
        />
      </div>
    </AppDialog>
  );
}

/** Every version of one LCL rate, side by side (LCLRateHistory). */
function LclHistory({ rateNo }: { rateNo: string }) {
  const w = useWords(lclWords);
  const lang = useLanguage();
  const versions = useQuery(lclHistoryQueryOptions(rateNo));
  if (versions.isPending) return <Spinner />;
  if (versions.isError) return <Callout intent="danger">{versions.error.message}</Callout>;
  return (
    <HTMLTable compact striped bordered aria-label={w.history} data-testid="lcl-history">
      <thead>
        <tr>
          <th>{w.version}</th>
          <th>{w.status}</th>
          <th>{w.perRt}</th>
          <th>{w.minRt}</th>
          <th>{w.breaks}</th>
          <th>{w.validity}</th>
          <th>{commonWords.updatedAt[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {versions.data.map((v) => (
          <tr key={v.Id}>
            <td>{v.Version}</td>
            <td>{LCL_STATUS_WORDS[v.Status][lang]}</td>
            <td>
              {v.Currency} {v.RatePerRt}
            </td>
            <td>{v.MinRt}</td>
            <td>{breaksText(v)}</td>
            <td>
              {v.ValidFrom} – {v.ValidTo}
            </td>
            <td>{formatDate(v.UpdatedAt, 'dateTime')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The LCL rates' columns: number and version, state in words, co-loader, lane, per-RT price, minimum, breaks, validity. */
const LCL_RATE_COLUMNS: DataColumn<LclRateWire>[] = [
  { key: 'RateNo', title: lclWords.rateNo, width: 130, sortable: true, filter: 'text' },
  { key: 'Version', title: lclWords.version, width: 50 },
  {
    key: 'Status',
    title: lclWords.status,
    width: 110,
    text: (r, l) => (r.Expired ? commonWords.expired[l] : LCL_STATUS_WORDS[r.Status][l]),
    filter: LCL_STATUSES.map((s) => ({ value: s, label: LCL_STATUS_WORDS[s] })),
  },
  { key: 'CoLoaderName', title: lclWords.coLoader, width: 110, sortable: true, filter: 'text' },
  { key: 'PolCode', title: lclWords.pol, width: 110, sortable: true, filter: 'text', text: (r) => `${r.PolCode} ${r.PolName}` },
  { key: 'PodCode', title: lclWords.pod, width: 110, sortable: true, filter: 'text', text: (r) => `${r.PodCode} ${r.PodName}` },
  { key: 'RatePerRt', title: lclWords.perRt, width: 90, text: (r) => `${r.Currency} ${r.RatePerRt}` },
  { key: 'MinRt', title: lclWords.minRt, width: 60 },
  { key: 'Breaks', title: lclWords.breaks, width: 160, text: breaksText },
  { key: 'ValidTo', title: lclWords.validity, width: 170, sortable: true, text: (r) => `${r.ValidFrom} – ${r.ValidTo}` },
];

/**
 * /SeaFreight/LCLFreightManagement/LCLRateMaintenance and LCLRateHistory (commercial.md §4.4): every
 * LCL rate version — per-RT price, minimum, breaks, co-loader, state in words — filtered, sorted and
 * exported; edit (a published rate's next version), publish a draft, withdraw with a reason, and a
 * rate's versions side by side (the history page takes the rate number from the address).
 */
export default function LclRatesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lclWords);
  const submitLclRate = useSubmitLclRate().mutateAsync;
  const [params, setParams] = useSearchParams();
  const [withdrawing, setWithdrawing] = useState<LclRateWire>();
  const historyOf = route.path === LCL_PAGES.history ? (params.get('RateNo') ?? '') : '';
  const publish = async (r: LclRateWire) => {
    try {
      await submitLclRate({ Id: r.Id, Revision: r.Revision });
      void showToast({ intent: 'success', message: w.published });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <section className="admin-screen" data-testid="lcl-rates">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.hint}</Callout>
      {route.path === LCL_PAGES.history ? (
        <>
          <InputGroup
            aria-label={w.rateNo}
            placeholder={w.rateNo}
            defaultValue={historyOf}
            onKeyDown={(e) => e.key === 'Enter' && setParams({ RateNo: e.currentTarget.value.trim().toUpperCase() })}
          />
          {historyOf ? <LclHistory rateNo={historyOf} /> : <NonIdealState icon="history" description={w.rateNo} />}
        </>
      ) : (
        <DataTable<LclRateWire>
          list={ratesListCalls.lclRates}
          label={route.title[lang]}
          exportAccess={RATES_ACCESS.lclRead}
          columns={LCL_RATE_COLUMNS}
          toolbar={
            <Gate access={RATES_ACCESS.lclEdit}>
              <Button icon="add" intent="primary" text={w.newRate} onClick={() => go(LCL_PAGES.edit)} />
            </Gate>
          }
          onOpen={(r) => go(`${LCL_PAGES.edit}?id=${r.Id}`)}
          actionsWidth={260}
          actions={(r) => (
            <>
              {r.Status === 'DRAFT' || (r.Status === 'PUBLISHED' && !r.Expired) ? (
                <Gate access={RATES_ACCESS.lclEdit}>
                  <Button size="small" icon="edit" text={w.edit} onClick={() => go(`${LCL_PAGES.edit}?id=${r.Id}`)} />
                </Gate>
              ) : null}
              {r.Status === 'DRAFT' ? (
                <Gate access={RATES_ACCESS.lclPublish}>
                  <Button size="small" intent="primary" text={w.publish} onClick={() => void publish(r)} />
                </Gate>
              ) : null}
              {r.Status === 'PUBLISHED' ? (
                <Gate access={RATES_ACCESS.lclWithdraw}>
                  <Button size="small" icon="undo" text={w.withdraw} onClick={() => setWithdrawing(r)} />
                </Gate>
              ) : null}
              <Button size="small" minimal icon="history" aria-label={w.history} onClick={() => go(`${LCL_PAGES.history}?RateNo=${r.RateNo}`)} />
            </>
          )}
        />
      )}
      {withdrawing ? <WithdrawDialog rate={withdrawing} onClose={() => setWithdrawing(undefined)} /> : null}
    </section>
  );
}
