import { levelCompaniesQueryOptions } from '../api/reads';
import { ruleCalls } from '../../../contract/rates/ruleCalls';
import { H2, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { SalesMarkupRow } from '../../../contract/rates/ruleCalls';
import { useWords } from '../../../i18n/words';
import { useLanguage } from '../../../i18n/language';
import { useCan } from '../../../session/access';
import { useRoute } from '../../../ui/routeContext';
import { RateCardList } from '../cards/RateCardList';
import { cardWords } from '../cards/words';
import { amountsOf, classAmountsText, lanesText, matchFields, validityFields } from './ruleForm';
import { RuleDialog, RuleFrame, RuleNameCell, RuleVersionCells, ruleCommonBody, ruleCommonInitial, useRuleList } from './RuleScreenKit';
import { ruleWords } from './words';

const CALLS = {
  queryKey: 'salesMarkups',
  list: ruleCalls.salesList,
  save: ruleCalls.salesSave,
  setStatus: ruleCalls.salesSetStatus,
  edit: RATES_ACCESS.salesMarkupEdit,
};

/**
 * /SeaFreight/FreightPush (commercial.md §2.1 SalesMarkup and RateCard, §2.4 step 5): two tabs —
 * my add-ons on the tier price, and the rate cards I pushed with who opened them. The tab is in
 * the address (`?tab=cards`), so a link or a reload lands on it.
 */
export default function FreightPushScreen() {
  const w = useWords(cardWords);
  const [params, setParams] = useSearchParams();
  const route = useRoute();
  const lang = useLanguage();
  const cards = useCan(RATES_ACCESS.rateCardRead);
  const tab = cards && params.get('tab') === 'cards' ? 'cards' : 'addOns';
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <Tabs
        id="freight-push"
        selectedTabId={tab}
        onChange={(t) => setParams(t === 'cards' ? { tab: 'cards' } : {}, { replace: true })}
        renderActiveTabPanelOnly
      >
        <Tab id="addOns" title={w.addOns} panel={<SalesMarkups />} />
        {cards && <Tab id="cards" title={w.cards} panel={<RateCardList />} />}
      </Tabs>
    </section>
  );
}

/**
 * My add-ons on the tier price (commercial.md §2.1 SalesMarkup, §2.4 step 5), per lane and class,
 * for all my customers or one — the quick quote centre, my quotes and my rate cards add them; a
 * negative one (a discount) needs the override. Versions like the other rules, so a quote explains
 * the add-on it used.
 */
function SalesMarkups() {
  const w = useWords(ruleWords);
  const list = useRuleList<SalesMarkupRow>(CALLS);
  const customers = useQuery(levelCompaniesQueryOptions());
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
      untitled
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
