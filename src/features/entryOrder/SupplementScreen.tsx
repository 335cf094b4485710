import { Button, ButtonGroup, Callout, Checkbox, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SupplementDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { labelOf } from '../../domain/entryOrder/formRules';
import { defaultSupplementDue, dueProblems, type SupplementItem } from '../../domain/entryOrder/orderRules';
import type { SupScope } from '../../domain/entryOrder/status';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { FilePick } from '../../lib/FilePick';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast, toastFailure } from '../../ui/toaster';
import { entryFileHref, orderQueryOptions, uploadEntryFile } from './api/orders';
import { agentsQueryOptions } from './api/pickers';
import { cancelSupplement, decideSupplement, fillSupplement, requestSupplement, supplementQueryOptions } from './api/supplements';
import { ReasonDialog } from './EntryDialogs';
import { supplementChanged } from './entryQueries';
import { type SupplementMove, type SupplementRequestInput, type SupplementSubject, supplementMachine } from './machines/supplementMachine';
import { ProblemList, Refusal, SupStatusTag, useAddressId, when } from './parts';
import { entryWords, SUP_ITEM_KIND_WORDS, SUP_SCOPE_WORDS } from './words';

type Words = ReturnType<typeof useWords<typeof entryWords>>;
const doneWords = (m: SupplementMove, w: Words) =>
  m.kind === 'decide' ? (m.input.Accept ? w.accepted : w.returned) : { request: w.requested, fill: w.filled, cancel: w.supCancelled }[m.kind];

/** The supplement screen's flow, run by the supplement machine; its moves are the module's calls. */
function useSupplementFlow(open: (id: number) => void) {
  const client = useQueryClient();
  const w = useWords(entryWords);
  const latest = useRef({ open, w });
  latest.current = { open, w };
  const actor = useActorRef(
    supplementMachine.provide({
      actors: {
        move: fromPromise(async ({ input: m }: { input: SupplementMove }) => {
          switch (m.kind) {
            case 'request':
              return requestSupplement(m.input);
            case 'fill':
              return fillSupplement(m.input);
            case 'decide':
              return decideSupplement(m.input);
            case 'cancel':
              return cancelSupplement(m.input);
          }
        }),
      },
      actions: {
        told: (_, { move, saved }) => void showToast({ intent: 'success', message: `${saved.SUP_NO} ${doneWords(move, latest.current.w)}` }),
        made: (_, { id }) => latest.current.open(id),
        reread: () => void Promise.all(supplementChanged().map((queryKey) => client.invalidateQueries({ queryKey }))),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
type SupFlow = ReturnType<typeof useSupplementFlow>;

/**
 * A supplement (§9.4 /entryOrder/orderSupplement): with `?Id=` one request — the assignee fills it
 * (fields answered, documents uploaded), the staff accept it or return it with a reason, or cancel
 * it; without, a new request for `?ENT_ID=` (Scope ORDER to the order's customer, SECOND_HALF to its
 * destination agent): fields picked from the order's form or written, documents, the due time
 * proposed 24 hours before the booking's documentation cut-off.
 */
export function SupplementScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const [id, open] = useAddressId();
  const flow = useSupplementFlow(open);
  const { send } = flow;
  useEffect(() => send(id ? { type: 'sup.open', id } : { type: 'sup.new' }), [id, send]);
  return (
    <section className="admin-screen" data-testid="sup-screen" data-state={JSON.stringify(flow.snapshot.value)}>
      <H2>{route.title[lang]}</H2>
      {id ? <SupplementView id={id} flow={flow} /> : <RequestForm flow={flow} />}
    </section>
  );
}

function RequestForm({ flow }: { flow: SupFlow }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const [search] = useSearchParams();
  const [entId, setEntId] = useState(Number(search.get('ENT_ID')) || 0);
  const [scope, setScope] = useState<SupScope>(search.get('Scope') === 'SECOND_HALF' ? 'SECOND_HALF' : 'ORDER');
  const order = useQuery(orderQueryOptions(entId));
  const agents = useQuery(agentsQueryOptions(scope === 'SECOND_HALF'));
  const [agent, setAgent] = useState<number>();
  const [items, setItems] = useState<SupplementItem[]>([]);
  const [due, setDue] = useState('');
  const [remarks, setRemarks] = useState('');
  const dco = order.data?.Booking?.Dco;
  // the due time proposed: the booking's DCO less 24 hours (sup.due), on the office's clock
  useEffect(() => {
    const proposed = defaultSupplementDue(dco);
    if (proposed && !due) setDue(localDateTime(proposed, OFFICE_ZONE));
  }, [dco, due]);
  const dueAt = parseLocalDateTime(due, OFFICE_ZONE);
  const problems = useMemo(() => (dueAt ? dueProblems({ dueAt, dco, scope }, new Date()) : []), [dueAt, dco, scope]);
  const assignee = scope === 'ORDER' ? (order.data?.Order.CompanyId ?? 0) : (agent ?? 0);
  const fields = order.data?.Form.EFM_FIELDS ?? [];
  const toggle = (item: SupplementItem, on: boolean) =>
    setItems((xs) => (on ? [...xs.filter((x) => x.Key !== item.Key), item] : xs.filter((x) => x.Key !== item.Key)));
  const input: SupplementRequestInput = {
    ENT_ID: entId || undefined,
    Scope: scope,
    AssigneeCompanyId: assignee,
    Items: items,
    DueAt: dueAt ?? '',
    ...(remarks.trim() ? { Remarks: remarks.trim() } : {}),
  };
  const sending = !flow.snapshot.matches({ requesting: 'editing' });
  return (
    <div className="entry-request" data-testid="sup-request">
      <Refusal problem={flow.snapshot.context.problem} />
      <FormGroup label={w.forOrder} labelFor="sup-ent" inline>
        <InputGroup id="sup-ent" value={entId ? String(entId) : ''} onChange={(e) => setEntId(Number(e.target.value) || 0)} data-testid="sup-ent" />
        {order.data ? (
          <span>
            {' '}
            {order.data.Order.ENT_NO} · {order.data.Order.CompanyName}
          </span>
        ) : null}
      </FormGroup>
      <FormGroup label={w.Scope} labelFor="sup-scope" inline>
        <HTMLSelect
          id="sup-scope"
          value={scope}
          onChange={(e) => setScope(e.currentTarget.value as SupScope)}
          options={(['ORDER', 'SECOND_HALF'] as const).map((s) => ({ value: s, label: SUP_SCOPE_WORDS[s][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.assignee} labelFor="sup-agent" inline>
        {scope === 'ORDER' ? (
          <span>{order.data?.Order.CompanyName ?? ''}</span>
        ) : (
          <HTMLSelect
            id="sup-agent"
            value={agent ?? ''}
            onChange={(e) => setAgent(Number(e.currentTarget.value) || undefined)}
            options={[{ value: '', label: '—' }, ...(agents.data ?? []).map((a) => ({ value: a.CompanyId, label: `${a.Code} ${a.Name}` }))]}
          />
        )}
      </FormGroup>
      <h4>{w.pickFields}</h4>
      <div className="entry-request__fields" data-testid="sup-pick-fields">
        {fields.map((f) => (
          <Checkbox
            key={f.Key}
            inline
            label={labelOf(f)[lang]}
            checked={items.some((i) => i.Key === f.Key)}
            onChange={(e) => toggle({ Key: f.Key, Label: labelOf(f), Kind: f.Type === 'file' ? 'document' : 'field', Required: true }, e.currentTarget.checked)}
          />
        ))}
      </div>
      <ItemsEditor items={items} onChange={setItems} />
      <FormGroup label={w.dueAt} labelFor="sup-due" helperText={`${w.dueHint} · ${w.dueFormat}`} intent={due && !dueAt ? 'danger' : 'none'}>
        <InputGroup id="sup-due" value={due} onChange={(e) => setDue(e.target.value)} data-testid="sup-due" />
      </FormGroup>
      {problems.length ? <ProblemList problems={problems} passes="" testId="sup-due-problems" /> : null}
      <FormGroup label={w.requestRemarks} labelFor="sup-remarks">
        <TextArea id="sup-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </FormGroup>
      <Button
        intent="primary"
        icon="send-message"
        text={w.request}
        loading={sending}
        disabled={!dueAt || !assignee || !items.length || problems.some((p) => p.Severity === 'error')}
        onClick={() => flow.send({ type: 'sup.request', input })}
        data-testid="sup-send"
      />
    </div>
  );
}

/** The items asked: each its labels, kind (data or document) and whether required; a free item added by hand. */
function ItemsEditor({ items, onChange }: { items: SupplementItem[]; onChange(items: SupplementItem[]): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const set = (i: number, patch: Partial<SupplementItem>) => onChange(items.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  return (
    <HTMLTable compact data-testid="sup-items">
      <thead>
        <tr>
          <th>{w.LabelZh}</th>
          <th>{w.LabelEn}</th>
          <th>{w.Kind}</th>
          <th>{w.Required}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {items.map((it, i) => (
          <tr key={it.Key}>
            <td>
              <InputGroup size="small" value={it.Label.zh} onChange={(e) => set(i, { Label: { ...it.Label, zh: e.target.value } })} aria-label={w.LabelZh} />
            </td>
            <td>
              <InputGroup size="small" value={it.Label.en} onChange={(e) => set(i, { Label: { ...it.Label, en: e.target.value } })} aria-label={w.LabelEn} />
            </td>
            <td>
              <HTMLSelect
                value={it.Kind}
                onChange={(e) => set(i, { Kind: e.currentTarget.value as 'field' | 'document' })}
                options={(['field', 'document'] as const).map((k) => ({ value: k, label: SUP_ITEM_KIND_WORDS[k][lang] }))}
              />
            </td>
            <td>
              <Checkbox checked={it.Required} onChange={(e) => set(i, { Required: e.currentTarget.checked })} aria-label={w.Required} />
            </td>
            <td>
              <Button size="small" icon="trash" aria-label={w.delete} onClick={() => onChange(items.filter((_, n) => n !== i))} />
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={5}>
            <Button
              size="small"
              icon="add"
              text={w.addItem}
              data-testid="sup-add-item"
              onClick={() => {
                let n = items.length + 1;
                while (items.some((x) => x.Key === `item${n}`)) n += 1;
                onChange([...items, { Key: `item${n}`, Label: { zh: '', en: '' }, Kind: 'document', Required: true }]);
              }}
            />
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}

function SupplementView({ id, flow }: { id: number; flow: SupFlow }) {
  const q = useQuery(supplementQueryOptions(id));
  if (q.error) return <Callout intent="danger">{(q.error as Error).message}</Callout>;
  if (!q.data) return <Spinner />;
  return <SupplementDetailView key={q.data.Supplement.VERSION} detail={q.data} flow={flow} />;
}

function SupplementDetailView({ detail, flow }: { detail: SupplementDetail; flow: SupFlow }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const s = detail.Supplement;
  const subject: SupplementSubject = { Id: s.Id, VERSION: s.VERSION, SUP_STATUS: s.SUP_STATUS, Moves: detail.Moves };
  const [answers, setAnswers] = useState<Record<string, unknown>>(detail.SUP_ANSWERS);
  const [files, setFiles] = useState(detail.SUP_FILES);
  const [asking, setAsking] = useState<'return' | 'cancel'>();
  const [busy, setBusy] = useState(false);
  const mayUpload = useCan(A.entryFileUpload);
  const filling = detail.Moves.includes('fill');
  const sending = !flow.snapshot.matches({ viewing: 'idle' });
  return (
    <div data-testid="sup-detail" data-status={s.SUP_STATUS}>
      <p>
        <strong data-testid="sup-no">{s.SUP_NO}</strong> <SupStatusTag status={s.SUP_STATUS} overdue={s.Overdue} />{' '}
        <Tag minimal>{SUP_SCOPE_WORDS[s.SUP_SCOPE][lang]}</Tag> {s.ENT_NO || s.BookingNo} · {w.assignee} {s.AssigneeName} · {w.dueAt} {when(s.SUP_DUE_AT)}
      </p>
      {flow.snapshot.matches({ viewing: 'offline' }) ? (
        <Callout intent="warning">
          {w.offline} <Button size="small" text={w.retry} onClick={() => flow.send({ type: 'sup.retry' })} />
        </Callout>
      ) : (
        <Refusal problem={flow.snapshot.context.problem} />
      )}
      {detail.SUP_REMARKS ? <Callout title={w.requestRemarks}>{detail.SUP_REMARKS}</Callout> : null}
      {detail.DecisionRemarks ? (
        <Callout intent={s.SUP_STATUS === 4 ? 'danger' : 'none'} title={w.decisionRemarks}>
          {detail.DecisionRemarks}
        </Callout>
      ) : null}
      <HTMLTable compact striped data-testid="sup-answers">
        <thead>
          <tr>
            <th>{w.items}</th>
            <th>{w.Kind}</th>
            <th>{w.answer}</th>
          </tr>
        </thead>
        <tbody>
          {detail.SUP_ITEMS.map((it) => (
            <tr key={it.Key} data-item={it.Key}>
              <td>
                {it.Label[lang]}
                {it.Required ? ' *' : ''}
              </td>
              <td>{SUP_ITEM_KIND_WORDS[it.Kind][lang]}</td>
              <td>
                {it.Kind === 'document' ? (
                  <>
                    {files
                      .filter((f) => f.Key === it.Key)
                      .map((f) => (
                        <Tag key={f.FileId} onRemove={filling ? () => setFiles((xs) => xs.filter((x) => x.FileId !== f.FileId)) : undefined}>
                          <a href={entryFileHref(f.FileId)}>{f.FileName}</a>
                        </Tag>
                      ))}
                    {filling && mayUpload && s.SUP_ENT_ID ? (
                      <FilePick
                        text={w.upload}
                        disabled={busy}
                        onFile={(file) => {
                          setBusy(true);
                          uploadEntryFile({ ENT_ID: s.SUP_ENT_ID!, SUP_ID: s.Id, Key: it.Key, FileName: file.name }, file)
                            .then((made) => setFiles((xs) => [...xs, { Key: it.Key, FileId: made.Id, FileName: made.FileName }]))
                            .catch(toastFailure)
                            .finally(() => setBusy(false));
                        }}
                      />
                    ) : null}
                  </>
                ) : filling ? (
                  <InputGroup
                    value={answers[it.Key] === undefined ? '' : String(answers[it.Key])}
                    onChange={(e) => setAnswers((a) => ({ ...a, [it.Key]: e.target.value }))}
                    aria-label={it.Label[lang]}
                    data-testid={`sup-answer-${it.Key}`}
                  />
                ) : (
                  String(detail.SUP_ANSWERS[it.Key] ?? '')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ButtonGroup>
        {filling ? (
          <Button
            intent="primary"
            icon="send-message"
            text={w.fill}
            loading={sending}
            data-testid="sup-fill"
            onClick={() =>
              flow.send({
                type: 'sup.fill',
                subject,
                input: {
                  Id: s.Id,
                  VERSION: s.VERSION,
                  Answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== '')),
                  Files: files.map((f) => ({ Key: f.Key, FileId: f.FileId })),
                },
              })
            }
          />
        ) : null}
        {detail.Moves.includes('accept') ? (
          <Button
            intent="success"
            icon="tick"
            text={w.acceptSup}
            loading={sending}
            data-testid="sup-accept"
            onClick={() => flow.send({ type: 'sup.decide', subject, input: { Id: s.Id, VERSION: s.VERSION, Accept: true } })}
          />
        ) : null}
        {detail.Moves.includes('return') ? <Button icon="undo" text={w.returnSup} onClick={() => setAsking('return')} data-testid="sup-return" /> : null}
        {detail.Moves.includes('cancel') ? <Button icon="disable" text={w.cancelSup} onClick={() => setAsking('cancel')} data-testid="sup-cancel" /> : null}
      </ButtonGroup>
      {asking === 'return' ? (
        <ReasonDialog
          title={w.returnSup}
          label={w.returnReason}
          confirm={w.returnSup}
          testId="sup-return-dialog"
          onClose={() => setAsking(undefined)}
          onConfirm={(Remarks) => {
            setAsking(undefined);
            flow.send({ type: 'sup.decide', subject, input: { Id: s.Id, VERSION: s.VERSION, Accept: false, Remarks } });
          }}
        />
      ) : null}
      {asking === 'cancel' ? (
        <ReasonDialog
          title={w.cancelSup}
          label={w.reason}
          confirm={w.cancelSup}
          testId="sup-cancel-dialog"
          onClose={() => setAsking(undefined)}
          onConfirm={(Reason) => {
            setAsking(undefined);
            flow.send({ type: 'sup.cancel', subject, input: { Id: s.Id, VERSION: s.VERSION, Reason } });
          }}
        />
      ) : null}
    </div>
  );
}
