import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { SalesMarkupRow } from '../../../contract/rates/ruleCalls';
import type { LevelCompany } from '../../../contract/rates/searchCalls';
import { useWords } from '../../../i18n/words';
import { apiData } from '../../../streams/http';
import { amountsOf, classAmountsText, lanesText, matchFields, validityFields } from './ruleForm';
import { RuleDialog, RuleFrame, RuleNameCell, RuleVersionCells, ruleCommonBody, ruleCommonInitial, useRuleList } from './RuleScreenKit';
import { ruleWords } from './words';

const CALLS = {
  queryKey: 'salesMarkups',
  list: ENDPOINTS.salesMarkupList,
  save: ENDPOINTS.salesMarkupSave,
  setStatus: ENDPOINTS.salesMarkupSetStatus,
  edit: RATES_ACCESS.salesMarkupEdit,
};

/**
 * /SeaFreight/FreightPush (commercial.md §2.1 SalesMarkup, §2.4 step 5): my add-ons on the tier
 * price, per lane and class, for all my customers or one — the quick quote centre and my quotes add
 * them; a negative one (a discount) needs the override. Versions like the other rules, so a quote
 * explains the add-on it used. Pushing rate cards to customers from here is still to come.
 */
export default function SalesMarkupScreen() {
  const w = useWords(ruleWords);
  const list = useRuleList<SalesMarkupRow>(CALLS);
  const customers = useQuery({
    queryKey: ['rates', 'levelCompanies'],
    queryFn: () => apiData<LevelCompany[]>('GET', ENDPOINTS.customerLevelCompanies),
  });
  const r = list.editRow;
  const initial = {
    ...ruleCommonInitial(r),
    Currency: r?.Currency ?? 'USD',
    Amounts: r ? classAmountsText(r.Amounts) : '',
    Target: r?.TargetCompanyIds[0] ? String(r.TargetCompanyIds[0]) : '',
  };
  const targetOptions = [{ value: '', label: w.allMyCustomers }, ...(customers.data ?? []).map((c) => ({ value: String(c.CompanyId), label: c.CompanyName }))];

  return (
    <RuleFrame
      testId="sales-markups"
      icon="person"
      hint={w.salesHint}
      calls={CALLS}
      list={list}
      head={
        <>
          <th>{w.name}</th>
          <th>{w.customers}</th>
          <th>{w.lanes}</th>
          <th>{w.value}</th>
        </>
      }
      dialog={
        <RuleDialog
          draftPrefix="salesMarkup"
          calls={CALLS}
          list={list}
          initial={initial}
          fields={[
            { name: 'Name', label: w.name },
            { name: 'Target', label: w.customers, options: targetOptions },
            { name: 'Currency', label: w.currency },
            { name: 'Amounts', label: w.amounts, helper: w.salesAmountsHelp },
            ...matchFields(w),
            ...validityFields(w),
          ]}
          body={(v) => ({
            ...ruleCommonBody(v, r),
            Currency: v.Currency?.trim().toUpperCase() ?? '',
            Amounts: amountsOf(v.Amounts, 'Amounts', w.amountsBad, true),
            TargetCompanyIds: v.Target ? [Number(v.Target)] : [],
          })}
        />
      }
    >
      {(list.rules.data ?? []).map((rule) => (
        <tr key={rule.Id}>
          <RuleNameCell rule={rule} />
          <td>{rule.TargetNames.length ? rule.TargetNames.join('、') : w.allMyCustomers}</td>
          <td>{lanesText(rule.Match, w.anyLane)}</td>
          <td>
            {rule.Currency} {classAmountsText(rule.Amounts)}
          </td>
          <RuleVersionCells rule={rule} edit={CALLS.edit} onEdit={(x) => list.setEditing(x)} onToggle={(x) => void list.toggle(x)} />
        </tr>
      ))}
    </RuleFrame>
  );
}
