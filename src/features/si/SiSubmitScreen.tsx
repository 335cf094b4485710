import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonGroup, Callout, H2, Spinner } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { useCan } from '../../session/access';
import { freeContainers } from './drafts';
import { SiBookingPick } from './SiBookingPick';
import { SiDraftsStage } from './SiDraftsStage';
import { SiPlanCard } from './SiPlanCard';
import { SiSubmitCard, SiSubmitted } from './SiSubmitFinish';
import { useBehalf, useSiFlow, type SiFlow, type SiFlowMode } from './siFlow';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

/** The multi-create flow on screen: pick a booking, plan, fill each draft, finish, submit once. */
function FlowScreen({ flow, title }: { flow: SiFlow; title: string }) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const state = useSelector(flow.actor, (s) => s);
  const behalf = useBehalf(flow);
  const templates = useCan(ACCESS.siTemplates);
  const [count, setCount] = useState(1);
  const { source } = state.context;
  const free = useMemo(() => (source ? freeContainers(source) : []), [source]);
  const onBehalf = flow.mode === 'onBehalf';
  const needsBehalf = onBehalf && (!behalf || behalf.COMPANYID !== source?.CompanyId);
  const record = flow.record;
  const sent = state.matches({ finish: 'submitted' });
  // a released booking's "make SIs" (commercial.md §6.7) lands here with its CGO_ID: the flow starts on it
  const [params] = useSearchParams();
  const startOn = params.get('cgo');
  const idle = state.matches('init');
  const started = useRef(false); // once per visit: a flow finished and begun again picks its own booking
  useEffect(() => {
    if (startOn && idle && !started.current) {
      started.current = true;
      record({ type: 'si.start', cgoId: startOn });
    }
  }, [startOn, idle, record]);
  return (
    <section className="admin-screen si-submit" data-testid="si-submit" data-state={JSON.stringify(state.value)}>
      <H2>{title}</H2>
      {state.matches('init') && <SiBookingPick onBehalf={onBehalf} record={record} />}
      {state.matches({ process1: 'loading' }) && <Spinner />}
      {state.matches({ process1: 'failed' }) && (
        <Callout intent="danger" role="alert" data-testid="si-load-failed">
          <p>
            {w.bookingCannotOpen(state.context.cgoId ?? '')}
            {state.context.error}
          </p>
          <ButtonGroup>
            <Button text={common.retry} onClick={() => flow.actor.send({ type: 'si.retry' })} />
            <Button intent="danger" icon="trash" text={w.discardTheseDrafts} onClick={() => void record({ type: 'si.restart' })} />
          </ButtonGroup>
        </Callout>
      )}
      {state.matches({ process1: 'planning' }) && source && (
        <SiPlanCard source={source} freeCount={free.length} onBehalf={onBehalf} count={count} setCount={setCount} record={record} />
      )}
      {(state.matches('process2') || state.matches('finish')) && !sent && <SiDraftsStage flow={flow} state={state} onBehalf={onBehalf} templates={templates} />}
      {state.matches('finish') && !state.matches({ finish: 'submitted' }) && <SiSubmitCard flow={flow} state={state} needsBehalf={needsBehalf} />}
      {sent && <SiSubmitted flow={flow} state={state} onBehalf={onBehalf} />}
    </section>
  );
}

/** The flow of the signed-in employee (own, or on a customer's behalf), once its draft log is replayed. */
export function SiMakeFlow({ mode, title }: { mode: SiFlowMode; title: string }) {
  const flow = useSiFlow(mode);
  return flow ? <FlowScreen key={flow.key} flow={flow} title={title} /> : <Spinner />;
}

/** /external/workbench/siSubmit: several SIs from one booking, kept in the browser until submitted. */
export default function SiSubmitScreen() {
  const w = useWords(siWords);
  return <SiMakeFlow mode="own" title={w.submitSi} />;
}
