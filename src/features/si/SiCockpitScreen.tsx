import { Card, H2, H4, Spinner, Tag } from '@blueprintjs/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ListPage } from '../../contract/admin';
import { SI_STATUS, SI_STATUS_TEXT, type SiStatus } from '../../domain/si/status';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { listKey } from '../../lib/listKey';
import { apiData } from '../../streams/http';
import type { QueueRow } from './SiListScreen';
import { useSiDetailHref } from './SiInlineDetail';

const STATUSES = Object.keys(SI_STATUS_TEXT).map(Number) as SiStatus[];
const daysTo = (date: string) => Math.ceil((new Date(`${date}T23:59:59`).getTime() - Date.now()) / 86_400_000);

/** /tdManage/workbench: the SI cockpit — counts by status, deadlines near, the queue's head. */
export default function SiCockpitScreen() {
  const tr = useTr();
  const lang = useLanguage();
  const href = useSiDetailHref();
  const counts = useQueries({
    queries: STATUSES.map((s) => ({
      queryKey: [...listKey(ENDPOINTS.siReviewQueue), 'count', s],
      queryFn: () => apiData<ListPage<QueueRow>>('GET', `${ENDPOINTS.siReviewQueue}?TBI_STATUS=${s}&PageSize=1`),
    })),
  });
  const waiting = useQuery({
    queryKey: [...listKey(ENDPOINTS.siReviewQueue), 'cockpit'],
    queryFn: () => apiData<ListPage<QueueRow>>('GET', `${ENDPOINTS.siReviewQueue}?TBI_STATUS=${SI_STATUS.SUBMITTED}&Sort=TBI_DEADLINE&PageSize=10`),
  });
  return (
    <section className="admin-screen">
      <H2>{tr('SI驾驶舱', 'SI cockpit')}</H2>
      <div className="si-cockpit__counts">
        {STATUSES.map((s, i) => (
          <Card key={s} data-testid={`si-count-${s}`}>
            <H4>{SI_STATUS_TEXT[s][lang]}</H4>
            <div className="si-cockpit__number">{counts[i]?.data ? counts[i]!.data!.Total : <Spinner size={16} />}</div>
          </Card>
        ))}
      </div>
      <Card>
        <H4>
          {tr('截单最近的待审SI', 'Awaiting review, nearest deadline first')} <Link to="/tdManage/siCheck">{tr('进入审核队列', 'Open the queue')}</Link>
        </H4>
        <ul>
          {(waiting.data?.Items ?? []).map((r) => {
            const days = r.TBI_DEADLINE ? daysTo(r.TBI_DEADLINE) : undefined;
            return (
              <li key={r.Id}>
                <Link to={href(r.Id)}>SI {r.TBI_NO}</Link> {r.CompanyName} {r.TBI_CGO_ID}{' '}
                {days !== undefined && <Tag minimal intent={days <= 2 ? 'danger' : 'none'}>{days < 0 ? tr('已过截单', 'past the deadline') : tr(`${days} 天后截单`, `deadline in ${days} days`)}</Tag>}
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
