import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import { useTr } from '../../i18n/useTr';
import { findRoute } from '../../routes';
import { apiData } from '../../streams/http';
import { mayOpen, useGrants } from '../../session/access';
import { QueueCard } from './QueueCard';
import { useListTotal } from './useListTotal';

const can = (path: string) => mayOpen(findRoute(path)!);

/**
 * The staff side's queues, each shown only to whoever works it: SIs awaiting review (reviewers),
 * company applications awaiting audit and bind requests awaiting a decision (admins).
 */
export function StaffDesk() {
  const tr = useTr();
  useGrants(); // re-render when the menu tree arrives
  const reviews = can('/tdManage/siCheck');
  const audits = can('/system/CompanyAudit');
  const binds = can('/system/employee/list');
  const reviewCount = useListTotal(ENDPOINTS.siReviewQueue, { TBI_STATUS: '1' }, reviews);
  const auditCount = useListTotal(ENDPOINTS.applicationList, { Stage: 'pending' }, audits);
  const bindCount = useQuery({
    queryKey: ['startPage', 'bindRequests'],
    queryFn: () => apiData<unknown[]>('GET', ENDPOINTS.joinPendingBindRequests).then((rows) => rows.length),
    enabled: binds,
  });
  const value = (q: { data?: number; isError: boolean }) => (q.isError ? null : q.data);
  if (!reviews && !audits && !binds) return null;
  return (
    <div className="start-page__queues">
      {reviews && (
        <QueueCard testId="queue-si-review" title={tr('SI审核', 'SI review')} count={value(reviewCount)} unit={tr('票SI待审核', 'SIs awaiting review')} href="/tdManage/siCheck" action={tr('打开审核队列', 'Open the review queue')} />
      )}
      {audits && (
        <QueueCard testId="queue-company-audit" title={tr('公司申请', 'Company applications')} count={value(auditCount)} unit={tr('个申请待审核', 'applications to audit')} href="/system/CompanyAudit" action={tr('去审核', 'Audit them')} />
      )}
      {binds && (
        <QueueCard testId="queue-bind-requests" title={tr('绑定申请', 'Bind requests')} count={value(bindCount)} unit={tr('个绑定申请待处理', 'bind requests to decide')} href="/system/employee/list" action={tr('打开员工列表', 'Open the employee list')} />
      )}
    </div>
  );
}
