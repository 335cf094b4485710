import { codeCalls } from '../../contract/refdata/codeCalls';
import { Button } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import type { BillCodeSeriesRow } from '../../contract/refdata/codeCalls';
import { BILL_KINDS, BILL_RESETS } from '../../domain/refdata/billNumbers';
import { commonWords } from '../../i18n/commonWords';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { previewBillCode, useIssueBillCode } from './api/refdata';
import { showToast } from '../../ui/toaster';
import type { DataColumn } from '../../lib/DataTable';
import { MasterGrid, statusColumn } from './MasterGrid';
import { BILL_SERIES_WORDS, codeWords } from './codes/words';
import { refdataWords } from './words';
import { RECORDS, recordText } from './recordSources';
import { oneIdOfText } from '../../domain/refdata/agencies';
import { refdataListCalls } from '../../contract/refdata/listCalls';

const labelOf = (r: BillCodeSeriesRow) => `${r.Prefix || r.CarrierCode || r.OwnerCompanyCode} ${r.Pattern}`;

/** The bill number series' columns: owner, kind, carrier, prefix and pattern, the next and last numbers, the state. */
const BILL_CODE_COLUMNS: DataColumn<BillCodeSeriesRow>[] = [
  { key: 'OwnerCompanyName', title: codeWords.ownerCompany, width: 180, filter: 'text', sortable: true },
  {
    key: 'Kind',
    title: codeWords.billKind,
    width: 130,
    sortable: true,
    filter: BILL_KINDS.map((k) => ({ value: k, label: BILL_SERIES_WORDS[k] })),
    text: (r, l) => BILL_SERIES_WORDS[r.Kind][l],
  },
  { key: 'CarrierCode', title: refdataWords.carrierCode, width: 80, filter: 'text', sortable: true },
  { key: 'Prefix', title: codeWords.prefix, width: 80, filter: 'text', sortable: true },
  { key: 'Pattern', title: codeWords.pattern, width: 200 },
  { key: 'NextSeq', title: codeWords.nextSeq, width: 80 },
  { key: 'Reset', title: codeWords.reset, width: 80, text: (r, l) => BILL_SERIES_WORDS[r.Reset][l] },
  { key: 'Period', title: codeWords.period, width: 80 },
  { key: 'Issued', title: codeWords.issued, width: 70 },
  { key: 'LastNumber', title: codeWords.lastNumber, width: 160 },
  statusColumn<BillCodeSeriesRow>(),
];

/** The form's values for a series being edited. */
const seriesInitial = (r: BillCodeSeriesRow) => ({
  OwnerCompanyId: recordText(r.OwnerCompanyId, r.OwnerCompanyCode, r.OwnerCompanyName),
  Kind: r.Kind,
  CarrierCode: r.CarrierCode,
  Prefix: r.Prefix,
  Pattern: r.Pattern,
  NextSeq: String(r.NextSeq),
  Reset: r.Reset,
});

/** The series to save from the form's values. */
const seriesBody = (v: Record<string, string>) => ({
  // numbers as typed: anything else is sent as typed, for the server to name
  OwnerCompanyId: oneIdOfText(v.OwnerCompanyId ?? ''),
  Kind: v.Kind,
  CarrierCode: v.CarrierCode,
  Prefix: v.Prefix,
  Pattern: v.Pattern,
  NextSeq: /^\s*\d+\s*$/.test(v.NextSeq ?? '') ? Number(v.NextSeq) : v.NextSeq,
  Reset: v.Reset,
});

/**
 * /DataMaintenance/BillCode (提单代码): the B/L number series — pattern, counter and its reset. Anyone
 * who reads the list may preview the next number (nothing is used); issuing one by hand needs the
 * edit button, and a number issued is never taken back.
 */
export default function BillCodeScreen() {
  const w = useWords(codeWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const issue_ = useIssueBillCode();
  const confirm = useConfirm();
  const toastOf = async (work: () => Promise<string>) => {
    try {
      void showToast({ intent: 'success', message: await work() });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  const preview = (r: BillCodeSeriesRow) => toastOf(async () => w.previewed((await previewBillCode(r.Id)).Number));
  const issue = async (r: BillCodeSeriesRow) => {
    if (!(await confirm.ask({ text: w.issueConfirm(labelOf(r)), confirm: w.issue, cancel: c.cancel }))) return;
    await toastOf(async () => {
      const { Number: number } = await issue_.mutateAsync(r.Id);
      return w.issuedNumber(number);
    });
  };
  return (
    <>
      <MasterGrid<BillCodeSeriesRow>
        list={refdataListCalls.billCodeSeriesList}
        calls={codeCalls.billCodeSeries}
        access={{ read: ACCESS.billCodeSeriesRead, edit: ACCESS.billCodeSeriesEdit }}
        entity="billCodeSeries"
        keyField="Id"
        label={labelOf}
        importColumns={['所属公司 Owner', '类型 Kind', '船公司 Carrier', '前缀 Prefix', '格式 Pattern', '下一序号 Next', '重置 Reset']}
        newTitle={codeWords.newBillSeries}
        editTitle={codeWords.editBillSeries}
        columns={BILL_CODE_COLUMNS}
        rowActionsWidth={180}
        rowActions={(r) => (
          <>
            <Button size="small" minimal icon="eye-open" text={w.preview} aria-label={`${w.preview} ${labelOf(r)}`} onClick={() => void preview(r)} />
            <Gate access={ACCESS.billCodeSeriesEdit}>
              <Button
                size="small"
                minimal
                icon="send-to"
                text={w.issue}
                disabled={r.Status !== 'ACTIVE' || r.Kind !== 'HBL'}
                aria-label={`${w.issue} ${labelOf(r)}`}
                onClick={() => void issue(r)}
              />
            </Gate>
          </>
        )}
        fields={() => [
          { name: 'OwnerCompanyId', label: w.ownerCompanyId, type: 'record', records: RECORDS.providers },
          { name: 'Kind', label: w.billKind, options: BILL_KINDS.map((k) => ({ value: k, label: BILL_SERIES_WORDS[k][lang] })) },
          { name: 'CarrierCode', label: refdataWords.carrierCode[lang], type: 'carrier' },
          { name: 'Prefix', label: w.prefix },
          { name: 'Pattern', label: w.pattern, helper: w.patternHelp },
          { name: 'NextSeq', label: w.nextSeq },
          { name: 'Reset', label: w.reset, options: BILL_RESETS.map((x) => ({ value: x, label: BILL_SERIES_WORDS[x][lang] })) },
        ]}
        initial={seriesInitial}
        body={seriesBody}
      />
      {confirm.dialog}
    </>
  );
}
