import { rateCardQueryOptions } from '../api/reads';
import { Callout, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../domain/dates';
import { useWords } from '../../../i18n/words';
import { RateResultsTable } from '../search/RateResultsTable';
import { cardWords } from './words';
import '../search/rateSearch.css';

/**
 * A rate card as its link shows it (commercial.md §2.1 RateCard): from whom, for whom, the lane and
 * containers, the rates as pushed (sell prices, every surcharge, totals per currency) and until
 * when they hold. Open without signing in; an expired card says so and shows no price.
 */
export function RateCardView({ token }: { token: string }) {
  const w = useWords(cardWords);
  const card = useQuery(rateCardQueryOptions(token));
  if (card.isPending) return <Spinner />;
  if (card.isError)
    return (
      <section className="admin-screen rate-card">
        <Callout intent="danger" role="alert">
          {card.error.message}
        </Callout>
      </section>
    );
  const c = card.data;
  return (
    <section className="admin-screen rate-card" data-testid="rate-card">
      <H2>{c.Title}</H2>
      <p>
        <Tag minimal icon="office">
          {w.from(c.CompanyName, c.SalesName)}
        </Tag>{' '}
        <Tag minimal icon="person">
          {w.forCustomer(c.CustomerName)}
        </Tag>{' '}
        <Tag minimal icon="box">
          {c.PolCode} → {c.PodCode} · {c.Containers}
        </Tag>{' '}
        <Tag minimal icon="calendar">
          {w.sailingDay} {c.Day}
        </Tag>{' '}
        <Tag minimal>{formatDate(c.CreatedAt, 'dateTime')}</Tag>
      </p>
      {c.Note && <Card className="rate-card__note">{c.Note}</Card>}
      {c.Expired ? (
        <NonIdealState icon="time" title={w.expired} description={w.expiredCard(c.ValidUntil)} />
      ) : (
        <>
          <Callout intent="primary" icon="time">
            {w.validCard(c.ValidUntil)} {w.totalsNote}
          </Callout>
          <RateResultsTable rows={c.Rows} label={c.Title} />
        </>
      )}
    </section>
  );
}
