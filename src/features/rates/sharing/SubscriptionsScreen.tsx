import { marketQueryOptions, subscriptionsQueryOptions } from '../api/reads';
import { useCancelSubscription, useSubscribe } from '../api/sharing';
import { Callout, H2, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketOffer, MySubscription } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { MarketTable, MySubscriptionsTable } from './SubscriptionTables';
import { SUBSCRIPTION_STATUS_WORDS, sharingWords } from './words';

export { SubscriptionTag } from './SubscriptionTag';

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
        <MySubscriptionsTable rows={mine.data} onCancel={setCancelling} />
      )}
      <H4>{w.market}</H4>
      {market.isPending ? (
        <Spinner />
      ) : market.isError ? (
        <Callout intent="danger">{market.error.message}</Callout>
      ) : !market.data.length ? (
        <NonIdealState icon="shop" description={w.none} />
      ) : (
        <MarketTable offers={market.data} onSubscribe={(o) => void subscribe(o)} />
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
