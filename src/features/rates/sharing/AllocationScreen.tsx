import type { EmployeeRowWire } from '../../../contract/admin';
import type { ListCall } from '../../../contract/call';
import { callRef } from '../../../streams/callApi';
import { subscriptionsQueryOptions } from '../api/reads';
import { useAllocateSubscription } from '../api/sharing';
import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { MySubscription } from '../../../contract/rates/sharedCalls';
import { idsOfText } from '../../../domain/refdata/agencies';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm, recordSource } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { sharingWords } from './words';

// a typed reference: the admin contract declares no row schema for the employee list
const EMPLOYEES = recordSource({ list: callRef<ListCall<EmployeeRowWire>>('GET', ENDPOINTS.employeeList), filter: 'Name', label: (r) => r.Name });

/** One subscription's allocation: to every salesperson or the ones chosen, shown to customers or not. */
function AllocateDialog({ sub, onClose }: { sub: MySubscription; onClose(): void }) {
  const w = useWords(sharingWords);
  const allocate = useAllocateSubscription().mutateAsync;
  return (
    <AppDialog isOpen onClose={onClose} title={`${w.allocate}：${sub.OfferName}`} style={{ width: 520 }}>
      <div className="bp6-dialog-body">
        <ApiForm
          draftKey={`sharing.allocate.${sub.Id}`}
          initial={{
            AllSales: String(sub.AllSales),
            EmployeeIds: sub.AllocatedIds.map((id, i) => `${id} ${sub.AllocatedNames[i] ?? ''}`).join(', '),
            ExposeToCustomers: String(sub.ExposeToCustomers),
          }}
          fields={[
            { name: 'AllSales', label: w.allSales, type: 'checkbox' },
            { name: 'EmployeeIds', label: w.chooseSales, type: 'records', records: EMPLOYEES },
            { name: 'ExposeToCustomers', label: w.exposeToCustomers, type: 'checkbox' },
          ]}
          submitText={w.save}
          onSubmit={async (v) => {
            await allocate({
              Id: sub.Id,
              Revision: sub.Revision,
              AllSales: v.AllSales === 'true',
              EmployeeIds: v.AllSales === 'true' ? [] : idsOfText(v.EmployeeIds ?? ''),
              ExposeToCustomers: v.ExposeToCustomers === 'true',
            });
            onClose();
            return w.allocated;
          }}
        />
      </div>
    </AppDialog>
  );
}

/**
 * /SeaFreight/FreightManagement/ThirdFreightMySubscribeSale (commercial.md §3.4): each active
 * subscription's rates allocated to every salesperson or to the ones chosen, and shown to customers
 * in their own rate searches or not — the server applies both on every search.
 */
export default function AllocationScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  const [editing, setEditing] = useState<MySubscription>();
  const list = useQuery(subscriptionsQueryOptions());
  const active = list.data?.filter((s) => s.Status === 'ACTIVE') ?? [];

  return (
    <section className="admin-screen" data-testid="subscription-allocation">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.allocationHint}</Callout>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !active.length ? (
        <NonIdealState icon="inbox" description={w.none} />
      ) : (
        <HTMLTable compact striped aria-label={route.title[lang]} data-testid="allocation-list">
          <thead>
            <tr>
              <th>{w.offer}</th>
              <th>{w.owner}</th>
              <th>{w.rateCount}</th>
              <th>{w.salespeople}</th>
              <th>{w.exposeToCustomers}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {active.map((s) => (
              <tr key={s.Id} data-offer={s.OfferName}>
                <td>{s.OfferName}</td>
                <td>{s.OwnerName}</td>
                <td>{s.RateCount}</td>
                <td>{s.AllSales ? w.allSales : s.AllocatedNames.join('、')}</td>
                <td>{s.ExposeToCustomers ? '✓' : '—'}</td>
                <td>
                  <Gate access={RATES_ACCESS.allocate}>
                    <Button size="small" minimal icon="people" text={w.allocate} onClick={() => setEditing(s)} />
                  </Gate>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing ? <AllocateDialog sub={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
