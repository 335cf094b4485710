import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import { findRoute } from '../../routes';
import { bindRequestCountQueryOptions } from './api/startPage';
import { mayOpen, useGrants } from '../../session/access';
import { QueueCard } from './QueueCard';
import { useListTotal } from './useListTotal';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { workbenchWords } from './words';

const can = (path: string) => mayOpen(findRoute(path)!);

/**
 * The staff side's queues, each shown only to whoever works it: SIs awaiting review (reviewers),
 * company applications awaiting audit and bind requests awaiting a decision (admins).
 */
export function StaffDesk() {
  const w = useWords(workbenchWords);
  const c = useWords(commonWords);
  useGrants(); // re-render when the menu tree arrives
  const reviews = can('/tdManage/siCheck');
  const audits = can('/system/CompanyAudit');
  const binds = can('/system/employee/list');
  const reviewCount = useListTotal(ENDPOINTS.siReviewQueue, { TBI_STATUS: '1' }, reviews);
  const auditCount = useListTotal(ENDPOINTS.applicationList, { Stage: 'pending' }, audits);
  const bindCount = useQuery(bindRequestCountQueryOptions(binds));
  const value = (q: { data?: number; isError: boolean }) => (q.isError ? null : q.data);
  if (!reviews && !audits && !binds) return null;
  return (
    <div className="start-page__queues">
      {reviews && (
        <QueueCard
          testId="queue-si-review"
          title={w.siReview}
          count={value(reviewCount)}
          unit={w.sisAwaitingReview}
          href="/tdManage/siCheck"
          action={w.openReviewQueue}
        />
      )}
      {audits && (
        <QueueCard
          testId="queue-company-audit"
          title={c.companyApplications}
          count={value(auditCount)}
          unit={w.applicationsToAudit}
          href="/system/CompanyAudit"
          action={w.auditThem}
        />
      )}
      {binds && (
        <QueueCard
          testId="queue-bind-requests"
          title={c.bindRequests}
          count={value(bindCount)}
          unit={w.bindRequestsToDecide}
          href="/system/employee/list"
          action={w.openEmployeeList}
        />
      )}
    </div>
  );
}
