import { otherSubscriptionsQueryOptions } from '../api/reads';
import { useDecideSubscription, useRevokeSubscription } from '../api/sharing';
import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { OtherSubscription } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { ReasonDialog, SubscriptionTag } from './SubscriptionsScreen';
import { sharingWords } from './words';

type Asking = { sub: OtherSubscription; move: 'reject' | 'revoke' };

/** One subscription to my offers: who, which offer, its state and dates; approved, rejected or revoked here. */
function OtherSubscriptionRow({ s, onApprove, onAsk }: { s: OtherSubscription; onApprove(): void; onAsk(move: Asking['move']): void }) {
  const lang = useLanguage();
  const w = useWords(sharingWords);
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB') : '');
  return (
    <tr data-offer={s.OfferName}>
      <td>{s.SubscriberName}</td>
      <td>{s.RequestedByName}</td>
      <td>{s.OfferName}</td>
      <td>
        <SubscriptionTag status={s.Status} />
      </td>
      <td>{when(s.RequestedAt)}</td>
      <td>{when(s.DecidedAt)}</td>
      <td>{s.Reason}</td>
      <td>
        <Gate access={RATES_ACCESS.subscriptionDecide}>
          {s.Status === 'REQUESTED' ? (
            <>
              <Button size="small" intent="success" text={w.approve} onClick={onApprove} />
              <Button size="small" minimal intent="danger" text={w.reject} onClick={() => onAsk('reject')} />
            </>
          ) : null}
          {s.Status === 'ACTIVE' ? <Button size="small" minimal intent="danger" text={w.revoke} onClick={() => onAsk('revoke')} /> : null}
        </Gate>
      </td>
    </tr>
  );
}

/**
 * /SeaFreight/FreightManagement/ThirdFreightOtherSubscribe (commercial.md §3.4): who subscribed to
 * my offers, those waiting first — approved in one click, rejected or revoked with a reason the
 * subscriber is told. A revoked subscriber no longer sees the rates (R3.3).
 */
export default function OtherSubscriptionsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  // each refreshes the subscriptions to my offers once it settled (api/sharing.ts)
  const decide = useDecideSubscription().mutateAsync;
  const revoke = useRevokeSubscription().mutateAsync;
  const [asking, setAsking] = useState<Asking>();
  const list = useQuery(otherSubscriptionsQueryOptions());
  const approve = async (s: OtherSubscription) => {
    try {
      await decide({ Id: s.Id, Revision: s.Revision, Approve: true });
      void showToast({ intent: 'success', message: `${s.SubscriberName}：${w.approve}` });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <section className="admin-screen" data-testid="other-subscriptions">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.othersHint}</Callout>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !list.data.length ? (
        <NonIdealState icon="inbox" description={w.none} />
      ) : (
        <HTMLTable compact striped aria-label={route.title[lang]} data-testid="other-subscription-list">
          <thead>
            <tr>
              <th>{w.subscriber}</th>
              <th>{w.requestedBy}</th>
              <th>{w.offer}</th>
              <th>{w.status}</th>
              <th>{w.requestedAt}</th>
              <th>{w.decidedAt}</th>
              <th>{w.reason}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => (
              <OtherSubscriptionRow key={s.Id} s={s} onApprove={() => void approve(s)} onAsk={(move) => setAsking({ sub: s, move })} />
            ))}
          </tbody>
        </HTMLTable>
      )}
      {asking ? (
        <ReasonDialog
          title={`${asking.move === 'reject' ? w.reject : w.revoke}：${asking.sub.SubscriberName} · ${asking.sub.OfferName}`}
          submitText={asking.move === 'reject' ? w.reject : w.revoke}
          onClose={() => setAsking(undefined)}
          onSubmit={async (Reason) => {
            const { sub } = asking;
            if (asking.move === 'reject') await decide({ Id: sub.Id, Revision: sub.Revision, Approve: false, Reason });
            else await revoke({ Id: sub.Id, Revision: sub.Revision, Reason });
            setAsking(undefined);
            return w.done;
          }}
        />
      ) : null}
    </section>
  );
}
