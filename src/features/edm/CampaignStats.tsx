import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { CampaignStats as Counts } from '../../contract/edm/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { statsQueryOptions } from './api/edm';
import { edmWords, SEND_STATUS_WORDS } from './words';

const COUNTS: (keyof Counts)[] = ['ToSend', 'Sent', 'Delivered', 'Bounced', 'Opened', 'Clicked', 'Unsubscribed'];
const COUNT_WORD = {
  ToSend: 'toSend',
  Sent: 'sent',
  Delivered: 'delivered',
  Bounced: 'bounced',
  Opened: 'opened',
  Clicked: 'clicked',
  Unsubscribed: 'unsubscribed',
} as const;

/** A campaign's counts and a row per recipient: the prices they were sent, and what they did. */
export function CampaignStats(props: { id: number }) {
  const w = useWords(edmWords);
  const lang = useLanguage();
  const stats = useQuery(statsQueryOptions(props.id));
  const s = stats.data;
  if (!s) return null;
  return (
    <Card>
      <H4>{w.stats}</H4>
      <div className="edm-counts" data-testid="edm-counts">
        {COUNTS.map((k) => (
          <div key={k}>
            <strong data-testid={`edm-count-${k}`}>{s.Stats[k]}</strong>
            {w[COUNT_WORD[k]]}
          </div>
        ))}
      </div>
      <HTMLTable compact striped className="edm-table">
        <thead>
          <tr>
            <th>{w.recipient}</th>
            <th>{w.status}</th>
            <th>{w.prices}</th>
            <th>{w.sent}</th>
            <th>{w.opened}</th>
            <th>{w.clicked}</th>
            <th>{w.unsubscribed}</th>
          </tr>
        </thead>
        <tbody>
          {s.Rows.map((r) => (
            <tr key={r.Id} data-testid="edm-send-row">
              <td>
                {r.ContactName}
                <br />
                <small>{r.Email}</small>
              </td>
              <td>
                <Tag minimal intent={r.Status === 'BOUNCED' || r.Status === 'FAILED' ? 'danger' : 'none'}>
                  {r.Status === 'SENT' && r.DeliveredAt ? w.delivered : SEND_STATUS_WORDS[r.Status][lang]}
                </Tag>
              </td>
              <td>
                {r.Prices.map((p) => (
                  <div key={`${p.RateNo}-${p.ContainerClass}`}>
                    {p.PolCode}→{p.PodCode} {p.ContainerClass} {p.Currency} {p.Sell}
                  </div>
                ))}
              </td>
              <td>{placeTime(r.SentAt)}</td>
              <td>{placeTime(r.OpenedAt)}</td>
              <td>{placeTime(r.ClickedAt)}</td>
              <td>{placeTime(r.UnsubscribedAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
