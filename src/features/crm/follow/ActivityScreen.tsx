import { Callout, FormGroup, H2, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { crmActionWords, recycleReasonWords } from '../../../domain/crm/status';
import { useDictName } from '../useDictName';
import { dayIn, OFFICE_ZONE, parseLocalDateTime, placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { DateField } from '../../../ui/DateField';
import { useRoute } from '../../../ui/routeContext';
import { salespeopleQueryOptions } from '../api/crm';
import { activityQueryOptions } from './api';
import { followWords } from './words';
import { useMethodName } from './methods';
import type { ActivityRow } from '../../../contract/crm/followCalls';

const DAY = 86_400_000;
/** The start of an office day as an instant (undefined while the date is being typed). */
const dayStart = (day: string) => (day.length === 10 ? parseLocalDateTime(`${day} 00:00`, OFFICE_ZONE) : undefined);

/** /CRM/ActivityRecord (commercial.md §7.4): the CRM's activity stream in a period, by actor and customer, each kind in words. */
export default function ActivityScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(followWords);
  const [f, setF] = useState<Filters>({ from: dayIn(OFFICE_ZONE, new Date(Date.now() - 30 * DAY)), to: dayIn(OFFICE_ZONE), actor: '', customer: '' });
  const set = (p: Partial<Filters>) => setF({ ...f, ...p });
  const { from, to, actor, customer } = f;
  const start = dayStart(from);
  const end = dayStart(to);
  const filter = {
    ...(start ? { From: start } : {}),
    ...(end ? { To: new Date(Date.parse(end) + DAY).toISOString() } : {}),
    ...(actor ? { ActorId: Number(actor) } : {}),
    ...(customer ? { CustomerId: Number(customer) } : {}),
  };
  const { data: rows = [] } = useQuery(activityQueryOptions(filter));
  const dictName = useDictName();
  const methodName = useMethodName();
  /** A reason in words: an opportunity's loss reason or stage by the company's list (the server's), a follow-up's method and content, the plans moved, the recycling rule's, else the release reason's list entry (with the remarks). */
  const reasonOf = ({ Action: action, Reason: reason, ReasonName: named }: ActivityRow) => {
    if (named) return named[lang];
    if (!reason) return '';
    if (action === 'PLANS_MOVED') return w.plansMoved(Number(reason));
    if (action === 'FOLLOW' || action === 'PLAN_DONE' || action === 'PLAN_CANCELLED') {
      const [method = '', ...content] = reason.split(': ');
      return [methodName(method), ...content].join(': ');
    }
    const rule = reason.replace(/^RECYCLE_/, '') as keyof typeof recycleReasonWords;
    if (recycleReasonWords[rule]) return recycleReasonWords[rule][lang];
    const [code = '', ...remarks] = reason.split(': ');
    return [dictName('POOL_REASON', code), ...remarks].join(': ');
  };
  const customers = [...new Map(rows.filter((r) => r.Entity === 'CUSTOMER').map((r) => [r.EntityId, r.Name])).entries()];
  return (
    <section className="admin-screen" data-testid="crm-activity">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {w.activityHint}
      </Callout>
      <ActivityFilters f={f} set={set} customers={customers} />
      {rows.length === 0 ? (
        <p className="bp6-text-muted">{w.none}</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="crm-activity-rows">
          <thead>
            <tr>
              <th>{w.at}</th>
              <th>{w.action}</th>
              <th>{w.target}</th>
              <th>{w.actor}</th>
              <th>{w.toWhom}</th>
              <th>{w.reason}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.Key} data-action={r.Action}>
                <td style={{ whiteSpace: 'nowrap' }}>{placeTime(r.At)}</td>
                <td>{crmActionWords[r.Action][lang]}</td>
                <td>{r.Name}</td>
                <td>{r.ActorName}</td>
                <td>{r.ToName}</td>
                <td>{reasonOf(r)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

type Filters = { from: string; to: string; actor: string; customer: string };

/** The period (office days), the person who acted and the customer. */
function ActivityFilters({ f, set, customers }: { f: Filters; set(p: Partial<Filters>): void; customers: [number, string][] }) {
  const w = useWords(followWords);
  const people = useQuery(salespeopleQueryOptions()).data ?? [];
  return (
    <div style={{ display: 'flex', gap: 16, margin: '8px 0', alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormGroup label={`${w.period} · ${w.from}`} labelFor="crm-act-from" style={{ margin: 0 }}>
        <DateField id="crm-act-from" value={f.from} onChange={(from) => set({ from })} width={120} />
      </FormGroup>
      <FormGroup label={w.to} labelFor="crm-act-to" style={{ margin: 0 }}>
        <DateField id="crm-act-to" value={f.to} onChange={(to) => set({ to })} width={120} />
      </FormGroup>
      <FormGroup label={w.actor} labelFor="crm-act-actor" style={{ margin: 0 }}>
        <HTMLSelect
          id="crm-act-actor"
          value={f.actor}
          onChange={(e) => set({ actor: e.currentTarget.value })}
          options={[{ value: '', label: w.everyone }, ...people.map((p) => ({ value: String(p.Id), label: p.Name }))]}
        />
      </FormGroup>
      <FormGroup label={w.customerFilter} labelFor="crm-act-customer" style={{ margin: 0 }}>
        <HTMLSelect
          id="crm-act-customer"
          value={f.customer}
          onChange={(e) => set({ customer: e.currentTarget.value })}
          options={[{ value: '', label: w.allCustomers }, ...customers.map(([id, name]) => ({ value: String(id), label: name }))]}
        />
      </FormGroup>
    </div>
  );
}
