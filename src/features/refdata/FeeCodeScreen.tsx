import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import { FEE_BASES, FEE_CATEGORIES, type FeeCodeRow } from '../../contract/refdata/listItems';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { FEE_BASIS_WORDS, FEE_CATEGORY_WORDS, refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /BasicData/CostName: every charge code the platform knows (OF, BAF, THC …), for billing as well
 * as pricing: its category, default calculation basis, currency and payment term (PRE/COL).
 */
export default function FeeCodeScreen() {
  const w = useWords(refdataWords);
  const lang = useLanguage();
  return (
    <MasterGrid<FeeCodeRow>
      list={refdataListCalls.feeCodeList}
      calls={refdataCalls.feeCode}
      access={{ read: ACCESS.feeCodeRead, edit: ACCESS.feeCodeEdit }}
      entity="feeCode"
      importColumns={['代码 Code', '中文名 Chinese name', '英文名 English name', '类别 Category', '计费方式 Basis', '币种 Currency', '付款 Term']}
      newTitle={refdataWords.newFeeCode}
      editTitle={refdataWords.editFeeCode}
      columns={[
        { key: 'Code', title: refdataWords.code, width: 80, filter: 'text', sortable: true },
        { key: 'NameZh', title: refdataWords.chineseName, width: 150, filter: 'text', sortable: true },
        { key: 'NameEn', title: refdataWords.englishName, width: 220, filter: 'text', sortable: true },
        {
          key: 'Category',
          title: refdataWords.feeCategory,
          width: 110,
          sortable: true,
          filter: FEE_CATEGORIES.map((c) => ({ value: c, label: FEE_CATEGORY_WORDS[c] })),
          text: (r, l) => FEE_CATEGORY_WORDS[r.Category as (typeof FEE_CATEGORIES)[number]]?.[l] ?? r.Category,
        },
        {
          key: 'DefaultBasis',
          title: refdataWords.feeBasis,
          width: 110,
          text: (r, l) => FEE_BASIS_WORDS[r.DefaultBasis as (typeof FEE_BASES)[number]]?.[l] ?? r.DefaultBasis,
        },
        { key: 'DefaultCurrency', title: refdataWords.currency, width: 70 },
        { key: 'DefaultPaymentTerm', title: refdataWords.paymentTerm, width: 80 },
        statusColumn<FeeCodeRow>(),
      ]}
      fields={(row) => [
        { name: 'Code', label: w.code, disabled: !!row, helper: w.codeFixed },
        { name: 'NameZh', label: w.chineseName },
        { name: 'NameEn', label: w.englishName },
        { name: 'Category', label: w.feeCategory, options: FEE_CATEGORIES.map((c) => ({ value: c, label: `${c} ${FEE_CATEGORY_WORDS[c][lang]}` })) },
        { name: 'DefaultBasis', label: w.feeBasis, options: FEE_BASES.map((b) => ({ value: b, label: `${b} ${FEE_BASIS_WORDS[b][lang]}` })) },
        { name: 'DefaultCurrency', label: w.currency },
        {
          name: 'DefaultPaymentTerm',
          label: w.paymentTerm,
          options: [
            { value: '', label: '—' },
            { value: 'PRE', label: w.prepaid },
            { value: 'COL', label: w.collect },
          ],
        },
      ]}
      initial={(r) => ({
        Code: r.Code,
        NameZh: r.NameZh,
        NameEn: r.NameEn,
        Category: r.Category,
        DefaultBasis: r.DefaultBasis,
        DefaultCurrency: r.DefaultCurrency,
        DefaultPaymentTerm: r.DefaultPaymentTerm,
      })}
      body={(v) => ({ ...v })}
    />
  );
}
