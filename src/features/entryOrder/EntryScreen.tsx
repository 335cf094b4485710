import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EntryForm, EntryOrderDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { type EntryProblem, type FormField, isEmptyValue } from '../../domain/entryOrder/formFields';
import { isEditable } from '../../domain/entryOrder/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useMay } from './may';
import { useSession } from '../../session/sessionActor';
import { useRoute } from '../../ui/routeContext';
import { orderQueryOptions } from './api/orders';
import { type OrderDialog, OrderMoveDialogs } from './EntryDialogs';
import { EntryHeaderCard } from './EntryHeaderCard';
import { EntryToolbar } from './EntryToolbar';
import { draftOfOrder, type EntryDraft, type EntryHeader, NEW_HEADER, saveBodyOf } from './entryValues';
import { FormFields } from './FormFields';
import type { OrderSubject } from './machines/entryOrderMachine';
import { OrderFacts } from './OrderFacts';
import { EntStatusTag, OrderLog, ProblemList, Refusal, useAddressId } from './parts';
import { useEntryDraft } from './useEntryDraft';
import { useEntryForm } from './useEntryForm';
import { useEntryFlow } from './useEntryFlow';
import { entryWords } from './words';

const NEW_BASE: EntryDraft = { header: NEW_HEADER, values: {} };

/**
 * Entering an order (§9.4 /entryOrder/entryOnline): a new one (`?Id` absent) on the published form
 * its customer and business use, or an existing one (`?Id=`) on the form version it was entered with.
 * Every step is kept in the draft log before it shows, the rules run as the person types, and the
 * order moves through the entry order machine: save, submit, accept or reject, link its booking,
 * cancel. Its supplements, booking and log are beside it.
 */
export function EntryScreen() {
  const [id, open] = useAddressId();
  const order = useQuery(orderQueryOptions(id ?? 0));
  const detail = id ? order.data : undefined;
  const base = useMemo(() => (detail ? draftOfOrder(detail) : id ? undefined : NEW_BASE), [detail, id]);
  const employeeId = useSession().employee?.Id;
  const local = useEntryDraft(employeeId, id, base);
  const flow = useEntryFlow(open, local);
  const { send } = flow;
  // the order follows the address: a link or the list opens it, none is a new order
  useEffect(() => send(id ? { type: 'ent.open', id } : { type: 'ent.new' }), [id, send]);
  if (id && order.error) return <Callout intent="danger">{(order.error as Error).message}</Callout>;
  if (!local.draft) return <Spinner />;
  return <EntryPage key={id ?? 'new'} id={id} detail={detail} draft={local.draft} local={local} flow={flow} />;
}

function EntryPage({
  id,
  detail,
  draft,
  local,
  flow,
}: {
  id?: number;
  detail?: EntryOrderDetail;
  draft: EntryDraft;
  local: ReturnType<typeof useEntryDraft>;
  flow: ReturnType<typeof useEntryFlow>;
}) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const staff = useMay(A.entryStaffPickers);
  const { header } = draft;
  const { record } = local;
  const { form, formMissing, fields, problems } = useEntryForm(detail, draft, record, staff);
  const status = detail?.Order.ENT_STATUS;
  const editable = status === undefined || isEditable(status);
  const busy = !flow.snapshot.matches({ open: 'idle' });
  const errors = problems.filter((p) => p.Severity === 'error').length;
  const commit = useCallback((key: string, value: unknown) => record({ type: 'set', key, value: isEmptyValue(value) ? undefined : value }), [record]);
  const setHeader = (patch: Partial<EntryHeader>) => record({ type: 'header', patch });
  const subject: OrderSubject | undefined = detail
    ? { Id: detail.Order.Id, VERSION: detail.Order.VERSION, ENT_STATUS: detail.Order.ENT_STATUS, Moves: detail.Moves }
    : undefined;
  const body = () => saveBodyOf(draft, form?.Id ?? 0, subject);
  const can = (e: string) => (subject ? subject.Moves.includes(e as never) : e === 'save' || e === 'submit');
  const save = () => form && can('save') && flow.send({ type: 'ent.save', subject, body: body() });
  const submit = () => form && flow.send({ type: 'ent.submit', subject, body: body() });
  const [dialog, setDialog] = useState<OrderDialog>();
  usePageKeys({ s: () => (editable && !busy ? save() : false) });

  return (
    <section className="admin-screen entry-screen" data-testid="ent-entry" data-state={JSON.stringify(flow.snapshot.value)}>
      <H2>
        {route.title[lang]} {detail ? <span data-testid="ent-no">{detail.Order.ENT_NO}</span> : null} {status ? <EntStatusTag status={status} /> : null}
      </H2>
      <EntryToolbar
        detail={detail}
        flow={flow}
        can={can}
        editable={editable}
        ready={!!form}
        errors={errors}
        staff={staff}
        restored={local.restored}
        onSave={save}
        onSubmit={submit}
        onDialog={setDialog}
        onDiscard={() => void local.discard()}
      />
      <FlowNotice flow={flow} />
      {detail?.Order.ENT_REASON ? <Callout intent="danger">{`${w.reason}：${detail.Order.ENT_REASON}`}</Callout> : null}
      <EntryHeaderCard header={header} onChange={setHeader} fixed={!!detail} disabled={!editable} companyName={detail?.Order.CompanyName} />
      <EntryFormBody
        form={form}
        formMissing={formMissing}
        needsCustomer={staff && !header.CompanyId}
        fields={fields}
        draft={draft}
        onCommit={commit}
        problems={problems}
        editable={editable}
        id={id}
        detail={detail}
      />
      {id ? <OrderLog id={id} /> : null}
      <OrderMoveDialogs dialog={dialog} subject={subject} detail={detail} flow={flow} onClose={() => setDialog(undefined)} />
    </section>
  );
}

/** The flow's notice: offline (with a retry), or the last move's refusal. */
function FlowNotice({ flow }: { flow: ReturnType<typeof useEntryFlow> }) {
  const w = useWords(entryWords);
  return flow.snapshot.matches({ open: 'offline' }) ? (
    <Callout intent="warning" data-testid="ent-offline">
      {w.offline} <Button size="small" text={w.retry} onClick={() => flow.send({ type: 'ent.retry' })} data-testid="ent-retry" />
    </Callout>
  ) : (
    <Refusal problem={flow.snapshot.context.problem} />
  );
}

/** The order's form (its fields beside its problems, its booking and supplements), or why there is none yet. */
function EntryFormBody(p: {
  form: EntryForm | undefined;
  formMissing: boolean;
  needsCustomer: boolean;
  fields: FormField[];
  draft: EntryDraft;
  onCommit(key: string, value: unknown): void;
  problems: EntryProblem[];
  editable: boolean;
  id?: number;
  detail?: EntryOrderDetail;
}) {
  const w = useWords(entryWords);
  const { form } = p;
  if (!form) {
    if (p.formMissing) return <NonIdealState icon="form" description={w.noForm} />;
    return p.needsCustomer ? <NonIdealState icon="person" description={w.chooseCustomer} /> : <Spinner />;
  }
  return (
    <>
      <p className="bp6-text-muted" data-testid="ent-form-name">
        {w.formOf(form.EFM_NAME, form.EFM_VERSION)}
      </p>
      <div className="entry-columns">
        <FormFields
          fields={p.fields}
          values={p.draft.values}
          onCommit={p.onCommit}
          problems={p.problems}
          disabled={!p.editable}
          companyId={p.draft.header.CompanyId ?? 0}
          orderId={p.id}
        />
        <aside className="entry-side">
          <ProblemList problems={p.problems} passes={w.noProblems} testId="ent-problems" />
          {p.detail ? <OrderFacts detail={p.detail} /> : null}
        </aside>
      </div>
    </>
  );
}
