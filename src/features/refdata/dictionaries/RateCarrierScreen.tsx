import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { Tag } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import type { RateCarrierRow } from '../../../contract/refdata/dictionaryRows';
import { VALIDITY_BASES } from '../../../domain/refdata/dictionaries';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { dictionaryWords, VALIDITY_BASIS_WORDS } from './words';
import { RECORDS, recordText } from '../recordSources';
import { oneIdOfText } from '../../../domain/refdata/agencies';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /DataMaintenance/FreightRateMaintenance/ShipCompany: which carriers rate search shows, in what
 * order, under which name, who keeps their rates, and their default currency and validity basis.
 * The carrier itself (SCAC, names) is the master list's; a carrier disabled there is marked.
 */
export default function RateCarrierScreen() {
  const w = useWords(dictionaryWords);
  const lang = useLanguage();
  return (
    <MasterGrid<RateCarrierRow>
      list={refdataListCalls.rateCarrierList}
      calls={dictionaryCalls.rateCarrier}
      access={{ read: ACCESS.rateCarrierRead, edit: ACCESS.rateCarrierEdit }}
      entity="rateCarrier"
      importColumns={[
        '船公司 Carrier',
        '查询显示 Show in search',
        '显示名称 Display name',
        '维护人 Maintainer',
        '币种 Currency',
        '有效期基准 Validity basis',
        '备注 Notes',
        '排序 Order',
      ]}
      newTitle={dictionaryWords.newRateCarrier}
      editTitle={dictionaryWords.editRateCarrier}
      columns={[
        { key: 'Code', title: dictionaryWords.carrier, width: 80, filter: 'text', sortable: true },
        { key: 'CarrierNameZh', title: dictionaryWords.chineseName, width: 120, filter: 'text', sortable: true },
        { key: 'CarrierNameEn', title: dictionaryWords.englishName, width: 200, filter: 'text', sortable: true },
        { key: 'ShowInSearch', title: dictionaryWords.showInSearch, width: 100, text: (r) => (r.ShowInSearch ? '✓' : '') },
        { key: 'DisplayNameZh', title: dictionaryWords.displayNameZh, width: 100 },
        { key: 'MaintainerName', title: dictionaryWords.maintainer, width: 100, filter: 'text', sortable: true },
        { key: 'DefaultCurrency', title: dictionaryWords.defaultCurrency, width: 80 },
        {
          key: 'DefaultValidityBasis',
          title: dictionaryWords.validityBasis,
          width: 100,
          text: (r, l) => VALIDITY_BASIS_WORDS[r.DefaultValidityBasis as (typeof VALIDITY_BASES)[number]]?.[l] ?? r.DefaultValidityBasis,
        },
        { key: 'Notes', title: dictionaryWords.notes, width: 200 },
        { key: 'SortOrder', title: dictionaryWords.sortOrder, width: 60, sortable: true },
        statusColumn<RateCarrierRow>(),
        {
          key: 'CarrierStatus',
          title: dictionaryWords.masterDisabled,
          width: 100,
          text: (r, l) => (r.CarrierStatus === 'DISABLED' ? dictionaryWords.masterDisabled[l] : ''),
        },
      ]}
      fields={(row) => [
        { name: 'Code', label: w.carrier, disabled: !!row, helper: w.masterCodeFixed, type: 'carrier' },
        { name: 'ShowInSearch', label: w.showInSearch, type: 'checkbox' },
        { name: 'DisplayNameZh', label: w.displayNameZh },
        { name: 'MaintainerEmployeeId', label: w.maintainerId, type: 'record', records: RECORDS.employees },
        { name: 'DefaultCurrency', label: w.defaultCurrency },
        { name: 'DefaultValidityBasis', label: w.validityBasis, options: VALIDITY_BASES.map((b) => ({ value: b, label: VALIDITY_BASIS_WORDS[b][lang] })) },
        { name: 'Notes', label: w.notes, type: 'textarea' },
        { name: 'SortOrder', label: w.sortOrder },
      ]}
      initial={(r) => ({
        Code: r.Code,
        ShowInSearch: String(r.ShowInSearch),
        DisplayNameZh: r.DisplayNameZh,
        MaintainerEmployeeId: recordText(r.MaintainerEmployeeId, r.MaintainerName),
        DefaultCurrency: r.DefaultCurrency,
        DefaultValidityBasis: r.DefaultValidityBasis,
        Notes: r.Notes,
        SortOrder: String(r.SortOrder),
      })}
      body={(v) => ({
        Code: v.Code,
        ShowInSearch: v.ShowInSearch === 'true',
        DisplayNameZh: v.DisplayNameZh,
        MaintainerEmployeeId: oneIdOfText(v.MaintainerEmployeeId ?? ''),
        DefaultCurrency: v.DefaultCurrency,
        DefaultValidityBasis: v.DefaultValidityBasis,
        Notes: v.Notes,
        ...(v.SortOrder?.trim() ? { SortOrder: Number(v.SortOrder) } : {}),
      })}
    >
      <Tag minimal>{w.rateCarriersHint}</Tag>
    </MasterGrid>
  );
}
