import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { RATES_ACCESS } from '../../../../contract/rates/module';
import type { OfferStatus, OfferWire } from '../../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../../i18n/language';
import { useWords } from '../../../../i18n/words';
import { Gate } from '../../../../session/Gate';
import { amountsText, filterText } from '../offerText';
import { OFFER_STATUS_WORDS, sharingWords } from '../words';

const INTENT: Record<OfferStatus, 'none' | 'success' | 'warning'> = { DRAFT: 'none', ACTIVE: 'success', PAUSED: 'warning', CLOSED: 'none' };

/** My offers: each one's filter, mark-up, audience, rates covered today, subscribers and status, with what its status allows. */
export function OfferTable(props: {
  offers: OfferWire[];
  label: string;
  onEdit(o: OfferWire): void;
  onMove(o: OfferWire, status: 'ACTIVE' | 'PAUSED' | 'CLOSED'): void;
  onHistory(o: OfferWire): void;
}) {
  const lang = useLanguage();
  const w = useWords(sharingWords);
  return (
    <HTMLTable compact striped aria-label={props.label} data-testid="offer-list">
      <thead>
        <tr>
          <th>{w.name}</th>
          <th>{w.filter}</th>
          <th>{w.markup}</th>
          <th>{w.audience}</th>
          <th>{w.rateCount}</th>
          <th>{w.subscribers}</th>
          <th>{w.status}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {props.offers.map((o) => (
          <tr key={o.Id} data-offer={o.Name}>
            <td>{o.Name}</td>
            <td>{filterText(o.Filter, lang) || w.anyValue}</td>
            <td>{o.Markup.Basis === 'PERCENT' ? `${o.Markup.Percent}%` : `${o.Markup.Currency} ${amountsText(o.Markup.Amounts)}`}</td>
            <td>{o.Audience === 'PUBLIC' ? w.public : `${w.invited}：${o.InvitedNames.join('、')}`}</td>
            <td>{o.RateCount}</td>
            <td>
              {o.ActiveSubscribers} / {o.WaitingSubscribers}
            </td>
            <td>
              <Tag intent={INTENT[o.Status]}>{OFFER_STATUS_WORDS[o.Status][lang]}</Tag>
            </td>
            <td>
              {o.Status !== 'CLOSED' ? (
                <Gate access={RATES_ACCESS.offerEdit}>
                  <Button size="small" minimal icon="edit" text={w.edit} onClick={() => props.onEdit(o)} />
                </Gate>
              ) : null}
              <Gate access={RATES_ACCESS.offerPublish}>
                {o.Status === 'DRAFT' ? <Button size="small" intent="primary" text={w.publish} onClick={() => props.onMove(o, 'ACTIVE')} /> : null}
                {o.Status === 'ACTIVE' ? <Button size="small" minimal text={w.pause} onClick={() => props.onMove(o, 'PAUSED')} /> : null}
                {o.Status === 'PAUSED' ? <Button size="small" minimal text={w.resume} onClick={() => props.onMove(o, 'ACTIVE')} /> : null}
                {o.Status !== 'CLOSED' ? <Button size="small" minimal intent="danger" text={w.close} onClick={() => props.onMove(o, 'CLOSED')} /> : null}
              </Gate>
              <Button size="small" minimal icon="history" text={w.history} onClick={() => props.onHistory(o)} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
