import { Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { startOfTodayIn, timeLeft } from '../../domain/si/deadline';
import { SI_STATUS, SI_STATUS_TEXT, type SiStatus } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useSiDetailHref } from './SiInlineDetail';
import './si.css';
import { cockpitQueryOptions, type getCockpit } from './api/review';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

const STATUSES = Object.keys(SI_STATUS_TEXT).map(Number) as SiStatus[];
const QUEUE = '/tdManage/siCheck';
const LIST = '/tdManage/internalSiList';

/**
 * /tdManage/workbench: the SI cockpit (issue 11) — counts by status and by company, the waiting
 * SIs nearest their cut-off, today's throughput and the SI waiting longest; each one a link.
 */
export default function SiCockpitScreen() {
  const w = useWords(siWords);
  const lang = useLanguage();
  const href = useSiDetailHref();
  // "today" is the desk's day, the same for every browser: it began at midnight in Shanghai
  const since = startOfTodayIn().toISOString();
  const cockpit = useQuery(cockpitQueryOptions(since));
  const c = cockpit.data;
  if (!c)
    return (
      <section className="admin-screen">
        <H2>{w.siCockpit}</H2>
        <Spinner />
      </section>
    );
  const statusLink = (s: number) => (s === SI_STATUS.SUBMITTED ? QUEUE : `${LIST}?TBI_STATUS=${s}`);
  return (
    <section className="admin-screen" data-testid="si-cockpit">
      <H2>{w.siCockpit}</H2>
      <div className="si-cockpit__counts">
        {STATUSES.map((s) => (
          <Card key={s} data-testid={`si-count-${s}`}>
            <H4>
              <Link to={statusLink(s)}>{SI_STATUS_TEXT[s][lang]}</Link>
            </H4>
            <div className="si-cockpit__number">{c.ByStatus[s] ?? 0}</div>
          </Card>
        ))}
        <Card data-testid="si-today">
          <H4>{w.today}</H4>
          <div>
            <Link to={`${LIST}?TBI_STATUS=${SI_STATUS.APPROVED}`}>{w.todayApproved(c.Today.Approved)}</Link> ·{' '}
            <Link to={`${LIST}?TBI_STATUS=${SI_STATUS.RETURNED}`}>{w.todayReturned(c.Today.Returned)}</Link> ·{' '}
            <Link to="/tdManage/siSubmitLog">{w.todaySubmitted(c.Today.Submitted)}</Link>
          </div>
        </Card>
        <Card data-testid="si-oldest">
          <H4>{w.waitingLongest}</H4>
          {c.Oldest ? (
            <div>
              <Link to={href(c.Oldest.Id)}>SI {c.Oldest.NoText}</Link> {c.Oldest.CompanyName}{' '}
              <Tag minimal>{w.waitingSince(formatDate(c.Oldest.WaitingSince, 'dateTime'))}</Tag>
            </div>
          ) : (
            <div>{w.nothingWaits}</div>
          )}
        </Card>
      </div>
      <Card data-testid="si-nearest">
        <H4>
          {w.awaitingReviewNearestCut} <Link to={QUEUE}>{w.openQueue}</Link>
        </H4>
        {c.Nearest.length === 0 ? (
          <NonIdealState icon="tick" title={w.noSiAwaitsReview} />
        ) : (
          <ul>
            {c.Nearest.map((r) => {
              const left = timeLeft(r.Deadline, Date.now(), lang);
              return (
                <li key={r.Id}>
                  <Link to={href(r.Id)}>SI {r.NoText}</Link> {r.CompanyName} {r.CGO_ID}{' '}
                  {left.text && (
                    <Tag minimal intent={left.urgent ? 'danger' : 'none'}>
                      {left.text}
                    </Tag>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <ByCompanyCard byCompany={c.ByCompany} />
    </section>
  );
}

/** Each customer's SIs by status, each count a link to the list filtered to them. */
function ByCompanyCard({ byCompany }: { byCompany: Awaited<ReturnType<typeof getCockpit>>['ByCompany'] }) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const lang = useLanguage();
  const companies = [...new Set(byCompany.map((r) => r.CompanyName))];
  const countOf = (name: string, s: number) => byCompany.find((r) => r.CompanyName === name && r.Status === s)?.Count ?? 0;
  return (
    <Card>
      <H4>{w.byCustomer}</H4>
      <HTMLTable compact striped className="si-check__queue" data-testid="si-by-company">
        <thead>
          <tr>
            <th>{common.customer}</th>
            {STATUSES.map((s) => (
              <th key={s}>{SI_STATUS_TEXT[s][lang]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((name) => (
            <tr key={name}>
              <td className="si-check__company" title={name}>
                {name}
              </td>
              {STATUSES.map((s) => (
                <td key={s}>{countOf(name, s) ? <Link to={`${LIST}?TBI_STATUS=${s}&CompanyName=${encodeURIComponent(name)}`}>{countOf(name, s)}</Link> : 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
