import { cockpitNoticesQueryOptions, cockpitQueryOptions } from '../api/reads';
import { Button, Callout, Card, FormGroup, H2, H4, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { Cockpit } from '../../../contract/rates/cockpitCalls';
import { formatDate } from '../../../domain/dates';
import { isCalendarDate } from '../../../domain/refdata/exchangeRates';
import { useLanguage } from '../../../i18n/language';
import { useT } from '../../../i18n/useT';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { AUDIENCE_WORDS } from '../notices/words';
import { cockpitWords } from './words';
import '../../../ui/searchForm.css';

const M = '/SeaFreight/FreightManagement';
/** Where each count is worked: the rate page of that state. */
const PAGES: Record<keyof Cockpit['ByStatus'], string> = {
  Draft: `${M}/FreightDrafts`,
  Pending: `${M}/FreightModifyList`,
  Published: `${M}/FCLFreight`,
  Hidden: `${M}/FreightNotVisible`,
  Expired: `${M}/ExpiredFreight`,
  Withdrawn: `${M}/FCLFreightHistory?Status=WITHDRAWN`,
};
const WORD: Record<keyof Cockpit['ByStatus'], 'draft' | 'pending' | 'published' | 'hidden' | 'expired' | 'withdrawn'> = {
  Draft: 'draft',
  Pending: 'pending',
  Published: 'published',
  Hidden: 'hidden',
  Expired: 'expired',
  Withdrawn: 'withdrawn',
};

/**
 * /SeaFreight/FreightManagement/FareCockpit (commercial.md §2.5): the pricing desk's state in one
 * read — rates by state, what ends within 7 days, what waits for confirmation, the searches of the
 * period and the lanes people searched with no valid rate (demand not yet covered); every number
 * and line a link to the page where it is worked. The period is in the address.
 */
export default function RateCockpitScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(cockpitWords);
  const t = useT();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const _period = (isCalendarDate(from) ? `From=${from}&` : '') + (isCalendarDate(to) ? `To=${to}` : '');
  const cockpit = useQuery(cockpitQueryOptions({ ...(isCalendarDate(from) ? { From: from } : {}), ...(isCalendarDate(to) ? { To: to } : {}) }));
  const set = (key: 'from' | 'to') => (v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(key, v);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const c = cockpit.data;
  return (
    <section className="admin-screen" data-testid="rate-cockpit">
      <H2>{route.title[lang]}</H2>
      <div className="search-form">
        <FormGroup label={w.from} labelFor="rc-from">
          <InputGroup id="rc-from" defaultValue={from} placeholder={c?.From ?? 'YYYY-MM-DD'} onBlur={(e) => set('from')(e.currentTarget.value.trim())} />
        </FormGroup>
        <FormGroup label={w.to} labelFor="rc-to">
          <InputGroup id="rc-to" defaultValue={to} placeholder={c?.To ?? 'YYYY-MM-DD'} onBlur={(e) => set('to')(e.currentTarget.value.trim())} />
        </FormGroup>
        <Button icon="refresh" text={t('tableRefresh')} onClick={() => void cockpit.refetch()} />
      </div>
      {cockpit.isPending ? (
        <Spinner />
      ) : cockpit.isError ? (
        <Callout intent="danger" role="alert">
          {cockpit.error.message}
        </Callout>
      ) : (
        <>
          <div className="si-cockpit__counts">
            {(Object.keys(PAGES) as (keyof Cockpit['ByStatus'])[]).map((k) => (
              <Card key={k} data-testid={`rate-count-${k}`}>
                <H4>
                  <Link to={PAGES[k]}>{w[WORD[k]]}</Link>
                </H4>
                <div className="si-cockpit__number">{c!.ByStatus[k]}</div>
              </Card>
            ))}
            <Card data-testid="rate-searches">
              <H4>
                <Link to="/internal/freightTrack/UserSearchLog">{w.searches}</Link>
              </H4>
              <div>{w.period(c!.From, c!.To)}</div>
              <div>{w.searchesText(c!.Searches.Customer, c!.Searches.Public, c!.Searches.Staff)}</div>
              <div>{w.unanswered(c!.Searches.Unanswered)}</div>
            </Card>
          </div>
          <UnmetLanes c={c!} />
          <ExpiringRates c={c!} />
          <WaitingRates c={c!} />
          <LatestNotices />
        </>
      )}
    </section>
  );
}

/** The lanes people searched with no valid rate (demand not yet covered), each a link to add a rate. */
function UnmetLanes({ c }: { c: Cockpit }) {
  const w = useWords(cockpitWords);
  return (
    <Card data-testid="rate-unmet">
      <H4>{w.unmet}</H4>
      <Callout icon="search-template">{w.unmetHint}</Callout>
      {!c.Unmet.length ? (
        <NonIdealState icon="tick" description={w.noUnmet} />
      ) : (
        <ul>
          {c.Unmet.map((u) => (
            <li key={`${u.PolCode}-${u.PodCode}`}>
              {u.PolCode} {u.PolName} → {u.PodCode} {u.PodName} <Tag minimal>{w.askers(u.Searches, u.Askers)}</Tag>{' '}
              <Tag minimal>{w.lastAt(formatDate(u.LastAt, 'dateTime'))}</Tag>{' '}
              <Link to={`${M}/FCLFreightAdd?pol=${u.PolCode}&pod=${u.PodCode}`}>{w.addRate}</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The rates that end within 7 days, the nearest marked. */
function ExpiringRates({ c }: { c: Cockpit }) {
  const w = useWords(cockpitWords);
  return (
    <Card data-testid="rate-expiring">
      <H4>{w.expiring}</H4>
      {!c.Expiring.length ? (
        <NonIdealState icon="tick" description={w.nothingExpires} />
      ) : (
        <ul>
          {c.Expiring.map((r) => (
            <li key={r.Id}>
              <Link to={`${M}/FCLFreight?RateNo=${r.RateNo}`}>{r.RateNo}</Link> {r.CarrierCode} {r.PolCode} → {r.PodCode} {r.ValidTo}{' '}
              <Tag minimal intent={r.DaysLeft <= 2 ? 'danger' : 'warning'}>
                {w.daysLeft(r.DaysLeft)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The rates that wait for confirmation, and since when. */
function WaitingRates({ c }: { c: Cockpit }) {
  const w = useWords(cockpitWords);
  return (
    <Card data-testid="rate-waiting">
      <H4>{w.waiting}</H4>
      {!c.Pending.length ? (
        <NonIdealState icon="tick" description={w.nothingWaits} />
      ) : (
        <ul>
          {c.Pending.map((r) => (
            <li key={r.Id}>
              <Link to={`${M}/FreightModifyList?RateNo=${r.RateNo}`}>{r.RateNo}</Link> {r.CarrierCode} {r.PolCode} → {r.PodCode}{' '}
              <Tag minimal>{w.waitingSince(r.MaintainerName, formatDate(r.WaitingSince, 'dateTime'))}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The latest published notices (GRI, PSS …): what the desk announced, each opening on the notice page. */
function LatestNotices() {
  const w = useWords(cockpitWords);
  const lang = useLanguage();
  const notices = useQuery(cockpitNoticesQueryOptions());
  return (
    <Card data-testid="rate-notices-latest">
      <H4>
        <Link to={`${M}/FCLFreightPost`}>{w.latestNotices}</Link>
      </H4>
      {!notices.data?.Items.length ? (
        <NonIdealState icon="notifications" description={w.noNotices} />
      ) : (
        <ul>
          {notices.data.Items.map((n) => (
            <li key={n.Id}>
              <Link to={`${M}/FCLFreightPost?open=${n.Id}`}>{n.Title}</Link> <Tag minimal>{n.EffectiveDate}</Tag>{' '}
              <Tag minimal>{AUDIENCE_WORDS[n.Audience][lang]}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
