import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { RiskCheckAnswer } from '../../contract/orderApply/calls';
import { OAP_KIND, OAP_KINDS, type OapKind } from '../../domain/orderApply/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { receiversOfQuery } from './api/orderApply';
import { HblPicker } from './HblPicker';
import { type ApplyForm, checkedIsFresh, type Problem } from './machines/blApplicationMachine';
import { fieldProblem, LevelTag, ProblemCallout, RuleResults, yuan } from './parts';
import type { ApplicationFlow } from './useApplicationFlow';
import { OAP_KIND_WORDS, orderApplyWords } from './words';

/** The apply form: the B/L, kind and its details; checked first (every rule's result), submitted only with a check of the form as it is. */
export function ApplyDialog({ flow }: { flow: ApplicationFlow }) {
  const w = useWords(orderApplyWords);
  const { snapshot, send } = flow;
  const { form, checked, problem } = snapshot.context;
  const busy = !snapshot.matches({ applying: 'editing' });
  const fresh = checkedIsFresh(snapshot.context);
  const close = () => send({ type: 'oap.close' });
  return (
    <AppDialog isOpen title={w.newApplication} onClose={close} style={{ width: 860 }}>
      <DialogBody>
        <ProblemCallout problem={problem} />
        <ApplyFields form={form} problem={problem} checked={checked?.answer} set={(patch) => send({ type: 'oap.edit', patch })} />
        <H4>
          {w.results} {checked ? <LevelTag level={checked.answer.Level} /> : null}
        </H4>
        {checked ? <CheckedResults answer={checked.answer} fresh={fresh} /> : <p className="bp6-text-muted">{w.resultsBefore}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={close} />
            <Button icon="search" text={w.checkFirst} onClick={() => send({ type: 'oap.check' })} disabled={!form.HBL_ID || busy} data-testid="oap-check" />
            <Button
              intent="primary"
              icon="send-message"
              text={w.submit}
              onClick={() => send({ type: 'oap.submit' })}
              disabled={!fresh || busy}
              data-testid="oap-submit"
            />
          </>
        }
      />
    </AppDialog>
  );
}

interface FieldsProps {
  form: ApplyForm;
  problem: Problem | undefined;
  checked: RiskCheckAnswer | undefined;
  set(patch: Partial<ApplyForm>): void;
}

/** The form's fields: the B/L, the kind, the guarantee, and what the kind asks (a receiver, a pickup person, whom to release to). */
function ApplyFields({ form, problem, checked, set }: FieldsProps) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
    <>
      <div className="oap-form-row" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <FormGroup label={w.HBL_ID} labelFor="oap-hbl" helperText={fieldProblem(problem, '/HBL_ID')}>
          <HblPicker value={form.HBL_ID || undefined} onChange={(id) => set({ HBL_ID: id ?? 0 })} />
        </FormGroup>
        <FormGroup label={w.Kind} labelFor="oap-kind">
          <HTMLSelect
            id="oap-kind"
            value={form.Kind}
            onChange={(e) => set({ Kind: Number(e.target.value) as OapKind })}
            options={OAP_KINDS.map((k) => ({ value: k, label: OAP_KIND_WORDS[k][lang] }))}
          />
        </FormGroup>
        <FormGroup label={w.UseGuarantee} labelFor="oap-guarantee">
          <Checkbox id="oap-guarantee" checked={form.UseGuarantee} label={w.UseGuarantee} onChange={(e) => set({ UseGuarantee: e.currentTarget.checked })} />
        </FormGroup>
      </div>
      {form.Kind === OAP_KIND.COURIER ? <ReceiverField form={form} problem={problem} checked={checked} set={set} /> : null}
      {form.Kind === OAP_KIND.COLLECT ? (
        <div style={{ display: 'flex', gap: 16 }}>
          <FormGroup label={w.PickupName} labelFor="oap-pickup" helperText={fieldProblem(problem, '/PickupName')}>
            <InputGroup id="oap-pickup" value={form.PickupName ?? ''} onChange={(e) => set({ PickupName: e.target.value })} />
          </FormGroup>
          <FormGroup label={w.PickupIdLast4} labelFor="oap-last4" helperText={fieldProblem(problem, '/PickupIdLast4')}>
            <InputGroup id="oap-last4" maxLength={4} value={form.PickupIdLast4 ?? ''} onChange={(e) => set({ PickupIdLast4: e.target.value })} />
          </FormGroup>
        </div>
      ) : null}
      {form.Kind === OAP_KIND.TELEX ? (
        <FormGroup label={w.ReleaseTo} labelFor="oap-release-to" helperText={fieldProblem(problem, '/ReleaseTo')}>
          <InputGroup id="oap-release-to" value={form.ReleaseTo ?? ''} onChange={(e) => set({ ReleaseTo: e.target.value })} />
        </FormGroup>
      ) : null}
    </>
  );
}

/** A courier release's receiver: the checked B/L's customer's receivers, each with its address's authentication. */
function ReceiverField({ form, problem, checked, set }: FieldsProps) {
  const w = useWords(orderApplyWords);
  const receivers = useQuery(receiversOfQuery(checked?.CompanyId ?? 0));
  return (
    <FormGroup label={w.ReceiverId} labelFor="oap-receiver" helperText={fieldProblem(problem, '/ReceiverId') ?? (checked ? '' : w.resultsBefore)}>
      <HTMLSelect
        id="oap-receiver"
        value={form.ReceiverId ?? ''}
        onChange={(e) => set({ ReceiverId: e.target.value ? Number(e.target.value) : null })}
        options={[
          { value: '', label: '—' },
          ...(receivers.data?.Items ?? []).map((r) => ({
            value: r.Id,
            label: `${r.RCV_NAME} ${r.RCV_PHONE} ${r.RCV_CITY}${r.RCV_ADDRESS}（${r.AuthStatus}）`,
          })),
        ]}
      />
    </FormGroup>
  );
}

/** The check's figures and every rule's result; a warning when the form changed since. */
function CheckedResults({ answer, fresh }: { answer: RiskCheckAnswer; fresh: boolean }) {
  const w = useWords(orderApplyWords);
  return (
    <>
      <p>
        {answer.HBL_NO} · {answer.CompanyName} · {w.unpaidCny} {yuan(answer.UnpaidCny)} · {w.availableCny}{' '}
        {answer.GuaranteeAvailableCny === null ? w.noGuarantee : yuan(answer.GuaranteeAvailableCny)}
      </p>
      {fresh ? null : <Callout intent="warning">{w.resultsBefore}</Callout>}
      <RuleResults results={answer.Results} />
    </>
  );
}
