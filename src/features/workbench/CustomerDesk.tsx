import { useQuery } from '@tanstack/react-query';
import { Button, Card, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { statusText } from '../../domain/si/status';
import { useLanguage } from '../../i18n/language';
import { findRoute } from '../../routes';
import { recentSisQueryOptions } from './api/startPage';
import { mayOpen, useGrants } from '../../session/access';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { workbenchWords } from './words';

const can = (path: string) => mayOpen(findRoute(path)!);

/** The external side's start: the company's latest SIs and the day's actions (new SI, templates, messages). */
export function CustomerDesk() {
  const w = useWords(workbenchWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const navigate = useNavigate();
  useGrants(); // re-render when the menu tree arrives
  const seesSis = can('/external/workbench/SISubimtList');
  const sis = useQuery(recentSisQueryOptions(seesSis));
  const actions = [
    { path: '/external/workbench/siSubmit', icon: 'add' as const, text: w.newSi, primary: true },
    { path: '/external/workbench/siTemplate', icon: 'duplicate' as const, text: c.siTemplates },
    { path: '/manage/message', icon: 'envelope' as const, text: c.messages },
  ].filter((a) => can(a.path));

  return (
    <div className="start-page__queues">
      <Card className="start-card" data-testid="start-actions">
        <H4>{w.frequentActions}</H4>
        <div className="start-card__actions">
          {actions.map((a) => (
            <Button key={a.path} icon={a.icon} intent={a.primary ? 'primary' : 'none'} text={a.text} onClick={() => navigate(a.path)} />
          ))}
        </div>
      </Card>
      {seesSis && (
        <Card className="start-card start-card--wide" data-testid="start-recent-sis">
          <H4>{w.latestSis}</H4>
          {sis.isPending ? (
            <Spinner size={16} />
          ) : sis.isError ? (
            <p className="start-card__empty">{w.siListCouldNot}</p>
          ) : sis.data.length === 0 ? (
            <p className="start-card__empty">{w.noSisYetMake}</p>
          ) : (
            <HTMLTable compact className="start-card__table">
              <thead>
                <tr>
                  <th>{w.siNo}</th>
                  <th>{w.booking}</th>
                  <th>{c.status}</th>
                </tr>
              </thead>
              <tbody>
                {sis.data.map((si) => (
                  <tr key={si.Id}>
                    <td>
                      <Link to={`/external/workbench/SILogs?id=${si.Id}`}>{si.TBI_NO}</Link>
                    </td>
                    <td>{si.TBI_CGO_ID}</td>
                    <td>{statusText(si.TBI_STATUS, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <Link to="/external/workbench/SISubimtList">{w.allSis}</Link>
        </Card>
      )}
    </div>
  );
}
