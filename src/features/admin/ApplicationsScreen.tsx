import { useState } from 'react';
import { Button, ButtonGroup, Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApplicationWire } from '../../contract/admin';
import { commonFieldWords } from '../../contract/words';
import { ApiForm } from '../../lib/ApiForm';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions } from './statusText';
import { useDecideApplication, useRejectApplication } from './api/companies';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const APPLICATION_LIST_LIST = callRef<ListCall<ApplicationWire>>('GET', ENDPOINTS.applicationList);

type Stage = 'all' | 'pending' | 'decided';
const STAGE: Record<string, Stage> = { '/system/CompanyAudit': 'pending', '/system/CompanyAuditFinish': 'decided' };

/** The applications' columns: the state only where the page holds more than one. */
const applicationColumns = (stage: Stage): DataColumn<ApplicationWire>[] => [
  { key: 'CompanyName', title: adminWords.applicantCompany, width: 220, sortable: true, filter: 'text' },
  {
    key: 'Kind',
    title: commonWords.kind,
    width: 80,
    sortable: true,
    filter: statusOptions('customer', 'provider'),
    text: (r, l) => STATUS_TEXT[r.Kind]![l],
  },
  { key: 'Applicant', title: adminWords.applicant, width: 170, sortable: true, filter: 'text' },
  { key: 'ContactName', title: adminWords.contact, width: 90 },
  { key: 'ContactPhone', title: adminWords.phone, width: 130 },
  { key: 'Uscc', title: commonFieldWords.Uscc, width: 170 },
  ...(stage === 'pending'
    ? []
    : [
        {
          key: 'Status',
          title: commonWords.status,
          width: 80,
          sortable: true,
          filter: statusOptions('pending', 'approved', 'rejected'),
          text: (r: ApplicationWire, l: 'zh' | 'en') => STATUS_TEXT[r.Status]![l],
        },
      ]),
  { key: 'Reason', title: adminWords.reason, width: 160 },
  { key: 'CreatedAt', title: adminWords.applied, width: 150, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
  { key: 'DecidedBy', title: adminWords.decidedBy, width: 90 },
];

/**
 * The join flow's company applications (issue 3), audited by the platform: /system/CompanyApplication
 * (all), /system/CompanyAudit (pending: approve, or reject with a reason), /system/CompanyAuditFinish (decided).
 */
export default function ApplicationsScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const decide = useDecideApplication();
  const reject = useRejectApplication();
  const route = useRoute();
  const stage = STAGE[route.path] ?? 'all';
  const [rejecting, setRejecting] = useState<ApplicationWire>();
  const title = stage === 'pending' ? w.companyAudit : stage === 'decided' ? w.auditedCompanies : c.companyApplications;
  return (
    <section className="admin-screen">
      <H2>{title}</H2>
      {stage === 'pending' && <Callout icon="endorsed">{w.approvingCreatesCompanyWith}</Callout>}
      <DataTable<ApplicationWire>
        list={APPLICATION_LIST_LIST}
        fixed={stage === 'all' ? undefined : { Stage: stage }}
        label={title}
        exportAccess={ACCESS.applicationExport}
        columns={applicationColumns(stage)}
        actionsWidth={160}
        actions={(r) =>
          r.Status === 'pending' ? (
            <Gate access={ACCESS.applicationDecide}>
              <ButtonGroup>
                <Button
                  size="small"
                  intent="success"
                  icon="tick"
                  text={w.approve}
                  onClick={() => void decide({ Id: r.Id, Approve: true }, w.approvedCompanyExists)}
                />
                <Button size="small" intent="danger" icon="cross" text={w.reject} onClick={() => setRejecting(r)} />
              </ButtonGroup>
            </Gate>
          ) : null
        }
      />
      <AppDialog isOpen={!!rejecting} onClose={() => setRejecting(undefined)} title={w.rejectApplication}>
        {rejecting && (
          <div className="bp6-dialog-body">
            <p>{rejecting.CompanyName}</p>
            <ApiForm
              draftKey={`application.reject.${rejecting.Id}`}
              fields={[{ name: 'Reason', label: w.reasonApplicantReadsIt, type: 'textarea' }]}
              submitText={w.reject}
              onSubmit={async (v) => {
                await reject.mutateAsync({ Id: rejecting.Id, Approve: false, Reason: v.Reason });
                setRejecting(undefined);
              }}
              footer={<Button minimal text={c.cancel} onClick={() => setRejecting(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <AuditPanel entity="application" />
    </section>
  );
}
