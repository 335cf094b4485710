import { useQuery } from '@tanstack/react-query';
import { Button, Card, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import type { ListPage } from '../../contract/admin';
import { ENDPOINTS } from '../../contract/endpoints';
import { statusText } from '../../domain/si/status';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { findRoute } from '../../routes';
import { apiData } from '../../streams/http';
import { mayOpen, useGrants } from '../../session/access';

interface RecentSi {
  Id: number;
  TBI_NO: string;
  TBI_STATUS: number;
  TBI_CGO_ID: string;
  UpdatedAt: string;
}

const can = (path: string) => mayOpen(findRoute(path)!);
const RECENT_SIS = new URLSearchParams({ Sort: 'UpdatedAt', Desc: 'true', PageSize: '5' }).toString();

/** The external side's start: the company's latest SIs and the day's actions (new SI, templates, messages). */
export function CustomerDesk() {
  const tr = useTr();
  const lang = useLanguage();
  const navigate = useNavigate();
  useGrants(); // re-render when the menu tree arrives
  const seesSis = can('/external/workbench/SISubimtList');
  const sis = useQuery({
    queryKey: ['startPage', 'recentSis'],
    queryFn: () => apiData<ListPage<RecentSi>>('GET', `${ENDPOINTS.siReviewQueue}?${RECENT_SIS}`).then((p) => p.Items),
    enabled: seesSis,
  });
  const actions = [
    { path: '/external/workbench/siSubmit', icon: 'add' as const, text: tr('新建SI', 'New SI'), primary: true },
    { path: '/external/workbench/siTemplate', icon: 'duplicate' as const, text: tr('SI模板', 'SI templates') },
    { path: '/manage/message', icon: 'envelope' as const, text: tr('消息', 'Messages') },
  ].filter((a) => can(a.path));

  return (
    <div className="start-page__queues">
      <Card className="start-card" data-testid="start-actions">
        <H4>{tr('常用操作', 'Actions')}</H4>
        <div className="start-card__actions">
          {actions.map((a) => (
            <Button key={a.path} icon={a.icon} intent={a.primary ? 'primary' : 'none'} text={a.text} onClick={() => navigate(a.path)} />
          ))}
        </div>
      </Card>
      {seesSis && (
        <Card className="start-card start-card--wide" data-testid="start-recent-sis">
          <H4>{tr('最近的SI', 'Latest SIs')}</H4>
          {sis.isPending ? (
            <Spinner size={16} />
          ) : sis.isError ? (
            <p className="start-card__empty">{tr('SI列表暂时无法加载。', 'The SI list could not be loaded.')}</p>
          ) : sis.data.length === 0 ? (
            <p className="start-card__empty">{tr('还没有SI。从订舱新建第一票SI。', 'No SIs yet. Make the first one from a booking.')}</p>
          ) : (
            <HTMLTable compact className="start-card__table">
              <thead>
                <tr><th>{tr('SI号', 'SI no.')}</th><th>{tr('订舱号', 'Booking')}</th><th>{tr('状态', 'Status')}</th></tr>
              </thead>
              <tbody>
                {sis.data.map((si) => (
                  <tr key={si.Id}>
                    <td><Link to={`/external/workbench/SILogs?id=${si.Id}`}>{si.TBI_NO}</Link></td>
                    <td>{si.TBI_CGO_ID}</td>
                    <td>{statusText(si.TBI_STATUS, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <Link to="/external/workbench/SISubimtList">{tr('全部SI', 'All SIs')}</Link>
        </Card>
      )}
    </div>
  );
}

