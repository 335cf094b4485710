import { Button, ButtonGroup, Callout, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntryForm, EntryOrderDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import { defaultValues, type FormField, isEmptyValue } from '../../domain/entryOrder/formRules';
import { effectiveFields, orderProblems } from '../../domain/entryOrder/orderRules';
import { isEditable, mayRequestSupplement } from '../../domain/entryOrder/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useCan } from '../../session/access';
import { useSession } from '../../session/sessionActor';
import { useRoute } from '../../ui/routeContext';
import { formForOrderQueryOptions } from './api/forms';
import { orderQueryOptions } from './api/orders';
import { DecideDialog, LinkDialog, ReasonDialog } from './EntryDialogs';
import { EntryHeaderCard } from './EntryHeaderCard';
import { draftOfOrder, type EntryDraft, type EntryHeader, factsOf, NEW_HEADER, saveBodyOf } from './entryValues';
import { FormFields } from './FormFields';
import type { OrderSubject } from './machines/entryOrderMachine';
import { day, EntStatusTag, OrderLog, ProblemList, Refusal, SupStatusTag, useAddressId, when } from './parts';
import { useEntryDraft } from './useEntryDraft';
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
  const staff = useCan(A.entryStaffPickers);
  const { header } = draft;
  // a new order's form: the one its customer and business use; an existing order keeps its own
  const forOrder = useQuery(
    formForOrderQueryOptions(
      { ...(header.CompanyId ? { CompanyId: header.CompanyId } : {}), ENT_DIRECTION: header.ENT_DIRECTION, ENT_TRANSPORT_METHOD: header.ENT_TRANSPORT_METHOD },
      !detail && (!staff || !!header.CompanyId),
    ),
  );
  const form: EntryForm | undefined = detail?.Form ?? forOrder.data;
  const status = detail?.Order.ENT_STATUS;
  const editable = status === undefined || isEditable(status);
  const busy = !flow.snapshot.matches({ open: 'idle' });
  const fields = useMemo<FormField[]>(() => {
    if (!form) return [];
    const onForm = new Set(form.EFM_FIELDS.map((f) => f.Key));
    // the form's fields (the order's required columns required whatever it says), and a required column it leaves out
    return effectiveFields(form.EFM_FIELDS, header.ENT_TRANSPORT_METHOD).filter((f) => onForm.has(f.Key) || f.Required);
  }, [form, header.ENT_TRANSPORT_METHOD]);
  const problems = useMemo(() => (form ? orderProblems(factsOf(draft), form.EFM_FIELDS) : []), [form, draft]);
  const errors = problems.filter((p) => p.Severity === 'error').length;

  // a new order starts with its form's defaults (once, and only while nothing is typed)
  const { record } = local;
  useEffect(() => {
    if (!detail && form && Object.keys(draft.values).length === 0) {
      const defaults = defaultValues(form.EFM_FIELDS);
      if (Object.keys(defaults).length) record({ type: 'start', draft: { header: draft.header, values: defaults } });
    }
  }, [detail, form, draft, record]);

  const commit = useCallback((key: string, value: unknown) => record({ type: 'set', key, value: isEmptyValue(value) ? undefined : value }), [record]);
  const setHeader = (patch: Partial<EntryHeader>) => record({ type: 'header', patch });

  const subject: OrderSubject | undefined = detail
    ? { Id: detail.Order.Id, VERSION: detail.Order.VERSION, ENT_STATUS: detail.Order.ENT_STATUS, Moves: detail.Moves }
    : undefined;
  const body = () => saveBodyOf(draft, form?.Id ?? 0, subject);
  const can = (e: string) => (subject ? subject.Moves.includes(e as never) : e === 'save' || e === 'submit');
  const save = () => form && can('save') && flow.send({ type: 'ent.save', subject, body: body() });
  const submit = () => form && flow.send({ type: 'ent.submit', subject, body: body() });
  const [dialog, setDialog] = useState<'decide' | 'link' | 'cancel'>();
  usePageKeys({ s: () => (editable && !busy ? save() : false) });

  return (
    <section className="admin-screen entry-screen" data-testid="ent-entry" data-state={JSON.stringify(flow.snapshot.value)}>
      <H2>
        {route.title[lang]} {detail ? <span data-testid="ent-no">{detail.Order.ENT_NO}</span> : null} {status ? <EntStatusTag status={status} /> : null}
      </H2>
      <div className="entry-toolbar">
        <ButtonGroup>
          {editable && can('save') ? (
            <Button
              icon="floppy-disk"
              text={w.saveDraft}
              disabled={!form || busy}
              loading={busy && flow.snapshot.context.pending?.kind === 'save'}
              onClick={save}
              data-testid="ent-save"
            />
          ) : null}
          {can('submit') ? (
            <Button intent="primary" icon="send-message" text={w.submit} disabled={!form || busy || errors > 0} onClick={submit} data-testid="ent-submit" />
          ) : null}
          {subject && (can('accept') || can('reject')) ? (
            <Button icon="endorsed" text={w.decide} disabled={busy} onClick={() => setDialog('decide')} data-testid="ent-decide" />
          ) : null}
          {subject && can('link') ? <Button icon="link" text={w.linkBooking} disabled={busy} onClick={() => setDialog('link')} data-testid="ent-link" /> : null}
          {subject && can('cancel') ? (
            <Button icon="disable" text={w.cancelOrder} disabled={busy} onClick={() => setDialog('cancel')} data-testid="ent-cancel" />
          ) : null}
        </ButtonGroup>
        {detail && mayRequestSupplement(detail.Order.ENT_STATUS) && staff ? (
          <Link to={`${G.supplement}?ENT_ID=${detail.Order.Id}`} data-testid="ent-request-supplement">
            {w.requestSupplement}
          </Link>
        ) : null}
        {detail ? (
          <>
            <Link to={`${G.board}?ENT_ID=${detail.Order.Id}`}>{w.board}</Link>
            <Link to={`${G.data}?ENT_ID=${detail.Order.Id}`}>{w.dataSheet}</Link>
          </>
        ) : null}
        {local.restored ? (
          <Tag intent="primary" minimal data-testid="ent-draft-restored" onRemove={() => void local.discard()}>
            {w.draftRestored}
          </Tag>
        ) : (
          <span className="bp6-text-muted">{w.draftKept}</span>
        )}
      </div>
      {flow.snapshot.matches({ open: 'offline' }) ? (
        <Callout intent="warning" data-testid="ent-offline">
          {w.offline} <Button size="small" text={w.retry} onClick={() => flow.send({ type: 'ent.retry' })} data-testid="ent-retry" />
        </Callout>
      ) : (
        <Refusal problem={flow.snapshot.context.problem} />
      )}
      {detail?.Order.ENT_REASON ? <Callout intent="danger">{`${w.reason}：${detail.Order.ENT_REASON}`}</Callout> : null}
      <EntryHeaderCard header={header} onChange={setHeader} fixed={!!detail} disabled={!editable} companyName={detail?.Order.CompanyName} />
      {form ? (
        <>
          <p className="bp6-text-muted" data-testid="ent-form-name">
            {w.formOf(form.EFM_NAME, form.EFM_VERSION)}
          </p>
          <div className="entry-columns">
            <FormFields
              fields={fields}
              values={draft.values}
              onCommit={commit}
              problems={problems}
              disabled={!editable}
              companyId={header.CompanyId ?? 0}
              orderId={id}
            />
            <aside className="entry-side">
              <ProblemList problems={problems} passes={w.noProblems} testId="ent-problems" />
              {detail ? <OrderFacts detail={detail} /> : null}
            </aside>
          </div>
        </>
      ) : forOrder.isError ? (
        <NonIdealState icon="form" description={w.noForm} />
      ) : staff && !header.CompanyId ? (
        <NonIdealState icon="person" description={w.chooseCustomer} />
      ) : (
        <Spinner />
      )}
      {id ? <OrderLog id={id} /> : null}
      {dialog === 'decide' && subject ? (
        <DecideDialog
          onClose={() => setDialog(undefined)}
          onDecide={(accept, operatorId, reason) => {
            setDialog(undefined);
            flow.send({
              type: 'ent.decide',
              subject,
              input: {
                Id: subject.Id,
                VERSION: subject.VERSION,
                Accept: accept,
                ...(accept ? (operatorId ? { OperatorId: operatorId } : {}) : { Reason: reason }),
              },
            });
          }}
        />
      ) : null}
      {dialog === 'link' && subject && detail ? (
        <LinkDialog
          detail={detail}
          onClose={() => setDialog(undefined)}
          onLink={(CGO_ID) => {
            setDialog(undefined);
            flow.send({ type: 'ent.link', subject, input: { Id: subject.Id, VERSION: subject.VERSION, CGO_ID } });
          }}
        />
      ) : null}
      {dialog === 'cancel' && subject ? (
        <ReasonDialog
          title={w.cancelOrder}
          label={w.cancelReason}
          confirm={w.cancelOrder}
          testId="ent-cancel-dialog"
          onClose={() => setDialog(undefined)}
          onConfirm={(Reason) => {
            setDialog(undefined);
            flow.send({ type: 'ent.cancel', subject, input: { Id: subject.Id, VERSION: subject.VERSION, Reason } });
          }}
        />
      ) : null}
    </section>
  );
}

/** The order's booking and supplements, beside the form. */
function OrderFacts({ detail }: { detail: EntryOrderDetail }) {
  const w = useWords(entryWords);
  const b = detail.Booking;
  return (
    <>
      {b ? (
        <Callout intent="success" title={w.booking} data-testid="ent-booking">
          {b.BookingNo} {b.CarrierBookingNo} · {b.PolCode}→{b.PodCode} · ETD {when(b.Etd)} · DCO {when(b.Dco)}
        </Callout>
      ) : null}
      {detail.Supplements.length ? (
        <HTMLTable compact striped data-testid="ent-supplements">
          <thead>
            <tr>
              <th>{w.SUP_NO}</th>
              <th>{w.dueAt}</th>
              <th>{w.Status}</th>
            </tr>
          </thead>
          <tbody>
            {detail.Supplements.map((s) => (
              <tr key={s.Id}>
                <td>
                  <Link to={`${G.supplement}?Id=${s.Id}`}>{s.SUP_NO}</Link>
                </td>
                <td>{when(s.SUP_DUE_AT)}</td>
                <td>
                  <SupStatusTag status={s.SUP_STATUS} overdue={s.Overdue} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      <p className="bp6-text-muted">
        {w.etdWindow}：{day(detail.Order.ENT_ETD_FROM)}–{day(detail.Order.ENT_ETD_TO)}
      </p>
    </>
  );
}
