import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { OfferWire } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useConfirm } from '../../../lib/useConfirm';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { sharedOffersQueryOptions } from '../api/reads';
import { useSetOfferStatus } from '../api/sharing';
import { OfferDialog } from './offers/OfferDialog';
import { OfferHistory } from './offers/OfferHistory';
import { OfferTable } from './offers/OfferTable';
import { OFFER_STATUS_WORDS, sharingWords } from './words';

/**
 * /SeaFreight/FreightManagement/ThirdFreightTemplate (commercial.md §3.4): my offers — what each
 * shares (its filter and how many of my published rates it covers today), at what mark-up, to whom,
 * who subscribed — made and changed in a dialog, published, paused, resumed or closed, with the
 * offer's history. A provider's employees reach it from their external menu.
 */
export default function OffersScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  // refreshes the offers once it settled (api/sharing.ts)
  const setOfferStatus = useSetOfferStatus().mutateAsync;
  const { dialog, ask } = useConfirm();
  const [editing, setEditing] = useState<OfferWire | 'new'>();
  const [history, setHistory] = useState<OfferWire>();
  const list = useQuery(sharedOffersQueryOptions());

  const move = async (o: OfferWire, Status: 'ACTIVE' | 'PAUSED' | 'CLOSED') => {
    if (Status === 'CLOSED' && !(await ask({ text: w.closeAsk(o.Name), confirm: w.close, cancel: w.back, intent: 'danger' }))) return;
    try {
      await setOfferStatus({ Id: o.Id, Revision: o.Revision, Status });
      void showToast({ intent: 'success', message: `${o.Name}：${OFFER_STATUS_WORDS[Status][lang]}` });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };

  const e = editing === 'new' ? undefined : editing;
  return (
    <section className="admin-screen" data-testid="shared-offers">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.offersHint}</Callout>
      <div>
        <Gate access={RATES_ACCESS.offerEdit}>
          <Button icon="add" intent="primary" text={w.newOffer} onClick={() => setEditing('new')} />
        </Gate>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !list.data.length ? (
        <NonIdealState icon="share" description={w.none} />
      ) : (
        <OfferTable offers={list.data} label={route.title[lang]} onEdit={setEditing} onMove={(o, st) => void move(o, st)} onHistory={setHistory} />
      )}
      {editing ? <OfferDialog offer={e} onClose={() => setEditing(undefined)} /> : null}
      {history ? <OfferHistory offer={history} onClose={() => setHistory(undefined)} /> : null}
      {dialog}
    </section>
  );
}
