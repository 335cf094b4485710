import { Button, Card, FormGroup, H2, H4, HTMLTable, NumericInput, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DictWire, PoolWire } from '../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../contract/crm/module';
import { dictKindWords } from '../../domain/crm/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AccessGate } from '../../ui/AccessGate';
import { useRoute } from '../../ui/routeContext';
import { capacitiesQueryOptions, dictsQueryOptions, poolQueryOptions, useSaveCapacity, useSavePool } from './api/crm';
import { DictDialog } from './DictDialog';
import { crmWords } from './words';

/** /CRM/CRMDataMaintenance (commercial.md §7.4): the lists the CRM screens pick from, the pool's rules, capacities. */
export default function MaintenanceScreen() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <section className="admin-screen" data-testid="crm-maintenance">
      <H2>{route.title[lang]}</H2>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PoolRules />
        <Capacities />
        <Lists />
      </div>
    </section>
  );
}

function PoolRules() {
  const w = useWords(crmWords);
  const { data } = useQuery(poolQueryOptions());
  const save = useSavePool();
  const [p, setP] = useState<PoolWire>();
  useEffect(() => setP(data), [data]);
  if (!p) return null;
  const num = (key: keyof PoolWire, label: string) => (
    <FormGroup label={label} inline>
      <NumericInput min={0} value={p[key] as number} onValueChange={(n) => setP({ ...p, [key]: Number.isFinite(n) ? n : 0 })} style={{ width: 80 }} />
    </FormGroup>
  );
  return (
    <Card style={{ minWidth: 360 }}>
      <H4>{w.poolRules}</H4>
      {num('PickNumber', w.pickNumber)}
      {num('PreOwnerCooldownDays', w.cooldown)}
      <Switch checked={p.RecycleEnabled} label={w.recycleOn} onChange={(e) => setP({ ...p, RecycleEnabled: e.currentTarget.checked })} />
      {num('NoFollowDays', w.noFollowDays)}
      {num('NoDealDays', w.noDealDays)}
      {num('NoticeDays', w.noticeDays)}
      <AccessGate access={A.crmMaintain}>
        <Button intent="primary" text={w.save} onClick={() => void save(p, w.saved)} />
      </AccessGate>
    </Card>
  );
}

function Capacities() {
  const w = useWords(crmWords);
  const { data } = useQuery(capacitiesQueryOptions());
  const save = useSaveCapacity();
  const [edits, setEdits] = useState<Record<string, number>>({});
  return (
    <Card style={{ minWidth: 320 }}>
      <H4>{w.capacities}</H4>
      <HTMLTable compact>
        <thead>
          <tr>
            <th />
            <th>{w.held}</th>
            <th>{w.capacity}</th>
          </tr>
        </thead>
        <tbody>
          {(data ?? []).map((c) => {
            const k = String(c.EmployeeId);
            return (
              <tr key={k}>
                <td>{c.EmployeeId === null ? w.companyDefault : c.EmployeeName}</td>
                <td>{c.EmployeeId === null ? '' : c.Held}</td>
                <td>
                  <NumericInput
                    min={0}
                    style={{ width: 70 }}
                    value={edits[k] ?? c.Capacity}
                    onValueChange={(n) => setEdits({ ...edits, [k]: Number.isFinite(n) ? n : 0 })}
                  />
                </td>
                <td>
                  <AccessGate access={A.crmMaintain}>
                    <Button
                      size="small"
                      text={w.save}
                      disabled={edits[k] === undefined}
                      onClick={() => void save({ EmployeeId: c.EmployeeId, Capacity: edits[k] ?? c.Capacity }, w.saved)}
                    />
                  </AccessGate>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function Lists() {
  const w = useWords(crmWords);
  const lang = useLanguage();
  const { data } = useQuery(dictsQueryOptions());
  const [editing, setEditing] = useState<DictWire | 'new'>();
  return (
    <Card style={{ minWidth: 420 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <H4 style={{ margin: 0, marginRight: 'auto' }}>{w.lists}</H4>
        <AccessGate access={A.crmMaintain}>
          <Button icon="add" size="small" text={w.addEntry} onClick={() => setEditing('new')} data-testid="crm-dict-add" />
        </AccessGate>
      </div>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{w.entity}</th>
            <th>{w.code}</th>
            <th>{w.nameZh}</th>
            <th>{w.nameEn}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(data ?? []).map((d) => (
            <tr key={d.Id} className={d.Enabled ? undefined : 'bp6-text-disabled'}>
              <td>{dictKindWords[d.Kind][lang]}</td>
              <td>{d.Code}</td>
              <td>{d.NameZh}</td>
              <td>{d.NameEn}</td>
              <td>
                {d.Enabled ? w.entryOnShort : w.entryOff}{' '}
                <AccessGate access={A.crmMaintain}>
                  <Button size="small" minimal icon="edit" aria-label={`${w.edit} ${d.Code}`} title={w.edit} onClick={() => setEditing(d)} />
                </AccessGate>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {editing && <DictDialog entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
