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
import { useTr } from './tr';
import { useAction } from '../../lib/useAction';

interface Candidate {
  EmployeeId: number;
  Name: string;
  Companies: number;
}

/** /system/company/customer/CustomerBusinessPersonnel: which internal staff serve which customers and providers. */
export default function SalespeopleScreen() {
  const tr = useTr();
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
      <H2>{tr('客户业务员', 'Customer salespeople')}</H2>
      <Callout icon="briefcase">{tr('为客户与供应商指定负责的内部业务员；业务员在“用户中心”、对方公司在“本公司信息”中都能看到。', 'Assign internal staff to customers and providers; the salesperson sees it in the user center, the company in its own detail page.')}</Callout>
      <HTMLSelect value={kind} onChange={(e) => (setKind(e.currentTarget.value as CompanyKind), setPicked(undefined))} options={[{ value: 'customer', label: tr('客户', 'Customers') }, { value: 'provider', label: tr('供应商', 'Providers') }]} aria-label={tr('公司类型', 'Company kind')} />
      <div className="salespeople">
        <DataTable<CompanyWire>
          key={kind}
          path={KIND[kind].list}
          label={tr('公司', 'Companies')}
          onOpen={setPicked}
          columns={[
            { key: 'Code', title: { zh: '代码', en: 'Code' }, width: 110, filter: 'text', sortable: true },
            { key: 'Name', title: { zh: '名称', en: 'Name' }, width: 230, filter: 'text', sortable: true },
            { key: 'Salespeople', title: { zh: '业务员', en: 'Salespeople' }, width: 160, filter: 'text', filterKey: 'SalespeopleNames', text: (r) => r.Salespeople.map((s) => s.Name).join(', ') },
          ]}
          actionsWidth={90}
          actions={(r) => <Button size="small" text={tr('分配', 'Assign')} aria-label={`${tr('分配', 'Assign')} ${r.Name}`} onClick={() => setPicked(r)} />}
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
                onRemove={() => void act(ENDPOINTS.salespeopleRemove, { CompanyId: picked.Id, EmployeeId: s.EmployeeId }, tr('已移除', 'Removed')).then(refresh)}
              >
                {s.Name}
              </Tag>
            ))}
            <Gate access={ACCESS.salespeopleAssign}>
              <div className="salespeople__add">
                <HTMLSelect
                  aria-label={tr('选择业务员', 'Pick a salesperson')}
                  value={candidate}
                  onChange={(e) => setCandidate(e.currentTarget.value)}
                  options={[{ value: '', label: tr('选择业务员…', 'Pick a salesperson…') }, ...(candidates.data ?? []).map((c) => ({ value: c.EmployeeId, label: `${c.Name}（${c.Companies}）` }))]}
                />
                <Button
                  intent="primary"
                  icon="add"
                  text={tr('分配', 'Assign')}
                  disabled={!candidate}
                  onClick={() => void act(ENDPOINTS.salespeopleAssign, { CompanyId: picked.Id, EmployeeId: Number(candidate) }, tr('已分配', 'Assigned')).then(refresh)}
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
