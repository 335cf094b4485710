import { Button, Callout, DialogBody, DialogFooter, FormGroup, H4, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { orderApplyCalls as C } from '../../contract/orderApply/calls';
import type { CallAnswer } from '../../contract/call';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { OAP_KIND, OAP_STATUS, type OapKind } from '../../domain/orderApply/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { applicationQuery } from './api/orderApply';
import { allows } from './machines/blApplicationMachine';
import { fieldProblem, LevelTag, ProblemCallout, RuleResults, yuan } from './parts';
import type { ApplicationFlow } from './useApplicationFlow';
import { OAP_KIND_WORDS, OAP_STATUS_WORDS, orderApplyWords } from './words';

type Detail = CallAnswer<typeof C.orderApplyGet>;
type SectionProps = { detail: Detail; flow: ApplicationFlow };

/** One application: its state, every rule's result, and the moves its state has — each section behind its own access. */
export function ApplicationDetail({ id, flow, onClose }: { id: number; flow: ApplicationFlow; onClose(): void }) {
  const w = useWords(orderApplyWords);
  const detail = useQuery(applicationQuery(id)).data;
  const a = detail?.Application;
  if (!detail || !a) return null;
  return (
    <AppDialog isOpen title={`${w.detail} ${a.OAP_NO}`} onClose={onClose} style={{ width: 900 }}>
      <DialogBody>
        <ProblemCallout problem={flow.snapshot.context.problem} />
        <Offline flow={flow} />
        <StatusLine detail={detail} />
        <RuleResults results={detail.Results} overrides />
        {allows(a, 'recheck') ? <RecheckSection detail={detail} flow={flow} /> : null}
        {allows(a, 'decide') ? <DecideSection detail={detail} flow={flow} /> : null}
        {allows(a, 'release') ? <ReleaseSection detail={detail} flow={flow} /> : null}
        {allows(a, 'cancel') ? <CancelSection detail={detail} flow={flow} /> : null}
        {a.OAP_REMARKS ? <p>{`${w.Remarks}：${a.OAP_REMARKS}`}</p> : null}
      </DialogBody>
      <DialogFooter actions={<Button text={w.close} onClick={onClose} />} />
    </AppDialog>
  );
}

/** A move whose connection dropped: kept, and sent again when the person asks. */
function Offline({ flow }: { flow: ApplicationFlow }) {
  const c = useWords(commonWords);
  if (!flow.snapshot.matches({ viewing: 'offline' })) return null;
  return <Button icon="refresh" text={c.retry} onClick={() => flow.send({ type: 'oap.retry' })} data-testid="oap-retry" />;
}

function StatusLine({ detail }: { detail: Detail }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const a = detail.Application;
  const s = a.OAP_STATUS;
  return (
    <p data-testid="oap-detail-status">
      <Tag large intent={s === OAP_STATUS.BLOCKED ? 'danger' : s === OAP_STATUS.PENDING_REVIEW ? 'warning' : s === OAP_STATUS.RELEASED ? 'success' : 'none'}>
        {OAP_STATUS_WORDS[s as 1]?.[lang]}
      </Tag>{' '}
      <LevelTag level={a.OAP_RISK_LEVEL} /> {a.CompanyName} · {a.OAP_HBL_NO} · {OAP_KIND_WORDS[a.OAP_KIND as OapKind]?.[lang]} · {w.unpaidCny}{' '}
      {yuan(a.OAP_UNPAID)}
      {a.OAP_USE_GUARANTEE ? ` · ${w.UseGuarantee}` : ''}
      {a.OAP_COURIER_NO ? ` · ${a.OAP_COURIER} ${a.OAP_COURIER_NO}` : ''}
    </p>
  );
}

/** Blocked: a block is never overridden; once its cause is gone the application is checked again. */
function RecheckSection({ detail, flow }: SectionProps) {
  const w = useWords(orderApplyWords);
  return (
    <Gate access={A.orderApplyApply}>
      <Callout intent="danger">{w.blockCannot}</Callout>
      <Button
        icon="refresh"
        intent="primary"
        text={w.recheck}
        onClick={() => flow.send({ type: 'oap.recheck', subject: detail.Application })}
        data-testid="oap-recheck"
      />
    </Gate>
  );
}

/** Pending review: approved with a reason for each rule to review, or rejected. */
function DecideSection({ detail, flow }: SectionProps) {
  const w = useWords(orderApplyWords);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [remarks, setRemarks] = useState('');
  const a = detail.Application;
  const problem = flow.snapshot.context.problem;
  const review = detail.Results.filter((r) => r.Result === 'REVIEW');
  const blocks = detail.Results.filter((r) => r.Result === 'BLOCK');
  const decide = (approve: boolean) => {
    const Overrides = approve ? review.map((r) => ({ Rule: r.Rule, Reason: reasons[r.Rule] ?? '' })) : [];
    flow.send({ type: 'oap.decide', subject: a, input: { Id: a.Id, Version: a.Version, Approve: approve, Overrides, Remarks: remarks } });
  };
  return (
    <Gate access={A.orderApplyDecide}>
      <H4>{w.decide}</H4>
      {blocks.length ? <Callout intent="danger">{w.blockCannot}</Callout> : null}
      {review.map((r, i) => (
        <FormGroup
          key={r.Rule}
          label={`${w.overrideReason} · ${r.Rule}`}
          labelFor={`oap-reason-${r.Rule}`}
          helperText={fieldProblem(problem, `/Overrides/${i}/Reason`)}
        >
          <InputGroup id={`oap-reason-${r.Rule}`} value={reasons[r.Rule] ?? ''} onChange={(e) => setReasons((x) => ({ ...x, [r.Rule]: e.target.value }))} />
        </FormGroup>
      ))}
      <FormGroup label={w.Remarks} labelFor="oap-remarks" helperText={fieldProblem(problem, '/Remarks')}>
        <TextArea id="oap-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </FormGroup>
      <Button intent="success" icon="tick" text={w.approve} data-testid="oap-approve" onClick={() => decide(true)} />{' '}
      <Button intent="danger" icon="cross" text={w.reject} data-testid="oap-reject" onClick={() => decide(false)} />
    </Gate>
  );
}

/** Approved (or auto approved): released, a courier release with its waybill number; a retried click answers the first release. */
function ReleaseSection({ detail, flow }: SectionProps) {
  const w = useWords(orderApplyWords);
  const a = detail.Application;
  const [courierNo, setCourierNo] = useState('');
  const [releaseKey] = useState(() => newIdempotencyKey(`oap-release-${a.Id}`));
  const release = () =>
    flow.send({ type: 'oap.release', subject: a, input: { Id: a.Id, Version: a.Version, ...(courierNo ? { CourierNo: courierNo } : {}) }, key: releaseKey });
  return (
    <Gate access={A.orderApplyRelease}>
      <H4>{w.release}</H4>
      {a.OAP_KIND === OAP_KIND.COURIER ? (
        <FormGroup label={w.CourierNo} labelFor="oap-courier-no" helperText={fieldProblem(flow.snapshot.context.problem, '/CourierNo') ?? w.courierNoHint}>
          <InputGroup id="oap-courier-no" value={courierNo} onChange={(e) => setCourierNo(e.target.value)} />
        </FormGroup>
      ) : null}
      <Button intent="primary" icon="unlock" text={w.release} data-testid="oap-release" onClick={release} />
    </Gate>
  );
}

/** While live: cancelled with a reason. */
function CancelSection({ detail, flow }: SectionProps) {
  const w = useWords(orderApplyWords);
  const a = detail.Application;
  const [reason, setReason] = useState('');
  return (
    <Gate access={A.orderApplyApply}>
      <FormGroup label={w.cancelReason} labelFor="oap-cancel-reason" helperText={fieldProblem(flow.snapshot.context.problem, '/Reason')}>
        <InputGroup id="oap-cancel-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormGroup>
      <Button
        icon="disable"
        text={w.cancelApplication}
        disabled={reason.trim().length < 2}
        onClick={() => flow.send({ type: 'oap.cancel', subject: a, input: { Id: a.Id, Version: a.Version, Reason: reason } })}
      />
    </Gate>
  );
}
