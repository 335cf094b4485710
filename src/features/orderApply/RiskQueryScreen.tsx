import { Button, FormGroup, H2, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { RiskCheckAnswer } from '../../contract/orderApply/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { riskCheck } from './api/orderApply';
import { HblPicker } from './HblPicker';
import { CustomerSelect, LevelTag, type Problem, ProblemCallout, problemOf, RuleResults, yuan } from './parts';
import { orderApplyWords } from './words';

/**
 * The risk query (operations.md §11.5 /orderApply/apply/OrderApplyCheck): a B/L or a customer, every
 * rule's result with its amounts and dates — nothing is applied for, nothing is logged.
 */
export default function RiskQueryScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [by, setBy] = useState<'hbl' | 'customer'>('hbl');
  const [hbl, setHbl] = useState<number>();
  const [company, setCompany] = useState<number>();
  const [answer, setAnswer] = useState<RiskCheckAnswer>();
  const [problem, setProblem] = useState<Problem>();
  const run = async () => {
    setProblem(undefined);
    try {
      setAnswer(await riskCheck(by === 'hbl' ? { HBL_ID: hbl } : { CompanyId: company }));
    } catch (e) {
      setAnswer(undefined);
      setProblem(problemOf(e));
    }
  };
  return (
    <section className="admin-screen" data-testid="oap-risk-query">
      <H2>{route.title[lang]}</H2>
      <RadioGroup inline selectedValue={by} onChange={(e) => setBy(e.currentTarget.value as 'hbl' | 'customer')}>
        <Radio value="hbl" label={w.byHbl} />
        <Radio value="customer" label={w.byCustomer} />
      </RadioGroup>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
        {by === 'hbl' ? (
          <FormGroup label={w.HBL_ID} labelFor="oap-hbl">
            <HblPicker value={hbl} onChange={setHbl} />
          </FormGroup>
        ) : (
          <FormGroup label={w.CompanyId} labelFor="oap-query-company">
            <CustomerSelect id="oap-query-company" value={company} onChange={setCompany} />
          </FormGroup>
        )}
        <FormGroup>
          <Button intent="primary" icon="search" text={w.query} onClick={() => void run()} disabled={by === 'hbl' ? !hbl : !company} data-testid="oap-query" />
        </FormGroup>
      </div>
      <ProblemCallout problem={problem} />
      {answer ? (
        <>
          <p data-testid="oap-query-summary">
            <LevelTag level={answer.Level} /> {answer.CompanyName} {answer.HBL_NO ? `· ${answer.HBL_NO} · ${w.unpaidCny} ${yuan(answer.UnpaidCny)}` : ''} ·{' '}
            {w.availableCny} {answer.GuaranteeAvailableCny === null ? w.noGuarantee : yuan(answer.GuaranteeAvailableCny)}
          </p>
          <RuleResults results={answer.Results} />
        </>
      ) : null}
    </section>
  );
}
