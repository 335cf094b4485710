import { Button, Checkbox, FormGroup, HTMLSelect, HTMLTable, InputGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntryOrderDetail } from '../../contract/entryOrder/calls';
import { type FormField, labelOf } from '../../domain/entryOrder/formFields';
import { defaultSupplementDue, dueProblems, freeSupplementItem, type SupplementItem } from '../../domain/entryOrder/orderRules';
import type { SupScope } from '../../domain/entryOrder/status';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { orderQueryOptions } from './api/orders';
import { agentsQueryOptions } from './api/pickers';
import type { SupplementRequestInput } from './machines/supplementMachine';
import { OrderPick } from './OrderPick';
import { ProblemList, Refusal } from './parts';
import type { SupplementFlow } from './useSupplementFlow';
import { entryWords, SUP_ITEM_KIND_WORDS, SUP_SCOPE_WORDS } from './words';

/**
 * A new supplement request (no `?Id=`): for the order `?ENT_ID=`, to its customer (ORDER) or a
 * destination agent (SECOND_HALF); the items picked from the order's form or written by hand; the due
 * time proposed 24 hours before the booking's documentation cut-off (sup.due), on the office's clock.
 */
export function SupplementRequest({ flow }: { flow: SupplementFlow }) {
  const w = useWords(entryWords);
  const [search] = useSearchParams();
  const [entId, setEntId] = useState(Number(search.get('ENT_ID')) || 0);
  const [scope, setScope] = useState<SupScope>(search.get('Scope') === 'SECOND_HALF' ? 'SECOND_HALF' : 'ORDER');
  const order = useQuery(orderQueryOptions(entId));
  const [agent, setAgent] = useState<number>();
  const [items, setItems] = useState<SupplementItem[]>([]);
  const [due, setDue] = useState('');
  const [remarks, setRemarks] = useState('');
  const dco = order.data?.Booking?.Dco;
  useEffect(() => {
    const proposed = defaultSupplementDue(dco);
    if (proposed && !due) setDue(localDateTime(proposed, OFFICE_ZONE));
  }, [dco, due]);
  const dueAt = parseLocalDateTime(due, OFFICE_ZONE);
  const problems = useMemo(() => (dueAt ? dueProblems({ dueAt, dco, scope }, new Date()) : []), [dueAt, dco, scope]);
  const assignee = scope === 'ORDER' ? (order.data?.Order.CompanyId ?? 0) : (agent ?? 0);
  const input: SupplementRequestInput = {
    ENT_ID: entId || undefined,
    Scope: scope,
    AssigneeCompanyId: assignee,
    Items: items,
    DueAt: dueAt ?? '',
    ...(remarks.trim() ? { Remarks: remarks.trim() } : {}),
  };
  return (
    <div className="entry-request" data-testid="sup-request">
      <Refusal problem={flow.snapshot.context.problem} />
      <RequestAddressee onEntId={setEntId} order={order.data} scope={scope} onScope={setScope} agent={agent} onAgent={setAgent} />
      <FormFieldPick fields={order.data?.Form.EFM_FIELDS ?? []} items={items} onChange={setItems} />
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
        loading={!flow.snapshot.matches({ requesting: 'editing' })}
        disabled={!dueAt || !assignee || !items.length || problems.some((p) => p.Severity === 'error')}
        onClick={() => flow.send({ type: 'sup.request', input })}
        data-testid="sup-send"
      />
    </div>
  );
}

/** Whom the request goes to: the order (its number and customer), the scope, and for the second half the destination agent. */
function RequestAddressee(p: {
  onEntId(id: number): void;
  order: EntryOrderDetail | undefined;
  scope: SupScope;
  onScope(scope: SupScope): void;
  agent: number | undefined;
  onAgent(id: number | undefined): void;
}) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const agents = useQuery(agentsQueryOptions(p.scope === 'SECOND_HALF'));
  return (
    <>
      <FormGroup label={w.forOrder} inline>
        <OrderPick onPick={p.onEntId} testId="sup-ent" current={p.order?.Order.ENT_NO} />
        {p.order ? <span data-testid="sup-ent-customer">{p.order.Order.CompanyName}</span> : null}
      </FormGroup>
      <FormGroup label={w.Scope} labelFor="sup-scope" inline>
        <HTMLSelect
          id="sup-scope"
          value={p.scope}
          onChange={(e) => p.onScope(e.currentTarget.value as SupScope)}
          options={(['ORDER', 'SECOND_HALF'] as const).map((s) => ({ value: s, label: SUP_SCOPE_WORDS[s][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.assignee} labelFor="sup-agent" inline>
        {p.scope === 'ORDER' ? (
          <span>{p.order?.Order.CompanyName ?? ''}</span>
        ) : (
          <HTMLSelect
            id="sup-agent"
            value={p.agent ?? ''}
            onChange={(e) => p.onAgent(Number(e.currentTarget.value) || undefined)}
            options={[{ value: '', label: '—' }, ...(agents.data ?? []).map((a) => ({ value: a.CompanyId, label: `${a.Code} ${a.Name}` }))]}
          />
        )}
      </FormGroup>
    </>
  );
}

/** The order form's fields to ask for, one checkbox each (a file field asks for a document). */
function FormFieldPick({ fields, items, onChange }: { fields: readonly FormField[]; items: SupplementItem[]; onChange(items: SupplementItem[]): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const toggle = (item: SupplementItem, on: boolean) => {
    const others = items.filter((x) => x.Key !== item.Key);
    onChange(on ? [...others, item] : others);
  };
  return (
    <>
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
    </>
  );
}

/** The items asked: each its labels, kind (data or document) and whether required; a free item added by hand. */
function ItemsEditor({ items, onChange }: { items: SupplementItem[]; onChange(items: SupplementItem[]): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const set = (i: number, patch: Partial<SupplementItem>) => onChange(items.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const addItem = () => onChange([...items, freeSupplementItem(items)]);
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
            <Button size="small" icon="add" text={w.addItem} data-testid="sup-add-item" onClick={addItem} />
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
