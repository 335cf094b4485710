import { rateCardViewsQueryOptions } from '../api/reads';
import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { CardChannel, RateCardRow } from '../../../contract/rates/rateCardCalls';
import { formatDate } from '../../../domain/dates';
import { useWords } from '../../../i18n/words';
import { type DataColumn, DataTable } from '../../../lib/DataTable';
import { AppDialog } from '../../../ui/AppDialog';
import { go } from '../../../ui/navigation';
import { CopyLink } from './PushCardDialog';
import { CHANNEL_WORDS, cardWords } from './words';
import { ratesListCalls } from '../../../contract/rates/listCalls';

/** Who opened a card and when (a daily anonymous key per visitor: no personal data, R2.13). */
function ViewsDialog({ card, onClose }: { card: RateCardRow; onClose(): void }) {
  const w = useWords(cardWords);
  const views = useQuery(rateCardViewsQueryOptions(card.Id));
  return (
    <AppDialog isOpen onClose={onClose} title={w.viewsOf(card.Title)} style={{ width: 520 }}>
      <div className="bp6-dialog-body">
        <CopyLink url={card.Url} />
        {views.isPending ? (
          <Spinner />
        ) : views.isError ? (
          <Callout intent="danger">{views.error.message}</Callout>
        ) : !views.data.length ? (
          <NonIdealState icon="eye-off" description={w.noViews} />
        ) : (
          <HTMLTable compact striped aria-label={w.views}>
            <thead>
              <tr>
                <th>{w.lastViewed}</th>
                <th>{w.visitor}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {views.data.map((v) => (
                <tr key={`${v.At}-${v.Visitor}`}>
                  <td>{formatDate(v.At, 'dateTime')}</td>
                  <td>
                    <code>{v.Visitor}</code>
                  </td>
                  <td>{v.Expired && <Tag minimal>{w.viewedExpired}</Tag>}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </AppDialog>
  );
}

/**
 * My rate cards (commercial.md §2.5 FreightPush): title, customer, lane and containers, how many
 * rates, how sent, valid or expired in words, how often and when last opened — filtered, sorted and
 * paged on the server, exported to Excel. A row opens its views and the link to copy; new cards are
 * pushed from the quick quote centre, where rates are searched and ticked for a customer.
 */
export function RateCardList() {
  const w = useWords(cardWords);
  const [opened, setOpened] = useState<RateCardRow>();
  const columns: DataColumn<RateCardRow>[] = [
    { key: 'Title', title: cardWords.cardTitle, width: 200, sortable: true, filter: 'text' },
    { key: 'CustomerName', title: cardWords.customer, width: 180, sortable: true, filter: 'text' },
    { key: 'PolCode', title: cardWords.lane, width: 130, text: (r) => `${r.PolCode} → ${r.PodCode}` },
    { key: 'Containers', title: cardWords.containers, width: 90 },
    { key: 'Rates', title: cardWords.rates, width: 60 },
    { key: 'Channel', title: cardWords.channel, width: 70, text: (r, l) => CHANNEL_WORDS[r.Channel as CardChannel][l] },
    { key: 'ValidUntil', title: cardWords.validUntil, width: 100, sortable: true },
    { key: 'Expired', title: cardWords.status, width: 70, text: (r, l) => (r.Expired ? cardWords.expired[l] : cardWords.valid[l]) },
    { key: 'Views', title: cardWords.views, width: 70, sortable: true },
    { key: 'LastViewedAt', title: cardWords.lastViewed, width: 140, text: (r) => (r.LastViewedAt ? formatDate(r.LastViewedAt, 'dateTime') : '—') },
    { key: 'CreatedAt', title: cardWords.createdAt, width: 140, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
  ];
  return (
    <>
      <Callout icon="send-message">
        {w.cardsHint} <Button size="small" icon="arrow-right" text={w.goQuote} onClick={() => go('/SeaFreight/quickQuoteSearchCenter')} />
      </Callout>
      <DataTable<RateCardRow>
        list={ratesListCalls.rateCards}
        label={w.cards}
        exportAccess={RATES_ACCESS.rateCardRead}
        columns={columns}
        onOpen={(r) => setOpened(r)}
        actions={(r) => <Button size="small" icon="eye-open" text={w.views} onClick={() => setOpened(r)} />}
        actionsWidth={100}
      />
      {opened && <ViewsDialog card={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
