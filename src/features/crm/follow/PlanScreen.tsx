import { Button, Callout, H2, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanRow } from '../../../contract/crm/followCalls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { PLAN_SECTIONS, planSectionWords, planShownWords } from '../../../domain/crm/follow';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { useRoute } from '../../../ui/routeContext';
import { plansQueryOptions, useCancelPlan } from './api';
import { useMethodName } from './methods';
import { RecordDialog } from './RecordDialog';
import { followWords } from './words';

/** /CRM/FollowUpPlan (commercial.md §7.4): my open plans by today / overdue / upcoming; complete one into a record, or cancel it. */
export default function PlanScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(followWords);
  const { data: plans = [] } = useQuery(plansQueryOptions({ Status: 'OPEN' }));
  const [completing, setCompleting] = useState<PlanRow>();
  const team = new Set(plans.map((p) => p.OwnerId)).size > 1;
  return (
    <section className="admin-screen" data-testid="crm-plans">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {team ? w.teamPlansHint : w.plansHint}
      </Callout>
      {PLAN_SECTIONS.map((s) => {
        const rows = plans.filter((p) => p.Section === s);
        return (
          <div key={s} data-testid={`crm-plans-${s.toLowerCase()}`} style={{ marginTop: 16 }}>
            <H4>
              {planSectionWords[s][lang]}{' '}
              <Tag minimal round intent={s === 'OVERDUE' && rows.length ? 'danger' : 'none'}>
                {rows.length}
              </Tag>
            </H4>
            {rows.length === 0 ? <p className="bp6-text-muted">{w.none}</p> : <PlanTable rows={rows} team={team} onComplete={setCompleting} />}
          </div>
        );
      })}
      {completing && (
        <RecordDialog
          title={`${w.complete} · ${completing.TargetName}`}
          planId={completing.Id}
          method={completing.Method}
          onClose={() => setCompleting(undefined)}
        />
      )}
    </section>
  );
}

function PlanTable({ rows, team, onComplete }: { rows: PlanRow[]; team: boolean; onComplete: (p: PlanRow) => void }) {
  const lang = useLanguage();
  const w = useWords(followWords);
  const methodName = useMethodName();
  const cancel = useCancelPlan();
  return (
    <HTMLTable compact striped style={{ width: '100%' }}>
      <thead>
        <tr style={{ whiteSpace: 'nowrap' }}>
          <th>{w.plannedAt}</th>
          <th>{w.target}</th>
          <th>{w.method}</th>
          <th>{w.content}</th>
          {team && <th>{w.owner}</th>}
          <th>{w.status}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.Id}>
            <td style={{ whiteSpace: 'nowrap' }}>{placeTime(p.PlannedAt)}</td>
            <td>{p.TargetName}</td>
            <td>{methodName(p.Method)}</td>
            <td>{p.Content}</td>
            {team && <td>{p.OwnerName}</td>}
            <td>
              <Tag minimal intent={p.Status === 'OVERDUE' ? 'danger' : 'primary'}>
                {planShownWords[p.Status][lang]}
              </Tag>
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>
              <AccessGate access={A.crmFollowEdit}>
                <Button size="small" intent="primary" icon="tick" text={w.complete} onClick={() => onComplete(p)} />{' '}
                <Button size="small" variant="minimal" text={w.cancelPlan} onClick={() => void cancel({ Id: p.Id }, w.cancelled)} />
              </AccessGate>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
