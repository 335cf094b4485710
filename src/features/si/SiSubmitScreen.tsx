import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonGroup, Callout, Card, FormGroup, H2, H4, HTMLSelect, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { SiProblem } from '../../contract/si';
import { boxSummary } from '../../domain/si/summary';
import { checkWarnings } from '../../domain/si/check';
import { doneCount, type Draft } from './machines/siMultiCreateMachine';
import { DataTable } from '../../lib/DataTable';
import { useCan } from '../../session/access';
import { draftProblems } from './draftKeys';
import { freeContainers, planDrafts } from './drafts';
import { Problems, SiRecordEditor } from './SiRecordEditor';
import { useSiDetailHref } from './SiInlineDetail';
import { newSubmissionKey, useBehalf, useSiFlow, type OnBehalfTarget, type SiFlow, type SiFlowMode } from './siFlow';
import { behalfChoicesQueryOptions } from './api/lists';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import { siListCalls } from '../../contract/si/listCalls';

interface BookingRow {
  CGO_ID: string;
  MBL_NO: string;
  CompanyName: string;
  VESSEL: string;
  VOYAGE: string;
  LOADING_CODE: string;
  DISCHARGE_CODE: string;
  DEADLINE: string;
  SIs: number;
  Containers: { TYPE: string; COUNT: number }[];
}

/** The customer company of a booking and its active employees (staff making SIs on their behalf). */
export interface BehalfChoices {
  COMPANYID: number;
  COMPANYCODE: string;
  CompanyName: string;
  Employees: { EmployeeId: number; Name: string }[];
}

/** One draft: the whole record in the editor; each change goes to the draft log first. */
function DraftEditor({ flow, draft, drafts, problems, templates }: { flow: SiFlow; draft: Draft; drafts: Draft[]; problems: SiProblem[]; templates: boolean }) {
  const w = useWords(siWords);
  const mine = draftProblems(problems, drafts.indexOf(draft));
  return (
    <Card className="si-draft" data-testid={`draft-${draft.draftId}`}>
      <H4>
        {w.draft} {draft.draftId} <Tag minimal>{boxSummary(draft.record.Boxes) || w.noBoxes}</Tag> {draft.done && <Tag intent="success">{w.finished}</Tag>}
      </H4>
      <SiRecordEditor
        record={draft.record}
        idPrefix={draft.draftId}
        problems={mine}
        templates={templates}
        onCommit={(record) => void flow.record({ type: 'si.draftChanged', draftId: draft.draftId, record })}
        boxAction={(b, i) =>
          drafts.length > 1 ? (
            <HTMLSelect
              aria-label={w.moveToDraft(b.TBX_CNNO || w.boxNoInText(i + 1))}
              value=""
              onChange={(e) =>
                e.currentTarget.value && void flow.record({ type: 'si.containerMoved', from: draft.draftId, to: e.currentTarget.value, container: b.TBX_CNNO })
              }
              options={[{ value: '', label: w.moveTo }, ...drafts.filter((x) => x !== draft).map((x) => ({ value: x.draftId, label: x.draftId }))]}
            />
          ) : null
        }
      />
      <Problems problems={[...mine, ...checkWarnings([draft.record])]} record={draft.record} />
      <ButtonGroup>
        {draft.done ? (
          <Button text={w.editAgain} onClick={() => void flow.record({ type: 'si.draftReopened', draftId: draft.draftId })} />
        ) : (
          <Button
            intent="success"
            icon="tick"
            text={w.finishThisDraft}
            disabled={mine.length > 0}
            onClick={() => void flow.record({ type: 'si.draftDone', draftId: draft.draftId })}
          />
        )}
      </ButtonGroup>
    </Card>
  );
}

/** Staff only: the customer employee the SIs are made for (sent as EmployeeId, COMPANYID, COMPANYCODE). */
function BehalfPicker({ flow, cgoId, companyId }: { flow: SiFlow; cgoId: string; companyId: number }) {
  const w = useWords(siWords);
  const chosen = useBehalf(flow);
  const choices = useQuery(behalfChoicesQueryOptions(cgoId));
  const current = chosen?.COMPANYID === companyId ? chosen : undefined;
  const c = choices.data;
  return (
    <Card data-testid="si-behalf">
      <H4>{w.submittingForCustomer}</H4>
      {choices.error && (
        <Callout intent="danger" role="alert">
          {(choices.error as Error).message}
        </Callout>
      )}
      {c && (
        <FormGroup label={w.customerEmployeeSisAre} labelFor="si-behalf-employee" helperText={w.sisBelongToEmployee(c.CompanyName, c.COMPANYCODE)}>
          <HTMLSelect
            id="si-behalf-employee"
            value={current ? String(current.EmployeeId) : ''}
            onChange={(e) => {
              const e2 = c.Employees.find((x) => String(x.EmployeeId) === e.currentTarget.value);
              const target: OnBehalfTarget | undefined = e2
                ? { EmployeeId: e2.EmployeeId, EmployeeName: e2.Name, COMPANYID: c.COMPANYID, COMPANYCODE: c.COMPANYCODE, CompanyName: c.CompanyName }
                : undefined;
              void flow.setBehalf(target);
            }}
            options={[{ value: '', label: w.chooseEmployee }, ...c.Employees.map((x) => ({ value: String(x.EmployeeId), label: x.Name }))]}
          />
        </FormGroup>
      )}
      {choices.isPending && <Spinner size={16} />}
    </Card>
  );
}

/** The multi-create flow on screen: pick a booking, plan, fill each draft, finish, submit once. */
function FlowScreen({ flow, title }: { flow: SiFlow; title: string }) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const state = useSelector(flow.actor, (s) => s);
  const behalf = useBehalf(flow);
  const templates = useCan(ACCESS.siTemplates);
  const [count, setCount] = useState(1);
  const { problems, drafts, source } = state.context;
  const free = useMemo(() => (source ? freeContainers(source) : []), [source]);
  const maxSis = Math.max(1, free.length);
  const onBehalf = flow.mode === 'onBehalf';
  const needsBehalf = onBehalf && (!behalf || behalf.COMPANYID !== source?.CompanyId);
  const record = flow.record;
  const href = useSiDetailHref();
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
      {state.matches('init') && (
        <>
          <Callout icon="info-sign">{onBehalf ? w.pickCustomerBookingPlan : w.pickBookingPlanHow}</Callout>
          <DataTable<BookingRow>
            list={siListCalls.bookings}
            label={w.bookings}
            onOpen={(b) => void record({ type: 'si.start', cgoId: b.CGO_ID })}
            columns={[
              { key: 'CGO_ID', title: siWords.cgoId, width: 170, filter: 'text', sortable: true },
              ...(onBehalf ? [{ key: 'CompanyName', title: commonWords.customer, width: 160 }] : []),
              { key: 'MBL_NO', title: siWords.mblNo, width: 150, filter: 'text' },
              { key: 'VESSEL', title: siWords.vesselVoyage, width: 200, text: (b) => `${b.VESSEL} ${b.VOYAGE}` },
              { key: 'LOADING_CODE', title: siWords.fromTo, width: 120, text: (b) => `${b.LOADING_CODE}—${b.DISCHARGE_CODE}` },
              { key: 'Containers', title: siWords.containers, width: 120, text: (b) => b.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ') },
              { key: 'DEADLINE', title: siWords.deadline, width: 100, sortable: true },
              { key: 'SIs', title: siWords.existingSis, width: 60 },
            ]}
            actionsWidth={100}
            actions={(b) => (
              <Button
                size="small"
                intent="primary"
                text={w.makeSis}
                aria-label={`${w.makeSis} ${b.CGO_ID}`}
                onClick={() => void record({ type: 'si.start', cgoId: b.CGO_ID })}
              />
            )}
          />
        </>
      )}
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
        <Card>
          <H4>
            {source.CGO_ID} · {source.MBL_NO} · {source.VESSEL} {source.VOYAGE}
            {onBehalf ? ` · ${source.CompanyName}` : ''}
          </H4>
          <p>
            {source.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ')}（{source.Containers.flatMap((c) => c.CNNOS).join(', ')}）
          </p>
          {source.Booking && (
            <Callout intent="primary" icon="import" data-testid="si-from-booking">
              {w.startsFromBooking(source.Booking.BookingNo)}
            </Callout>
          )}
          {!!source.UsedContainers?.length && (
            <Callout intent={free.length ? 'primary' : 'warning'} data-testid="si-used-containers">
              {w.alreadyOnSis(source.UsedContainers.map((u) => u.CNNO).join(', '), free.length)}
            </Callout>
          )}
          <FormGroup label={w.howManySis} labelFor="si-count">
            <NumericInput
              id="si-count"
              min={1}
              max={maxSis}
              value={count}
              disabled={!free.length}
              onValueChange={(n) => setCount(Math.max(1, Math.min(maxSis, n || 1)))}
            />
          </FormGroup>
          <ButtonGroup>
            <Button
              intent="primary"
              disabled={!free.length}
              text={w.startFillingIn}
              onClick={() => void record({ type: 'si.planned', drafts: planDrafts(source, count), idempotencyKey: newSubmissionKey() })}
            />
            <Button variant="minimal" text={w.pickAnotherBooking} onClick={() => void record({ type: 'si.restart' })} />
          </ButtonGroup>
        </Card>
      )}
      {(state.matches('process2') || state.matches('finish')) && !sent && (
        <>
          <p data-testid="si-progress">
            <Tag large intent={state.matches('finish') ? 'success' : 'primary'}>
              {w.finishedOf(doneCount(state.context), state.context.total)}
            </Tag>{' '}
            {source && (
              <Tag minimal>
                {source.CGO_ID}
                {onBehalf ? ` · ${source.CompanyName}` : ''}
              </Tag>
            )}{' '}
            <Button variant="minimal" text={w.discardAndStartOver} onClick={() => void record({ type: 'si.restart' })} />
          </p>
          {onBehalf && source && <BehalfPicker flow={flow} cgoId={source.CGO_ID} companyId={source.CompanyId} />}
          <Problems problems={problems.filter((p) => !/^\/TDBLInfos\/\d+\//.test(p.Path))} />
          {drafts.map((d) => (
            <DraftEditor key={d.draftId} flow={flow} draft={d} drafts={drafts} problems={problems} templates={templates} />
          ))}
        </>
      )}
      {state.matches('finish') && !state.matches({ finish: 'submitted' }) && (
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
      )}
      {sent && (
        // the drafts are SIs now: the page names them (as the server answered), each opening its own page
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
          <Button variant="minimal" text={w.makeAnotherBatch} onClick={() => void record({ type: 'si.restart' })} />
        </Callout>
      )}
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
