import { Button, Callout, H2, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CustomerRow, crmCalls as C } from '../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../contract/crm/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { AccessGate } from '../../ui/AccessGate';
import { useRoute } from '../../ui/routeContext';
import { limitsQueryOptions, useAssign, useClaim, useDeleteCustomers, useRelease, useTransfer } from './api/crm';
import { customerColumns } from './columns';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerForm } from './CustomerForm';
import { MergeBar } from './edit/MergeDialog';
import { MoveDialog } from './MoveDialog';
import { useDictName } from './useDictName';
import { DeleteCustomerButton } from './opportunities/DeleteCustomerButton';
import { crmWords } from './words';
import { QuickFollow } from './follow/QuickFollow';

type Scope = 'POOL' | 'MINE' | 'ALL';
type Moving = { kind: 'release' | 'transfer' | 'assign'; customer: CustomerRow };

/** The pool, my private sea and the team's customers: one list by scope, the moves each page offers. */
export function CustomersScreen({ scope }: { scope: Scope }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(crmWords);
  const [moving, setMoving] = useState<Moving>();
  const [open, setOpen] = useState<number>();
  const dictName = useDictName();
  const [adding, setAdding] = useState(false);
  const claim = useClaim();
  const release = useRelease();
  const transfer = useTransfer();
  const assign = useAssign();
  const remove = useDeleteCustomers();
  const hint = scope === 'POOL' ? w.poolHint : scope === 'MINE' ? w.mineHint : w.resourcesHint;
  const move = (to: string) => {
    const m = moving!;
    const ids = [m.customer.Id];
    if (m.kind === 'release') return release({ Ids: ids, Reason: to }, w.released);
    return (m.kind === 'transfer' ? transfer : assign)({ Ids: ids, ToEmployeeId: Number(to) }, w.moved);
  };
  return (
    <section className="admin-screen" data-testid={`crm-${scope.toLowerCase()}`}>
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {hint}
      </Callout>
      {scope === 'POOL' && <Limits />}
      {scope === 'MINE' && (
        <div style={{ display: 'flex', margin: '8px 0' }}>
          <AccessGate access={A.crmCustomerEdit}>
            <Button icon="add" intent="primary" text={w.add} onClick={() => setAdding(true)} data-testid="crm-add-customer" />
          </AccessGate>
        </div>
      )}
      <DataTable<CustomerRow>
        list={C.customerList}
        fixed={{ Scope: scope }}
        label={route.title[lang]}
        exportAccess={scope === 'ALL' ? A.crmCustomerAll : undefined}
        columns={customerColumns(scope, dictName)}
        onOpen={(c) => setOpen(c.Id)}
        pick={scope === 'ALL' ? { key: (c) => c.Id, bar: (rows) => <MergeBar rows={rows} /> } : undefined}
        actionsWidth={scope === 'POOL' ? 140 : scope === 'MINE' ? 175 : 180}
        actions={(c) => (
          <>
            <Button size="small" minimal icon="eye-open" aria-label={w.open} title={w.open} onClick={() => setOpen(c.Id)} />
            {scope === 'POOL' && (
              <AccessGate access={A.crmClaim}>
                <Button size="small" intent="primary" icon="hand-up" text={w.claim} onClick={() => void claim({ Ids: [c.Id] }, w.claimed)} />
              </AccessGate>
            )}
            {scope !== 'POOL' && !c.InPool && (
              <AccessGate access={A.crmRelease}>
                <Button size="small" text={w.release} onClick={() => setMoving({ kind: 'release', customer: c })} />
              </AccessGate>
            )}
            {scope === 'ALL' && (
              <AccessGate access={c.InPool ? A.crmAssign : A.crmTransfer}>
                <Button
                  size="small"
                  text={c.InPool ? w.assign : w.transfer}
                  onClick={() => setMoving({ kind: c.InPool ? 'assign' : 'transfer', customer: c })}
                />
              </AccessGate>
            )}
            {scope === 'MINE' && <QuickFollow customer={c} />}
            {scope === 'MINE' && (
              <AccessGate access={A.crmCustomerDelete}>
                <DeleteCustomerButton id={c.Id} onDelete={() => void remove({ Ids: [c.Id] }, w.removed)} />
              </AccessGate>
            )}
          </>
        )}
      />
      {moving && <MoveDialog kind={moving.kind} customer={moving.customer} onClose={() => setMoving(undefined)} onDone={move} />}
      {adding && <CustomerForm onClose={() => setAdding(false)} />}
      {open !== undefined && <CustomerDrawer id={open} onClose={() => setOpen(undefined)} />}
    </section>
  );
}

/** Today's claims against the cap and what I hold against my capacity. */
function Limits() {
  const w = useWords(crmWords);
  const { data } = useQuery(limitsQueryOptions());
  if (!data) return null;
  return (
    <Tag large minimal intent="warning" data-testid="crm-limits" style={{ margin: '8px 0' }}>
      {w.limits(
        data.PickedToday,
        data.PickLimit === null ? w.noLimit : String(data.PickLimit),
        data.Held,
        data.Capacity === null ? w.noLimit : String(data.Capacity),
      )}
    </Tag>
  );
}
