import { useState } from 'react';
import { Button, ButtonGroup, Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApplicationWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { apiData } from '../../streams/http';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions, useTr } from './tr';
import { useAction } from '../../lib/useAction';
import { useQueryClient } from '@tanstack/react-query';
import { listKey } from '../../lib/DataTable';

type Stage = 'all' | 'pending' | 'decided';
const STAGE: Record<string, Stage> = { '/system/CompanyAudit': 'pending', '/system/CompanyAuditFinish': 'decided' };

/**
 * The join flow's company applications (issue 3), audited by the platform: /system/CompanyApplication
 * (all), /system/CompanyAudit (pending: approve, or reject with a reason), /system/CompanyAuditFinish (decided).
 */
export default function ApplicationsScreen() {
  const tr = useTr();
  const act = useAction();
  const queries = useQueryClient();
  const route = useRoute();
  const stage = STAGE[route.path] ?? 'all';
  const [rejecting, setRejecting] = useState<ApplicationWire>();
  const title = stage === 'pending' ? tr('公司审核', 'Company audit') : stage === 'decided' ? tr('已审核公司', 'Audited companies') : tr('公司申请', 'Company applications');
  return (
    <section className="admin-screen">
      <H2>{title}</H2>
      {stage === 'pending' && <Callout icon="endorsed">{tr('通过后创建公司，申请人成为该公司管理员；拒绝须写明原因，申请人可见。', 'Approving creates the company with the applicant as its admin; a rejection needs a reason the applicant reads.')}</Callout>}
      <DataTable<ApplicationWire>
        path={ENDPOINTS.applicationList}
        fixed={stage === 'all' ? undefined : { Stage: stage }}
        label={title}
        exportAccess={ACCESS.applicationExport}
        columns={[
          { key: 'CompanyName', title: { zh: '公司名称', en: 'Company' }, width: 220, sortable: true, filter: 'text' },
          { key: 'Kind', title: { zh: '类型', en: 'Kind' }, width: 80, sortable: true, filter: statusOptions('customer', 'provider'), text: (r, l) => STATUS_TEXT[r.Kind]![l] },
          { key: 'Applicant', title: { zh: '申请人', en: 'Applicant' }, width: 170, sortable: true, filter: 'text' },
          { key: 'ContactName', title: { zh: '联系人', en: 'Contact' }, width: 90 },
          { key: 'ContactPhone', title: { zh: '电话', en: 'Phone' }, width: 130 },
          ...(stage === 'pending'
            ? []
            : [{ key: 'Status', title: { zh: '状态', en: 'Status' }, width: 80, sortable: true, filter: statusOptions('pending', 'approved', 'rejected'), text: (r: ApplicationWire, l: 'zh' | 'en') => STATUS_TEXT[r.Status]![l] }]),
          { key: 'Reason', title: { zh: '原因', en: 'Reason' }, width: 160 },
          { key: 'CreatedAt', title: { zh: '申请时间', en: 'Applied' }, width: 150, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
          { key: 'DecidedBy', title: { zh: '审核人', en: 'Decided by' }, width: 90 },
        ]}
        actionsWidth={160}
        actions={(r) =>
          r.Status === 'pending' ? (
            <Gate access={ACCESS.applicationDecide}>
              <ButtonGroup>
                <Button size="small" intent="success" icon="tick" text={tr('通过', 'Approve')} onClick={() => void act(ENDPOINTS.applicationDecide, { Id: r.Id, Approve: true }, tr('已通过，公司已创建', 'Approved; the company exists'), [ENDPOINTS.applicationList])} />
                <Button size="small" intent="danger" icon="cross" text={tr('拒绝', 'Reject')} onClick={() => setRejecting(r)} />
              </ButtonGroup>
            </Gate>
          ) : null
        }
      />
      <AppDialog isOpen={!!rejecting} onClose={() => setRejecting(undefined)} title={tr('拒绝申请', 'Reject the application')}>
        {rejecting && (
          <div className="bp6-dialog-body">
            <p>{rejecting.CompanyName}</p>
            <ApiForm
              draftKey={`application.reject.${rejecting.Id}`}
              fields={[{ name: 'Reason', label: tr('拒绝原因（申请人可见）', 'Reason (the applicant reads it)'), type: 'textarea' }]}
              submitText={tr('拒绝', 'Reject')}
              onSubmit={async (v) => {
                await apiData('POST', ENDPOINTS.applicationDecide, { Id: rejecting.Id, Approve: false, Reason: v.Reason });
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.applicationList) });
                setRejecting(undefined);
              }}
              footer={<Button minimal text={tr('取消', 'Cancel')} onClick={() => setRejecting(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <AuditPanel entity="application" />
    </section>
  );
}
