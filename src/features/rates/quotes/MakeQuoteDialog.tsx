import { useSaveQuote } from '../api/quotes';
import { Button, Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { go } from '../../../ui/navigation';
import { showToast } from '../../../ui/toaster';
import { quoteWords } from './words';

/** The quick quote centre's bar over the results: what is ticked, the button that makes the quote, and the one that pushes a rate card. */
export function QuoteBar(props: { ticked: number; customerChosen: boolean; revising: string | null; onMake(): void; push?: ReactNode }) {
  const w = useWords(quoteWords);
  return (
    <Callout className="quote-bar" icon="document" intent={props.customerChosen ? 'primary' : 'warning'}>
      {props.revising && <div>{w.revising(props.revising)}</div>}
      {!props.customerChosen ? w.chooseCustomer : props.ticked ? w.ticked(props.ticked) : w.tickSome}{' '}
      <Gate access={RATES_ACCESS.quoteMake}>
        <Button
          intent="primary"
          icon="document-share"
          text={props.revising ? w.reviseQuote : w.makeQuote}
          disabled={!props.customerChosen || !props.ticked}
          onClick={props.onMake}
        />
      </Gate>{' '}
      {!props.revising && props.push}
    </Callout>
  );
}

/**
 * Making a quote of the ticked rows (commercial.md §2.3 Quote/Save): the server rebuilds each from
 * the versions the search used, so the quote holds exactly the prices shown. What is typed is kept
 * as a draft of this search; a price below the floor asks for the reason (R2.6).
 */
export function MakeQuoteDialog(props: { searchId: number; rows: readonly RateSearchRow[]; revisionOf: number | null; onClose(): void }) {
  const w = useWords(quoteWords);
  // the quotation records (a kept-alive tab shows the new quote) and a revised quote's own page read again
  const saveQuote = useSaveQuote().mutateAsync;
  const belowFloor = props.rows.some((r) => r.Classes.some((c) => c.BelowFloor));
  return (
    <AppDialog isOpen onClose={props.onClose} title={props.revisionOf ? w.reviseQuote : w.makeQuote} style={{ width: 560 }}>
      <div className="bp6-dialog-body">
        <p>{props.rows.map((r) => `${r.CarrierCode} ${r.RateNo}`).join('、')}</p>
        <ApiForm
          draftKey={`quote.${props.searchId}`}
          fields={[
            { name: 'ValidUntil', label: w.validUntil, helper: w.validUntilHelp },
            { name: 'Terms', label: w.terms, type: 'textarea' },
            ...(belowFloor ? [{ name: 'OverrideReason', label: w.overrideReason, helper: w.overrideHelp }] : []),
          ]}
          submitText={props.revisionOf ? w.reviseQuote : w.makeQuote}
          onSubmit={async (v) => {
            const made = await saveQuote({
              SearchId: props.searchId,
              RateIds: props.rows.map((r) => r.RateId),
              ValidUntil: v.ValidUntil?.trim() || null,
              Terms: v.Terms ?? '',
              OverrideReason: v.OverrideReason?.trim() || null,
              RevisionOf: props.revisionOf,
            });
            void showToast({ intent: 'success', message: w.made(made.QuoteNo) });
            props.onClose();
            go(`/CRM/QuotationRecord?open=${made.Id}`);
            return undefined;
          }}
        />
      </div>
    </AppDialog>
  );
}
