import { levelsQueryOptions } from '../api/reads';
import { ruleCalls } from '../../../contract/rates/ruleCalls';
import { useQuery } from '@tanstack/react-query';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { MarkupRow } from '../../../contract/rates/ruleCalls';
import { useWords } from '../../../i18n/words';
import { useCan } from '../../../session/access';
import { useRoute } from '../../../ui/routeContext';
import { classAmountsText, lanesText, matchFields, validityFields } from './ruleForm';
import { MarkupPreview } from './MarkupPreview';
import { markupBody, markupInitial } from './markupForm';
import { RuleDialog, RuleFrame, RuleNameCell, RuleVersionCells, useRuleList } from './RuleScreenKit';
import { ruleWords } from './words';

const CALLS = {
  queryKey: 'markupRules',
  list: ruleCalls.markupList,
  save: ruleCalls.markupSave,
  setStatus: ruleCalls.markupSetStatus,
  edit: RATES_ACCESS.markupEdit,
};

/**
 * Mark-up rules (commercial.md §2.1 MarkupRule, R2.6): `/FlcExport/PriceSet` keeps the business
 * mark-up (the default when a customer's level has no rule for a lane), `FreightCustomerLevel` each
 * level's tier. A rule adds an amount per class in its currency, or a percentage of the cost, then
 * rounds up to its step; the floor margin stops a quote below it. Every save and every on/off is a
 * new version, so a price shown once is still explained by the version it used. Below the rules,
 * their effect on sample lanes.
 */
export default function MarkupRulesScreen() {
  const route = useRoute();
  const w = useWords(ruleWords);
  const scope = route.path === '/FlcExport/PriceSet' ? 'BUSINESS' : 'LEVEL';
  const list = useRuleList<MarkupRow>(CALLS);
  // the preview is cost and margin: shown to "view cost" holders only, as the server answers it
  const seesCost = useCan(RATES_ACCESS.rateViewCost);
  const levels = useQuery(levelsQueryOptions(scope === 'LEVEL'));
  const shown = (list.rules.data ?? []).filter((r) => r.Scope === scope);
  const value = (r: MarkupRow) => (r.Method === 'PERCENT' ? `${r.Pct}%` : `${r.Currency} ${classAmountsText(r.Amounts)}`);
  const r = list.editRow;
  const initial = markupInitial(r, String(levels.data?.find((l) => !l.IsPublic)?.Id ?? ''));

  return (
    <>
      <RuleFrame
        testId="markup-rules"
        icon="trending-up"
        hint={w.markupHint}
        calls={CALLS}
        list={list}
        head={
          <>
            <th>{w.name}</th>
            {scope === 'LEVEL' && <th>{w.level}</th>}
            <th>{w.lanes}</th>
            <th>{w.value}</th>
            <th>{w.roundingStep}</th>
          </>
        }
        dialog={
          <RuleDialog
            draftPrefix={`markupRule.${scope}`}
            calls={CALLS}
            list={list}
            initial={initial}
            fields={[
              { name: 'Name', label: w.name },
              ...(scope === 'LEVEL'
                ? [{ name: 'LevelId', label: w.level, options: (levels.data ?? []).map((l) => ({ value: String(l.Id), label: l.NameZh })) }]
                : []),
              {
                name: 'Method',
                label: w.method,
                options: [
                  { value: 'AMOUNT', label: w.byAmount },
                  { value: 'PERCENT', label: w.byPercent },
                ],
              },
              { name: 'Currency', label: w.currency },
              { name: 'Amounts', label: w.amounts, helper: w.amountsHelp },
              { name: 'Pct', label: w.pct },
              { name: 'ApplyTo', label: w.applyToSurcharges, type: 'checkbox' },
              { name: 'RoundingStep', label: w.roundingStep },
              { name: 'MinMargin', label: w.minMargin, helper: w.amountsHelp },
              ...matchFields(w),
              ...validityFields(w),
            ]}
            body={(v) => markupBody(v, r, scope, w.amountsBad)}
          />
        }
      >
        {shown.map((rule) => (
          <tr key={rule.Id}>
            <RuleNameCell rule={rule} />
            {scope === 'LEVEL' && <td>{rule.LevelName}</td>}
            <td>{lanesText(rule.Match, w.anyLane)}</td>
            <td>{value(rule)}</td>
            <td>{rule.RoundingStep}</td>
            <RuleVersionCells rule={rule} edit={CALLS.edit} onEdit={(x) => list.setEditing(x)} onToggle={(x) => void list.toggle(x)} />
          </tr>
        ))}
      </RuleFrame>
      {seesCost && <MarkupPreview {...(scope === 'LEVEL' ? { levels: levels.data ?? [] } : {})} />}
    </>
  );
}
