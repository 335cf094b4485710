import { useState } from 'react';
import { Button, Callout, Card, H2, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import type { CompanyWire } from '../../contract/admin';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { KIND, type CompanyKind } from './companyKind';
import { useAssignSalesperson, useCompany, useRemoveSalesperson, useSalespeopleCandidates } from './api/companies';
import { useWords } from '../../i18n/words';
import { adminWords } from './words';

/** The companies' columns: code, name, the staff who serve them. */
const COMPANY_COLUMNS: DataColumn<CompanyWire>[] = [
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
];

/** /system/company/customer/CustomerBusinessPersonnel: which internal staff serve which customers and providers. */
export default function SalespeopleScreen() {
  const w = useWords(adminWords);
  const assign = useAssignSalesperson();
  const remove = useRemoveSalesperson();
  const [kind, setKind] = useState<CompanyKind>('customer');
  const [picked, setPicked] = useState<CompanyWire>();
  const [candidate, setCandidate] = useState('');
  const candidates = useSalespeopleCandidates();
  const company = useCompany(picked?.Id);
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
          list={KIND[kind].list}
          label={w.companies}
          onOpen={setPicked}
          columns={COMPANY_COLUMNS}
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
                onRemove={() => void remove({ CompanyId: picked.Id, EmployeeId: s.EmployeeId }, w.removed)}
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
                  onClick={() => void assign({ CompanyId: picked.Id, EmployeeId: Number(candidate) }, w.assigned)}
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
