import { ruleCalls } from '../../../contract/rates/ruleCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { SurchargeRow } from '../../../contract/rates/ruleCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { lanesText, matchFields, validityFields } from './ruleForm';
import { surchargeAmountText, surchargeBody, surchargeConditionText, surchargeInitial } from './surchargeForm';
import { RuleDialog, RuleFrame, RuleNameCell, RuleVersionCells, useRuleList } from './RuleScreenKit';
import { BASIS_WORDS, KIND_WORDS, ruleWords, SIDE_WORDS, TERM_WORDS } from './words';

const CALLS = {
  queryKey: 'surchargeRules',
  list: ruleCalls.surchargeList,
  save: ruleCalls.surchargeSave,
  setStatus: ruleCalls.surchargeSetStatus,
  edit: RATES_ACCESS.surchargeEdit,
};

/** A select's options from a words table, in the screen's language. */
const optionsIn =
  (lang: 'zh' | 'en') =>
  <T extends string>(words: Record<string, { zh: string; en: string }>, keys: readonly T[]) =>
    keys.map((k) => ({ value: k, label: words[k]![lang] }));

/**
 * Surcharge rules (commercial.md §2.1 SurchargeRule, R2.4, R2.11): `/FlcExport/AdditionalFee`
 * keeps the mandatory ones (filing fees per trade, seal fees …), `extracost` the conditional and
 * optional extra costs (overweight above a declared weight, dangerous goods by IMO class, trucking,
 * customs, insurance). A charge is per container (per class or one amount), per B/L, per shipment or
 * a percentage of the ocean freight within a minimum and maximum. Saves and on/off are versions.
 */
export default function SurchargeRulesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(ruleWords);
  const kinds = route.path === '/FlcExport/AdditionalFee' ? (['MANDATORY'] as const) : (['CONDITIONAL', 'OPTIONAL'] as const);
  const conditional = kinds.includes('CONDITIONAL' as never);
  const list = useRuleList<SurchargeRow>(CALLS);
  const shown = (list.rules.data ?? []).filter((r) => (kinds as readonly string[]).includes(r.Kind));
  const pick = optionsIn(lang);
  const r = list.editRow;
  const initial = surchargeInitial(r, kinds[0]);

  return (
    <RuleFrame
      testId="surcharge-rules"
      icon="dollar"
      hint={w.surchargeHint}
      calls={CALLS}
      list={list}
      head={
        <>
          <th>{w.name}</th>
          <th>{w.feeCode}</th>
          <th>{w.kind}</th>
          <th>{w.lanes}</th>
          <th>{w.basis}</th>
          <th>{w.amounts}</th>
          {conditional && <th>{w.condition}</th>}
        </>
      }
      dialog={
        <RuleDialog
          draftPrefix={`surchargeRule.${kinds[0]}`}
          calls={CALLS}
          list={list}
          initial={initial}
          fields={[
            { name: 'Name', label: w.name },
            { name: 'Kind', label: w.kind, options: pick(KIND_WORDS, kinds) },
            { name: 'FeeCode', label: w.feeCode },
            { name: 'Basis', label: w.basis, options: pick(BASIS_WORDS, ['PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PERCENT'] as const) },
            { name: 'Currency', label: w.currency },
            { name: 'PaymentTerm', label: w.paymentTerm, options: pick(TERM_WORDS, ['PRE', 'COL'] as const) },
            { name: 'Side', label: w.side, options: pick(SIDE_WORDS, ['FREIGHT', 'ORIGIN', 'DESTINATION'] as const) },
            { name: 'Amounts', label: w.amounts, helper: w.amountsHelp },
            { name: 'Amount', label: w.amount },
            { name: 'Min', label: w.min },
            { name: 'Max', label: w.max },
            ...(conditional
              ? [
                  { name: 'GrossKgOver', label: w.grossKgOver },
                  { name: 'ImoClasses', label: w.imoClasses },
                ]
              : []),
            ...matchFields(w),
            ...validityFields(w),
          ]}
          body={(v) => surchargeBody(v, r, w.amountsBad)}
        />
      }
    >
      {shown.map((rule) => (
        <tr key={rule.Id}>
          <RuleNameCell rule={rule} />
          <td>
            {rule.FeeCode} {rule.FeeName}
          </td>
          <td>{KIND_WORDS[rule.Kind]![lang]}</td>
          <td>{lanesText(rule.Match, w.anyLane)}</td>
          <td>
            {BASIS_WORDS[rule.Basis]![lang]} · {SIDE_WORDS[rule.Side]![lang]} · {TERM_WORDS[rule.PaymentTerm]![lang]}
          </td>
          <td>{surchargeAmountText(rule)}</td>
          {conditional && <td>{surchargeConditionText(rule)}</td>}
          <RuleVersionCells rule={rule} edit={CALLS.edit} onEdit={(x) => list.setEditing(x)} onToggle={(x) => void list.toggle(x)} />
        </tr>
      ))}
    </RuleFrame>
  );
}
