import { marketQueryOptions, subscriptionsQueryOptions } from '../api/reads';
import { useCancelSubscription, useSubscribe } from '../api/sharing';
import { Button, Callout, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { MarketOffer, MySubscription, SubscriptionStatus } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { filterText } from './offerText';
import { SUBSCRIPTION_STATUS_WORDS, sharingWords } from './words';

const INTENT: Record<SubscriptionStatus, 'none' | 'success' | 'warning' | 'danger'> = {
  REQUESTED: 'warning',
  ACTIVE: 'success',
  REJECTED: 'danger',
  REVOKED: 'danger',
  CANCELLED: 'none',
};

export const SubscriptionTag = ({ status }: { status: SubscriptionStatus }) => {
  const lang = useLanguage();
  return <Tag intent={INTENT[status]}>{SUBSCRIPTION_STATUS_WORDS[status][lang]}</Tag>;
};

/**
 * /SeaFreight/FreightManagement/ThirdFreightMySubscribe (commercial.md §3.4): the offers my company
 * subscribed to, with their state and why (a rejection's or revocation's reason), cancelled with a
 * reason; and the market — what other companies share (never their cost or mark-up) — subscribed
 * to in one click.
 */
export default function SubscriptionsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  // each refreshes my subscriptions and the market once it settled (api/sharing.ts)
  const subscribeTo = useSubscribe().mutateAsync;
  const cancelSubscription = useCancelSubscription().mutateAsync;
  const [cancelling, setCancelling] = useState<MySubscription>();
  const mine = useQuery(subscriptionsQueryOptions());
  const market = useQuery(marketQueryOptions());
  const subscribe = async (o: MarketOffer) => {
    try {
      const made = await subscribeTo({ OfferId: o.Id });
      void showToast({ intent: 'success', message: w.subscribed(SUBSCRIPTION_STATUS_WORDS[made.Status][lang]) });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  const live = (s: string | null) => s === 'REQUESTED' || s === 'ACTIVE';

  return (
    <section className="admin-screen" data-testid="my-subscriptions">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.mineHint}</Callout>
      <H4>{w.mySubscriptions}</H4>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <Callout intent="danger">{mine.error.message}</Callout>
      ) : !mine.data.length ? (
        <NonIdealState icon="inbox" description={w.none} />
      ) : (
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
            {mine.data.map((s) => (
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
                      <Button size="small" minimal intent="danger" text={w.cancelSubscription} onClick={() => setCancelling(s)} />
                    </Gate>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <H4>{w.market}</H4>
      {market.isPending ? (
        <Spinner />
      ) : market.isError ? (
        <Callout intent="danger">{market.error.message}</Callout>
      ) : !market.data.length ? (
        <NonIdealState icon="shop" description={w.none} />
      ) : (
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
            {market.data.map((o) => (
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
                      <Button size="small" intent="primary" text={w.subscribe} onClick={() => void subscribe(o)} />
                    </Gate>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {cancelling ? (
        <ReasonDialog
          title={`${w.cancelSubscription}：${cancelling.OfferName}`}
          submitText={w.cancelSubscription}
          onClose={() => setCancelling(undefined)}
          onSubmit={async (Reason) => {
            await cancelSubscription({ Id: cancelling.Id, Revision: cancelling.Revision, Reason });
            setCancelling(undefined);
            return w.cancelled;
          }}
        />
      ) : null}
    </section>
  );
}

/** A move that needs its reason (a rejection, a revocation, a cancellation): the reason typed is kept until sent. */
export function ReasonDialog(p: { title: string; submitText: string; onClose(): void; onSubmit(reason: string): Promise<string> }) {
  const w = useWords(sharingWords);
  return (
    <AppDialog isOpen canEscapeKeyClose onClose={p.onClose} title={p.title} style={{ width: 480 }}>
      <div className="bp6-dialog-body">
        <ApiForm
          draftKey={`sharing.reason.${p.title}`}
          fields={[{ name: 'Reason', label: w.reason, type: 'textarea' }]}
          submitText={p.submitText}
          onSubmit={(v) => p.onSubmit((v.Reason ?? '').trim())}
        />
      </div>
    </AppDialog>
  );
}
