import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { useSiDetailHref } from './SiInlineDetail';
import type { SiFlow } from './siFlow';
import { siWords } from './words';

type FlowState = SnapshotFrom<SiFlow['actor']>;

/** Every draft finished: the one submission (a retry after a failure creates nothing twice). */
export function SiSubmitCard({ flow, state, needsBehalf }: { flow: SiFlow; state: FlowState; needsBehalf: boolean }) {
  const w = useWords(siWords);
  const { problems } = state.context;
  return (
    <Card>
      {state.matches({ finish: 'failed' }) && (
        <Callout intent="danger" role="alert">
          {state.context.error}（{w.retryCreatesNothingTwice}）
        </Callout>
      )}
      {needsBehalf && <Callout intent="warning">{w.chooseCustomerEmployeeSis}</Callout>}
      <Button
        intent="primary"
        size="large"
        icon="send-message"
        loading={state.matches({ finish: 'submitting' })}
        disabled={problems.length > 0 || needsBehalf}
        text={state.matches({ finish: 'failed' }) ? w.retrySubmission : w.submitAll(state.context.total)}
        onClick={() => flow.actor.send({ type: state.matches({ finish: 'failed' }) ? 'si.retry' : 'si.submit' })}
      />
    </Card>
  );
}

/** The drafts are SIs now: the page names them (as the server answered), each opening its own page. */
export function SiSubmitted({ flow, state, onBehalf }: { flow: SiFlow; state: FlowState; onBehalf: boolean }) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const href = useSiDetailHref();
  const { source } = state.context;
  return (
    <Callout intent="success" role="status" data-testid="si-submitted">
      <p>
        {w.submittedAwaitingReview(state.context.created.length)}
        {state.context.created.map((c, i) => (
          <span key={c.Id}>
            {i > 0 && common.listSeparator}
            <Link to={href(c.Id)} data-testid="si-created">{`SI ${c.TBI_NO}`}</Link>
          </span>
        ))}
        {source && (
          <Tag minimal>
            {source.CGO_ID}
            {onBehalf ? ` · ${source.CompanyName}` : ''}
          </Tag>
        )}
      </p>
      <Link to={onBehalf ? '/tdManage/internalSiList' : '/external/workbench/SISubimtList'}>{w.seeSis}</Link>{' '}
      <Button variant="minimal" text={w.makeAnotherBatch} onClick={() => void flow.record({ type: 'si.restart' })} />
    </Callout>
  );
}
