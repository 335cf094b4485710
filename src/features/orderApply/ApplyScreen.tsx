import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, H2, H4, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CallInput } from '../../contract/call';
import { type Application, orderApplyCalls as C, type RiskCheckAnswer } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { OAP_KIND, OAP_KINDS, OAP_STATUS, type OapKind } from '../../domain/orderApply/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { callApi } from '../../streams/callApi';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { applicationQuery, applyFor, cancelApplication, decideApplication, oaKeys, recheckApplication, releaseApplication, riskCheck } from './api/orderApply';
import { HblPicker } from './HblPicker';
import { fieldProblem, LevelTag, type Problem, ProblemCallout, problemOf, RuleResults, when, yuan } from './parts';
import { OAP_KIND_WORDS, OAP_STATUS_WORDS, orderApplyWords, RISK_LEVEL_WORDS } from './words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

type Form = CallInput<typeof C.orderApplyApply>;
const EMPTY: Form = { HBL_ID: 0, Kind: OAP_KIND.TELEX, UseGuarantee: false };

/**
 * B/L applications (operations.md §11.5 /orderApply/apply/orderApply): the list, the apply form —
 * pick the B/L, kind, receiver; every rule's result is shown before submitting — and each
 * application's detail, where it is checked again, decided (a reason per rule to review; a block is
 * never overridden), released or cancelled, by whoever holds the button.
 */
export default function ApplyScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('Id')) || undefined;
  const [form, setForm] = useState<Form>();
  const refresh = () => queries.invalidateQueries({ queryKey: listKey(C.orderApplyList.path) });
  const open = (id: number | undefined) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        if (id) n.set('Id', String(id));
        else n.delete('Id');
        return n;
      },
      { replace: true },
    );

  return (
    <section className="admin-screen" data-testid="oap-applications">
      <H2>{route.title[lang]}</H2>
      <DataTable<Application>
        list={C.orderApplyList}
        label={route.title[lang]}
        exportAccess={A.orderApplyRead}
        columns={[
          { key: 'OAP_NO', title: orderApplyWords.OAP_NO, width: 130, sortable: true, filter: 'text' },
          { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 200, filter: 'text' },
          { key: 'OAP_HBL_NO', title: orderApplyWords.OAP_HBL_NO, width: 150, filter: 'text' },
          { key: 'OAP_KIND', title: orderApplyWords.OAP_KIND, width: 110, text: (r, l) => OAP_KIND_WORDS[r.OAP_KIND as OapKind]?.[l] ?? '' },
          {
            key: 'OAP_RISK_LEVEL',
            title: orderApplyWords.OAP_RISK_LEVEL,
            width: 90,
            text: (r, l) => RISK_LEVEL_WORDS[r.OAP_RISK_LEVEL][l],
            intent: (r) => (r.OAP_RISK_LEVEL === 'BLOCK' ? 'danger' : r.OAP_RISK_LEVEL === 'REVIEW' ? 'warning' : undefined),
          },
          {
            key: 'OAP_STATUS',
            title: orderApplyWords.OAP_STATUS,
            width: 100,
            text: (r, l) => OAP_STATUS_WORDS[r.OAP_STATUS as 1]?.[l] ?? '',
            filter: Object.entries(OAP_STATUS_WORDS).map(([value, label]) => ({ value, label })),
          },
          { key: 'OAP_UNPAID', title: orderApplyWords.unpaidCny, width: 120, text: (r) => yuan(r.OAP_UNPAID) },
          { key: 'CreatedAt', title: orderApplyWords.when, width: 150, sortable: true, text: (r) => when(r.CreatedAt) },
        ]}
        onOpen={(r) => open(r.Id)}
        actions={(r) => <Button size="small" icon="eye-open" text={w.open} onClick={() => open(r.Id)} data-testid={`oap-open-${r.OAP_NO}`} />}
        actionsWidth={90}
        toolbar={
          <Gate access={A.orderApplyApply}>
            <Button icon="add" intent="primary" text={w.newApplication} onClick={() => setForm({ ...EMPTY })} data-testid="oap-new" />
          </Gate>
        }
      />
      {form ? (
        <ApplyDialog
          initial={form}
          onClose={() => setForm(undefined)}
          onApplied={(id) => {
            setForm(undefined);
            void refresh();
            open(id);
          }}
        />
      ) : null}
      {openId ? <DetailDialog id={openId} onClose={() => open(undefined)} onChanged={() => void refresh()} /> : null}
    </section>
  );
}

function ApplyDialog({ initial, onClose, onApplied }: { initial: Form; onClose(): void; onApplied(id: number): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [form, setForm] = useState<Form>(initial);
  const [checked, setChecked] = useState<{ for: string; answer: RiskCheckAnswer }>();
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const key = JSON.stringify(form);
  const receivers = useQuery({
    queryKey: ['orderApply', 'receiversOf', checked?.answer.CompanyId ?? 0],
    queryFn: () => callApi(C.blReceiverList, { CompanyId: checked!.answer.CompanyId, PageSize: 100 }),
    enabled: !!checked?.answer.CompanyId,
  });
  const check = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await riskCheck({ HBL_ID: form.HBL_ID, Kind: form.Kind, ReceiverId: form.ReceiverId ?? null, UseGuarantee: form.UseGuarantee });
      setChecked({ for: key, answer });
    } catch (e) {
      setChecked(undefined);
      setProblem(problemOf(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      const made = await applyFor(form);
      void showToast({
        intent: made.OAP_RISK_LEVEL === 'BLOCK' ? 'danger' : 'success',
        message: `${made.OAP_NO} ${OAP_STATUS_WORDS[made.OAP_STATUS as 1]?.[lang] ?? ''}`,
      });
      onApplied(made.Id);
    } catch (e) {
      setProblem(problemOf(e));
    } finally {
      setBusy(false);
    }
  };
  const fresh = checked?.for === key;
  return (
    <AppDialog isOpen title={w.newApplication} onClose={onClose} style={{ width: 860 }}>
      <DialogBody>
        <ProblemCallout problem={problem} />
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
        {form.Kind === OAP_KIND.COURIER ? (
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
        ) : null}
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
        <H4>
          {w.results} {checked ? <LevelTag level={checked.answer.Level} /> : null}
        </H4>
        {checked ? (
          <>
            <p>
              {checked.answer.HBL_NO} · {checked.answer.CompanyName} · {w.unpaidCny} {yuan(checked.answer.UnpaidCny)} · {w.availableCny}{' '}
              {checked.answer.GuaranteeAvailableCny === null ? w.noGuarantee : yuan(checked.answer.GuaranteeAvailableCny)}
            </p>
            {fresh ? null : <Callout intent="warning">{w.resultsBefore}</Callout>}
            <RuleResults results={checked.answer.Results} />
          </>
        ) : (
          <p className="bp6-text-muted">{w.resultsBefore}</p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button icon="search" text={w.checkFirst} onClick={() => void check()} disabled={!form.HBL_ID || busy} data-testid="oap-check" />
            <Button intent="primary" icon="send-message" text={w.submit} onClick={() => void submit()} disabled={!fresh || busy} data-testid="oap-submit" />
          </>
        }
      />
    </AppDialog>
  );
}

function DetailDialog({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const detail = useQuery(applicationQuery(id));
  const [problem, setProblem] = useState<Problem>();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [remarks, setRemarks] = useState('');
  const [courierNo, setCourierNo] = useState('');
  const [cancelReason, setCancelReason] = useState('');
  const [releaseKey] = useState(() => newIdempotencyKey(`oap-release-${id}`));
  const a = detail.data?.Application;
  const act = async (work: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    try {
      await work();
      void showToast({ intent: 'success', message: done });
      await queries.invalidateQueries({ queryKey: oaKeys.application(id) });
      onChanged();
    } catch (e) {
      setProblem(problemOf(e));
      // a refusal may have moved the application (checked again on today's facts): show where it is now
      await queries.invalidateQueries({ queryKey: oaKeys.application(id) });
      onChanged();
    }
  };
  if (!a) return null;
  const results = detail.data!.Results;
  const review = results.filter((r) => r.Result === 'REVIEW');
  const blocks = results.filter((r) => r.Result === 'BLOCK');
  const s = a.OAP_STATUS;
  return (
    <AppDialog isOpen title={`${w.detail} ${a.OAP_NO}`} onClose={onClose} style={{ width: 900 }}>
      <DialogBody>
        <ProblemCallout problem={problem} />
        <p data-testid="oap-detail-status">
          <Tag
            large
            intent={s === OAP_STATUS.BLOCKED ? 'danger' : s === OAP_STATUS.PENDING_REVIEW ? 'warning' : s === OAP_STATUS.RELEASED ? 'success' : 'none'}
          >
            {OAP_STATUS_WORDS[s as 1]?.[lang]}
          </Tag>{' '}
          <LevelTag level={a.OAP_RISK_LEVEL} /> {a.CompanyName} · {a.OAP_HBL_NO} · {OAP_KIND_WORDS[a.OAP_KIND as OapKind]?.[lang]} · {w.unpaidCny}{' '}
          {yuan(a.OAP_UNPAID)}
          {a.OAP_USE_GUARANTEE ? ` · ${w.UseGuarantee}` : ''}
          {a.OAP_COURIER_NO ? ` · ${a.OAP_COURIER} ${a.OAP_COURIER_NO}` : ''}
        </p>
        <RuleResults results={results} overrides />
        {s === OAP_STATUS.BLOCKED ? (
          <Gate access={A.orderApplyApply}>
            <Callout intent="danger">{w.blockCannot}</Callout>
            <Button
              icon="refresh"
              intent="primary"
              text={w.recheck}
              onClick={() => void act(() => recheckApplication(a.Id, a.Version), w.recheck)}
              data-testid="oap-recheck"
            />
          </Gate>
        ) : null}
        {s === OAP_STATUS.PENDING_REVIEW ? (
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
                <InputGroup
                  id={`oap-reason-${r.Rule}`}
                  value={reasons[r.Rule] ?? ''}
                  onChange={(e) => setReasons((x) => ({ ...x, [r.Rule]: e.target.value }))}
                />
              </FormGroup>
            ))}
            <FormGroup label={w.Remarks} labelFor="oap-remarks" helperText={fieldProblem(problem, '/Remarks')}>
              <TextArea id="oap-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
            </FormGroup>
            <Button
              intent="success"
              icon="tick"
              text={w.approve}
              data-testid="oap-approve"
              onClick={() =>
                void act(
                  () =>
                    decideApplication({
                      Id: a.Id,
                      Version: a.Version,
                      Approve: true,
                      Overrides: review.map((r) => ({ Rule: r.Rule, Reason: reasons[r.Rule] ?? '' })),
                      Remarks: remarks,
                    }),
                  w.approve,
                )
              }
            />{' '}
            <Button
              intent="danger"
              icon="cross"
              text={w.reject}
              data-testid="oap-reject"
              onClick={() => void act(() => decideApplication({ Id: a.Id, Version: a.Version, Approve: false, Overrides: [], Remarks: remarks }), w.reject)}
            />
          </Gate>
        ) : null}
        {s === OAP_STATUS.AUTO_APPROVED || s === OAP_STATUS.APPROVED ? (
          <Gate access={A.orderApplyRelease}>
            <H4>{w.release}</H4>
            {a.OAP_KIND === OAP_KIND.COURIER ? (
              <FormGroup label={w.CourierNo} labelFor="oap-courier-no" helperText={fieldProblem(problem, '/CourierNo') ?? w.courierNoHint}>
                <InputGroup id="oap-courier-no" value={courierNo} onChange={(e) => setCourierNo(e.target.value)} />
              </FormGroup>
            ) : null}
            <Button
              intent="primary"
              icon="unlock"
              text={w.release}
              data-testid="oap-release"
              onClick={() =>
                void act(() => releaseApplication({ Id: a.Id, Version: a.Version, ...(courierNo ? { CourierNo: courierNo } : {}) }, releaseKey), w.release)
              }
            />
          </Gate>
        ) : null}
        {s >= OAP_STATUS.SUBMITTED && s <= OAP_STATUS.APPROVED ? (
          <Gate access={A.orderApplyApply}>
            <FormGroup label={w.cancelReason} labelFor="oap-cancel-reason" helperText={fieldProblem(problem, '/Reason')}>
              <InputGroup id="oap-cancel-reason" value={cancelReason} onChange={(e) => setCancelReason(e.target.value)} />
            </FormGroup>
            <Button
              icon="disable"
              text={w.cancelApplication}
              disabled={cancelReason.trim().length < 2}
              onClick={() => void act(() => cancelApplication({ Id: a.Id, Version: a.Version, Reason: cancelReason }), w.cancelApplication)}
            />
          </Gate>
        ) : null}
        {a.OAP_REMARKS ? <p>{`${w.Remarks}：${a.OAP_REMARKS}`}</p> : null}
      </DialogBody>
      <DialogFooter actions={<Button text={w.close} onClick={onClose} />} />
    </AppDialog>
  );
}
