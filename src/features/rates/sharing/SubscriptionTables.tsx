import { Button, HTMLTable } from '@blueprintjs/core';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { MarketOffer, MySubscription, SubscriptionStatus } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { filterText } from './offerText';
import { SubscriptionTag } from './SubscriptionTag';
import { sharingWords } from './words';

/** A subscription still standing (asked for or granted): it can be cancelled, not asked for again. */
const live = (s: string | null) => s === 'REQUESTED' || s === 'ACTIVE';

/** The offers my company subscribed to, with their state and why; a live one cancelled with a reason. */
export function MySubscriptionsTable({ rows, onCancel }: { rows: MySubscription[]; onCancel(s: MySubscription): void }) {
  const lang = useLanguage();
  const w = useWords(sharingWords);
  return (
    <HTMLTable compact striped aria-label={w.mySubscriptions} data-testid="subscription-list">
      <thead>
        <tr>
          <th>{w.offer}</th>
          <th>{w.owner}</th>
          <th>{w.rateCount}</th>
          <th>{w.status}</th>
          <th>{w.requestedAt}</th>
          <th>{w.reason}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.Id} data-offer={s.OfferName}>
            <td>{s.OfferName}</td>
            <td>{s.OwnerName}</td>
            <td>{s.RateCount}</td>
            <td>
              <SubscriptionTag status={s.Status} />
            </td>
            <td>{new Date(s.RequestedAt).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')}</td>
            <td>{s.Reason}</td>
            <td>
              {live(s.Status) ? (
                <Gate access={RATES_ACCESS.subscribe}>
                  <Button size="small" minimal intent="danger" text={w.cancelSubscription} onClick={() => onCancel(s)} />
                </Gate>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** What other companies share, each subscribed to in one click. */
export function MarketTable({ offers, onSubscribe }: { offers: MarketOffer[]; onSubscribe(o: MarketOffer): void }) {
  const lang = useLanguage();
  const w = useWords(sharingWords);
  return (
    <HTMLTable compact striped aria-label={w.market} data-testid="market-list">
      <thead>
        <tr>
          <th>{w.offer}</th>
          <th>{w.owner}</th>
          <th>{w.filter}</th>
          <th>{w.rateCount}</th>
          <th>{w.terms}</th>
          <th>{w.status}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {offers.map((o) => (
          <tr key={o.Id} data-offer={o.Name}>
            <td>{o.Name}</td>
            <td>{o.OwnerName}</td>
            <td>{filterText(o.Filter, lang)}</td>
            <td>{o.RateCount}</td>
            <td>{o.Terms}</td>
            <td>{o.MyStatus ? <SubscriptionTag status={o.MyStatus as SubscriptionStatus} /> : null}</td>
            <td>
              {live(o.MyStatus) ? null : (
                <Gate access={RATES_ACCESS.subscribe}>
                  <Button size="small" intent="primary" text={w.subscribe} onClick={() => onSubscribe(o)} />
                </Gate>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
