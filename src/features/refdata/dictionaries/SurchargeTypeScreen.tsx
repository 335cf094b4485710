import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { ACCESS } from '../../../contract/access';
import type { SurchargeTypeRow } from '../../../contract/refdata/dictionaryRows';
import { SURCHARGE_GROUPS } from '../../../domain/refdata/dictionaries';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { FEE_CATEGORY_WORDS } from '../words';
import { dictionaryWords, SURCHARGE_GROUP_WORDS } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

type Category = keyof typeof FEE_CATEGORY_WORDS;

/**
 * /DataMaintenance/FreightRateMaintenance/surchargetype: how each fee code behaves on a rate — its
 * group (freight surcharge, origin or destination local charge, filing), shown to customers or not,
 * included in an all-in rate or not (then never added on top), priced per container type or not.
 */
export default function SurchargeTypeScreen() {
  const w = useWords(dictionaryWords);
  const lang = useLanguage();
  const tick = (b: boolean) => (b ? '✓' : '');
  return (
    <MasterGrid<SurchargeTypeRow>
      list={refdataListCalls.surchargeTypeList}
      calls={dictionaryCalls.surchargeType}
      access={{ read: ACCESS.surchargeTypeRead, edit: ACCESS.surchargeTypeEdit }}
      entity="surchargeType"
      importColumns={['费用代码 Fee code', '分组 Group', '客户可见 Shown to customer', '含于全包价 In all-in', '按箱型 Per container type', '排序 Order']}
      newTitle={dictionaryWords.newSurchargeType}
      editTitle={dictionaryWords.editSurchargeType}
      columns={[
        { key: 'Code', title: dictionaryWords.feeCode, width: 80, filter: 'text', sortable: true },
        { key: 'NameZh', title: dictionaryWords.chineseName, width: 150, filter: 'text', sortable: true },
        { key: 'NameEn', title: dictionaryWords.englishName, width: 200, filter: 'text', sortable: true },
        { key: 'Category', title: dictionaryWords.feeCategory, width: 90, text: (r, l) => FEE_CATEGORY_WORDS[r.Category as Category]?.[l] ?? r.Category },
        {
          key: 'Group',
          title: dictionaryWords.group,
          width: 120,
          sortable: true,
          filter: SURCHARGE_GROUPS.map((g) => ({ value: g, label: SURCHARGE_GROUP_WORDS[g] })),
          text: (r, l) => SURCHARGE_GROUP_WORDS[r.Group as (typeof SURCHARGE_GROUPS)[number]]?.[l] ?? r.Group,
        },
        { key: 'ShowToCustomer', title: dictionaryWords.showToCustomer, width: 90, text: (r) => tick(r.ShowToCustomer) },
        { key: 'IncludedInAllIn', title: dictionaryWords.includedInAllIn, width: 90, text: (r) => tick(r.IncludedInAllIn) },
        { key: 'PerContainerType', title: dictionaryWords.perContainerType, width: 90, text: (r) => tick(r.PerContainerType) },
        { key: 'SortOrder', title: dictionaryWords.sortOrder, width: 60, sortable: true },
        statusColumn<SurchargeTypeRow>(),
      ]}
      fields={(row) => [
        { name: 'Code', label: w.feeCode, disabled: !!row, helper: w.masterCodeFixed },
        { name: 'Group', label: w.group, options: SURCHARGE_GROUPS.map((g) => ({ value: g, label: SURCHARGE_GROUP_WORDS[g][lang] })) },
        { name: 'ShowToCustomer', label: w.showToCustomer, type: 'checkbox' },
        { name: 'IncludedInAllIn', label: w.includedInAllIn, type: 'checkbox', helper: w.includedInAllInHelp },
        { name: 'PerContainerType', label: w.perContainerType, type: 'checkbox' },
        { name: 'SortOrder', label: w.sortOrder },
      ]}
      initial={(r) => ({
        Code: r.Code,
        Group: r.Group,
        ShowToCustomer: String(r.ShowToCustomer),
        IncludedInAllIn: String(r.IncludedInAllIn),
        PerContainerType: String(r.PerContainerType),
        SortOrder: String(r.SortOrder),
      })}
      body={(v) => ({
        Code: v.Code,
        Group: v.Group || 'FREIGHT_SURCHARGE',
        ShowToCustomer: v.ShowToCustomer === 'true',
        IncludedInAllIn: v.IncludedInAllIn === 'true',
        PerContainerType: v.PerContainerType === 'true',
        ...(v.SortOrder?.trim() ? { SortOrder: Number(v.SortOrder) } : {}),
      })}
    />
  );
}
