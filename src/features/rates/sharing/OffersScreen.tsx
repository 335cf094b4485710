import { sharedOfferQueryOptions, sharedOffersQueryOptions } from '../api/reads';
import { useSaveOffer, useSetOfferStatus } from '../api/sharing';
import type { CallInput } from '../../../contract/call';
import { formValue } from '../../../lib/formValue';
import type { sharedCalls } from '../../../contract/rates/sharedCalls';
import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { OfferStatus, OfferWire } from '../../../contract/rates/sharedCalls';
import { idsOfText } from '../../../domain/refdata/agencies';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { listOf } from '../../../lib/codeList';
import { useConfirm } from '../../../lib/useConfirm';
import { Gate } from '../../../session/Gate';
import { ApiError } from '../../../streams/callApi';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { amountsOf, amountsText, filterText } from './offerText';
import { OFFER_EVENT_WORDS, OFFER_STATUS_WORDS, sharingWords } from './words';

const INTENT: Record<OfferStatus, 'none' | 'success' | 'warning'> = { DRAFT: 'none', ACTIVE: 'success', PAUSED: 'warning', CLOSED: 'none' };

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
  // each refreshes the offers once it settled (api/sharing.ts)
  const setOfferStatus = useSetOfferStatus().mutateAsync;
  const saveOffer = useSaveOffer().mutateAsync;
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
        <HTMLTable compact striped aria-label={route.title[lang]} data-testid="offer-list">
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
            {list.data.map((o) => (
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
                      <Button size="small" minimal icon="edit" text={w.edit} onClick={() => setEditing(o)} />
                    </Gate>
                  ) : null}
                  <Gate access={RATES_ACCESS.offerPublish}>
                    {o.Status === 'DRAFT' ? <Button size="small" intent="primary" text={w.publish} onClick={() => void move(o, 'ACTIVE')} /> : null}
                    {o.Status === 'ACTIVE' ? <Button size="small" minimal text={w.pause} onClick={() => void move(o, 'PAUSED')} /> : null}
                    {o.Status === 'PAUSED' ? <Button size="small" minimal text={w.resume} onClick={() => void move(o, 'ACTIVE')} /> : null}
                    {o.Status !== 'CLOSED' ? <Button size="small" minimal intent="danger" text={w.close} onClick={() => void move(o, 'CLOSED')} /> : null}
                  </Gate>
                  <Button size="small" minimal icon="history" text={w.history} onClick={() => setHistory(o)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing ? (
        <AppDialog isOpen onClose={() => setEditing(undefined)} title={e ? e.Name : w.newOffer} style={{ width: 640 }}>
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`sharedOffer.${e?.Id ?? 'new'}`}
              initial={
                e
                  ? {
                      Name: e.Name,
                      TradeLaneCodes: e.Filter.TradeLaneCodes.join(', '),
                      CarrierCodes: e.Filter.CarrierCodes.join(', '),
                      PolCodes: e.Filter.PolCodes.join(', '),
                      PodCodes: e.Filter.PodCodes.join(', '),
                      RateTypes: e.Filter.RateTypes.join(', '),
                      CargoTypes: e.Filter.CargoTypes.join(', '),
                      Basis: e.Markup.Basis,
                      Currency: e.Markup.Currency,
                      Amounts: amountsText(e.Markup.Amounts),
                      Percent: e.Markup.Percent,
                      Audience: e.Audience,
                      InvitedCompanyIds: e.InvitedCompanyIds.map((id, i) => `${id} ${e.InvitedNames[i] ?? ''}`).join(', '),
                      ApprovalRequired: String(e.ApprovalRequired),
                      ShowOwnerName: String(e.ShowOwnerName),
                      Terms: e.Terms,
                    }
                  : { Currency: 'USD', Basis: 'AMOUNT', Amounts: '*:50', Percent: '0', ApprovalRequired: 'true', ShowOwnerName: 'true' }
              }
              fields={[
                { name: 'Name', label: w.name },
                { name: 'PolCodes', label: w.pols, type: 'ports' },
                { name: 'PodCodes', label: w.pods, type: 'ports' },
                { name: 'CarrierCodes', label: w.carriers, type: 'carriers' },
                { name: 'TradeLaneCodes', label: w.tradeLanes },
                { name: 'RateTypes', label: w.rateTypes },
                { name: 'CargoTypes', label: w.cargoTypes },
                {
                  name: 'Basis',
                  label: w.markupBasis,
                  options: [
                    { value: 'AMOUNT', label: w.byAmount },
                    { value: 'PERCENT', label: w.byPercent },
                  ],
                },
                { name: 'Currency', label: w.currency },
                { name: 'Amounts', label: w.amounts },
                { name: 'Percent', label: w.percent },
                {
                  name: 'Audience',
                  label: w.audience,
                  options: [
                    { value: 'PUBLIC', label: w.public },
                    { value: 'INVITED', label: w.invited },
                  ],
                },
                { name: 'InvitedCompanyIds', label: w.invitedCompanies, helper: '3 上海远达, 7 …' },
                { name: 'ApprovalRequired', label: w.approvalRequired, type: 'checkbox' },
                { name: 'ShowOwnerName', label: w.showOwnerName, type: 'checkbox' },
                { name: 'Terms', label: w.terms, type: 'textarea' },
              ]}
              submitText={w.save}
              onSubmit={async (v) => {
                const amounts = amountsOf(v.Amounts ?? '');
                if (v.Basis === 'AMOUNT' && !amounts) throw new ApiError(400, w.amountsBad, [{ Path: '/Amounts', Message: w.amountsBad }]);
                await saveOffer({
                  ...(e ? { Id: e.Id, Revision: e.Revision } : {}),
                  Name: v.Name ?? '',
                  Filter: {
                    TradeLaneCodes: listOf(v.TradeLaneCodes),
                    CarrierCodes: listOf(v.CarrierCodes),
                    PolCodes: listOf(v.PolCodes),
                    PodCodes: listOf(v.PodCodes),
                    RateTypes: listOf(v.RateTypes),
                    CargoTypes: listOf(v.CargoTypes),
                  },
                  Markup: {
                    Basis: formValue<CallInput<typeof sharedCalls.offerSave>['Markup']['Basis']>(v.Basis),
                    Currency: (v.Currency ?? '').toUpperCase(),
                    Amounts: amounts ?? [],
                    Percent: v.Percent || '0',
                  },
                  Audience: formValue<CallInput<typeof sharedCalls.offerSave>['Audience']>(v.Audience),
                  InvitedCompanyIds: idsOfText(v.InvitedCompanyIds ?? ''),
                  ApprovalRequired: v.ApprovalRequired === 'true',
                  ShowOwnerName: v.ShowOwnerName === 'true',
                  Terms: v.Terms ?? '',
                });
                setEditing(undefined);
                return w.saved;
              }}
            />
          </div>
        </AppDialog>
      ) : null}
      {history ? <OfferHistory offer={history} onClose={() => setHistory(undefined)} /> : null}
      {dialog}
    </section>
  );
}

function OfferHistory({ offer, onClose }: { offer: OfferWire; onClose(): void }) {
  const w = useWords(sharingWords);
  const lang = useLanguage();
  const events = useQuery({
    ...sharedOfferQueryOptions(offer.Id),
  });
  return (
    <AppDialog isOpen canEscapeKeyClose onClose={onClose} title={`${w.history}：${offer.Name}`} style={{ width: 640 }}>
      <div className="bp6-dialog-body">
        {events.isPending ? (
          <Spinner />
        ) : events.isError ? (
          <Callout intent="danger">{events.error.message}</Callout>
        ) : (
          <HTMLTable compact striped>
            <tbody>
              {events.data.Events.map((ev, i) => (
                <tr key={`${ev.At}${i}`}>
                  <td>{new Date(ev.At).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')}</td>
                  <td>{OFFER_EVENT_WORDS[ev.Type]?.[lang] ?? ev.Type}</td>
                  <td>
                    {ev.CompanyName} {ev.ActorName}
                  </td>
                  <td>{ev.Reason}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </AppDialog>
  );
}
