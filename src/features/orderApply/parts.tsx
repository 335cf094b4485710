import { Callout, HTMLSelect, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { RuleResultRow } from '../../contract/orderApply/calls';
import type { RiskLevel } from '../../domain/orderApply/risk';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { customersQuery } from './api/orderApply';
import { orderApplyWords, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from './words';
import { formatDate } from '../../domain/dates';
import { amountText } from '../../domain/money/bills';

export const LEVEL_INTENT: Record<RiskLevel, Intent> = { PASS: 'success', REVIEW: 'warning', BLOCK: 'danger' };

/** A level as a coloured tag in words. */
export function LevelTag({ level }: { level: RiskLevel }) {
  const lang = useLanguage();
  return (
    <Tag intent={LEVEL_INTENT[level]} minimal={level === 'PASS'} data-level={level}>
      {RISK_LEVEL_WORDS[level][lang]}
    </Tag>
  );
}

/** Every rule's result with its reason in words (and, on a decided application, its override). */
export function RuleResults({
  results,
  overrides,
}: {
  results: readonly (RuleResultRow & { OverrideBy?: string; OverrideReason?: string })[];
  overrides?: boolean;
}) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
    <HTMLTable compact striped className="oap-results" data-testid="rule-results">
      <thead>
        <tr>
          <th>{w.Rule}</th>
          <th>{w.level}</th>
          <th>{w.message}</th>
          {overrides ? <th>{w.overriddenBy}</th> : null}
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.Rule} data-rule={r.Rule} data-result={r.Result}>
            <td>
              {RISK_RULE_WORDS[r.Rule][lang]} <span className="bp6-text-muted">{r.Rule}</span>
            </td>
            <td>
              <LevelTag level={r.Result} />
            </td>
            <td>{r.Message[lang]}</td>
            {overrides ? <td>{r.OverrideBy ? `${r.OverrideBy}：${r.OverrideReason}` : ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The customer companies to pick from (value: the id). */
export function CustomerSelect({
  value,
  onChange,
  id,
  allowEmpty,
}: {
  value: number | undefined;
  onChange(id: number | undefined): void;
  id: string;
  allowEmpty?: boolean;
}) {
  const w = useWords(orderApplyWords);
  const customers = useQuery(customersQuery());
  return (
    <HTMLSelect
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      options={[
        ...(allowEmpty || value === undefined ? [{ value: '', label: w.pickCustomer }] : []),
        ...(customers.data ?? []).map((c) => ({ value: c.Id, label: `${c.Code} ${c.Name}` })),
      ]}
    />
  );
}

export type Problem = { message: string; errors?: { Path: string; Message: string }[] };
export const problemOf = (e: unknown): Problem => e as Problem;
export const fieldProblem = (p: Problem | undefined, path: string) => p?.errors?.find((e) => e.Path === path)?.Message;

export function ProblemCallout({ problem }: { problem: Problem | undefined }) {
  return problem ? (
    <Callout intent="danger" data-testid="oap-problem">
      {problem.message}
    </Callout>
  ) : null;
}

/** An instant as the reader's local day and minute. */
export const when = (iso: string | null | undefined) => formatDate(iso, 'dateTime');
/** Yuan as the screens print them (the bills' one amount format). */
export const yuan = amountText;
