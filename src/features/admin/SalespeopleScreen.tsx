import { useState } from 'react';
import { Button, Callout, Card, H2, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { CompanyWire } from '../../contract/admin';
import { DataTable, listKey } from '../../lib/DataTable';
import { apiData } from '../../streams/http';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { KIND, type CompanyKind } from './companyKind';
import { useAction } from '../../lib/useAction';
import { useWords } from '../../i18n/words';
import { adminWords } from './words';

interface Candidate {
  EmployeeId: number;
  Name: string;
  Companies: number;
}

/** /system/company/customer/CustomerBusinessPersonnel: which internal staff serve which customers and providers. */
export default function SalespeopleScreen() {
  const w = useWords(adminWords);
  const act = useAction();
  const queries = useQueryClient();
  const [kind, setKind] = useState<CompanyKind>('customer');
  const [picked, setPicked] = useState<CompanyWire>();
  const [candidate, setCandidate] = useState('');
  const candidates = useQuery({ queryKey: ['admin', 'salespeopleCandidates'], queryFn: () => apiData<Candidate[]>('GET', ENDPOINTS.salespeopleCandidates) });
  const company = useQuery({
    queryKey: ['admin', 'company', picked?.Id],
    queryFn: () => apiData<CompanyWire>('GET', `${ENDPOINTS.companyDetail}?Id=${picked!.Id}`),
    enabled: !!picked,
  });
  const refresh = async () => {
    await queries.invalidateQueries({ queryKey: ['admin'] });
    await queries.invalidateQueries({ queryKey: listKey(KIND[kind].list) });
  };
  const current = company.data;
  return (
    <section className="admin-screen">
      <H2>{w.customerSalespeople}</H2>
      <Callout icon="briefcase">{w.assignInternalStaffTo}</Callout>
      <HTMLSelect
        value={kind}
        onChange={(e) => {
          setKind(e.currentTarget.value as CompanyKind);
          setPicked(undefined);
        }}
        options={[
          { value: 'customer', label: w.customers },
          { value: 'provider', label: w.providers },
        ]}
        aria-label={w.companyKind}
      />
      <div className="salespeople">
        <DataTable<CompanyWire>
          key={kind}
          path={KIND[kind].list}
          label={w.companies}
          onOpen={setPicked}
          columns={[
            { key: 'Code', title: adminWords.code, width: 110, filter: 'text', sortable: true },
            { key: 'Name', title: adminWords.name, width: 230, filter: 'text', sortable: true },
            {
              key: 'Salespeople',
              title: adminWords.salespeople,
              width: 160,
              filter: 'text',
              filterKey: 'SalespeopleNames',
              text: (r) => r.Salespeople.map((s) => s.Name).join(', '),
            },
          ]}
          actionsWidth={90}
          actions={(r) => <Button size="small" text={w.assign} aria-label={`${w.assign} ${r.Name}`} onClick={() => setPicked(r)} />}
        />
        {picked && (
          <Card className="salespeople__panel" data-testid="salespeople-panel">
            <H4>{picked.Name}</H4>
            {(current?.Salespeople ?? []).map((s) => (
              <Tag
                key={s.EmployeeId}
                large
                minimal
                className="tag-gap"
                onRemove={() => void act(ENDPOINTS.salespeopleRemove, { CompanyId: picked.Id, EmployeeId: s.EmployeeId }, w.removed).then(refresh)}
              >
                {s.Name}
              </Tag>
            ))}
            <Gate access={ACCESS.salespeopleAssign}>
              <div className="salespeople__add">
                <HTMLSelect
                  aria-label={w.pickSalesperson}
                  value={candidate}
                  onChange={(e) => setCandidate(e.currentTarget.value)}
                  options={[
                    { value: '', label: w.pickSalespersonOption },
                    ...(candidates.data ?? []).map((c) => ({ value: c.EmployeeId, label: `${c.Name}（${c.Companies}）` })),
                  ]}
                />
                <Button
                  intent="primary"
                  icon="add"
                  text={w.assign}
                  disabled={!candidate}
                  onClick={() => void act(ENDPOINTS.salespeopleAssign, { CompanyId: picked.Id, EmployeeId: Number(candidate) }, w.assigned).then(refresh)}
                />
              </div>
            </Gate>
          </Card>
        )}
      </div>
      <AuditPanel entity="salesperson" />
    </section>
  );
}
