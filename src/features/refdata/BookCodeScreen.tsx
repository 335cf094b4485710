import { codeCalls } from '../../contract/refdata/codeCalls';
import { ACCESS } from '../../contract/access';
import type { BookCodeRow } from '../../contract/refdata/codeCalls';
import { idsOfText, oneIdOfText } from '../../domain/refdata/agencies';
import { useWords } from '../../i18n/words';
import type { DataColumn } from '../../lib/DataTable';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { codeWords } from './codes/words';
import { refdataWords } from './words';
import { RECORDS, recordText } from './recordSources';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/** Ids as typed ("3, 4" or "3 CUS-HZTX"): an item that is no id is sent as typed, for the server to name. */
const idsOf = (typed: string) => {
  const ids = idsOfText(typed);
  return ids.some(Number.isNaN) ? listOf(typed) : ids;
};

/** The book codes' columns: code, carrier, contract, agency, validity, lanes, customers allowed, state. */
const BOOK_CODE_COLUMNS: DataColumn<BookCodeRow>[] = [
  { key: 'Code', title: refdataWords.code, width: 110, filter: 'text', sortable: true },
  { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
  { key: 'ContractNo', title: codeWords.contractNo, width: 170, filter: 'text', sortable: true },
  { key: 'BookingAgencyName', title: codeWords.agency, width: 200, filter: 'text', sortable: true },
  { key: 'ValidTo', title: codeWords.validity, width: 190, sortable: true, text: (row) => `${row.ValidFrom} – ${row.ValidTo}` },
  { key: 'TradeLaneCodes', title: refdataWords.tradeLanes, width: 110, text: (row) => row.TradeLaneCodes.join(' ') },
  {
    key: 'AllowedCompanyCodes',
    title: codeWords.allowedCustomers,
    width: 160,
    text: (row, l) => (row.AllowedCompanyCodes.length ? row.AllowedCompanyCodes.join(' ') : codeWords.allCustomers[l]),
  },
  {
    key: 'State',
    title: codeWords.state,
    width: 100,
    filter: [
      { value: 'ACTIVE', label: refdataWords.active },
      { value: 'EXPIRED', label: codeWords.expired },
      { value: 'DISABLED', label: refdataWords.disabledState },
    ],
    text: (row, l) => (row.State === 'EXPIRED' ? codeWords.expired : row.State === 'ACTIVE' ? refdataWords.active : refdataWords.disabledState)[l],
  },
  statusColumn<BookCodeRow>(),
];

/**
 * /DataMaintenance/BookCodes and /quckBook/BookCode (one screen, two pages): booking codes (约号) —
 * the carrier's contract number, the agent, the days it holds and the customers allowed to use it.
 * A code whose last day is past shows as expired (derived from today, never stored).
 */
export default function BookCodeScreen() {
  const w = useWords(codeWords);
  const r = useWords(refdataWords);
  return (
    <MasterGrid<BookCodeRow>
      list={refdataListCalls.bookCodeList}
      calls={codeCalls.bookCode}
      access={{ read: ACCESS.bookCodeRead, edit: ACCESS.bookCodeEdit }}
      entity="bookCode"
      importColumns={[
        '代码 Code',
        '船公司 Carrier',
        '约号 Contract No',
        '订舱代理 Agency',
        '指定账户 Named account',
        '生效 Valid from',
        '截止 Valid to',
        '航线 Lanes',
        '适用客户 Customers',
        '备注 Remarks',
      ]}
      newTitle={codeWords.newBookCode}
      editTitle={codeWords.editBookCode}
      columns={BOOK_CODE_COLUMNS}
      fields={(row) => [
        { name: 'Code', label: r.code, disabled: !!row, helper: r.codeFixed },
        { name: 'CarrierCode', label: r.carrierCode, type: 'carrier' },
        { name: 'ContractNo', label: w.contractNo, helper: w.contractNoHelp },
        { name: 'BookingAgencyId', label: w.bookingAgency, type: 'record', records: RECORDS.bookingAgencies },
        { name: 'NamedAccount', label: w.namedAccount },
        { name: 'ValidFrom', label: r.validFromDate },
        { name: 'ValidTo', label: r.validToDate },
        { name: 'TradeLaneCodes', label: w.laneCodes },
        { name: 'AllowedCompanyIds', label: w.allowedCustomers, helper: w.allowedCustomersHelp },
        { name: 'Remarks', label: w.remarks, type: 'textarea' },
      ]}
      initial={(row) => ({
        Code: row.Code,
        CarrierCode: row.CarrierCode,
        ContractNo: row.ContractNo,
        BookingAgencyId: recordText(row.BookingAgencyId, row.BookingAgencyName),
        NamedAccount: row.NamedAccount,
        ValidFrom: row.ValidFrom,
        ValidTo: row.ValidTo,
        TradeLaneCodes: row.TradeLaneCodes.join(', '),
        AllowedCompanyIds: row.AllowedCompanyIds.map((id, i) => `${id} ${row.AllowedCompanyCodes[i] ?? ''}`.trim()).join(', '),
        Remarks: row.Remarks,
      })}
      body={(v) => ({
        Code: v.Code,
        CarrierCode: v.CarrierCode,
        ContractNo: v.ContractNo,
        BookingAgencyId: oneIdOfText(v.BookingAgencyId ?? ''),
        NamedAccount: v.NamedAccount,
        ValidFrom: v.ValidFrom,
        ValidTo: v.ValidTo,
        TradeLaneCodes: listOf(v.TradeLaneCodes),
        AllowedCompanyIds: idsOf(v.AllowedCompanyIds ?? ''),
        Remarks: v.Remarks,
      })}
    />
  );
}
