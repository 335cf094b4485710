import type { CallInput } from '../../../contract/call';
import { formValue } from '../../../lib/formValue';
import type { rateCardCalls } from '../../../contract/rates/rateCardCalls';
import { usePushRateCard } from '../api/rateCards';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { CARD_CHANNELS } from '../../../contract/rates/rateCardCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { AppDialog } from '../../../ui/AppDialog';
import { showToast } from '../../../ui/toaster';
import { quoteWords } from '../quotes/words';
import { CHANNEL_WORDS, cardWords } from './words';

/** The link as the customer opens it: this site's address and the card's path. */
export const absoluteLink = (url: string) => new URL(url, window.location.origin).toString();

export function CopyLink({ url }: { url: string }) {
  const w = useWords(cardWords);
  const link = absoluteLink(url);
  return (
    <InputGroup
      readOnly
      value={link}
      aria-label={w.openLink}
      onFocus={(e) => e.currentTarget.select()}
      rightElement={
        <Button
          variant="minimal"
          icon="duplicate"
          aria-label={w.copy}
          title={w.copy}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => showToast({ intent: 'success', message: w.copied }),
              () => undefined,
            )
          }
        />
      }
    />
  );
}

/**
 * Pushing the ticked rows as a rate card (commercial.md §2.3 SalesMarkup/Push): the server rebuilds
 * each from the versions the search used, keeps them as shown and tells the customer's company;
 * the dialog then shows the link to pass on. What is typed is kept as a draft of this search; a
 * price below the floor asks for the reason (R2.6). By e-mail the link also goes to the customer's address on file.
 */
export function PushCardDialog(props: { searchId: number; rows: readonly RateSearchRow[]; onClose(): void }) {
  const w = useWords(cardWords);
  const qw = useWords(quoteWords);
  const lang = useLanguage();
  const pushCard = usePushRateCard().mutateAsync;
  const [pushed, setPushed] = useState<string>();
  const belowFloor = props.rows.some((r) => r.Classes.some((c) => c.BelowFloor));
  return (
    <AppDialog isOpen onClose={props.onClose} title={w.push} style={{ width: 560 }}>
      <div className="bp6-dialog-body" data-testid="push-card">
        <p>{props.rows.map((r) => `${r.CarrierCode} ${r.RateNo}`).join('、')}</p>
        {pushed ? (
          <Callout intent="success" icon="send-message" role="status">
            <p>{w.pushed}</p>
            <CopyLink url={pushed} />
          </Callout>
        ) : (
          <>
            <Callout icon="envelope">{w.emailLater}</Callout>
            <ApiForm
              draftKey={`rateCard.${props.searchId}`}
              fields={[
                { name: 'Title', label: w.cardTitle, helper: w.cardTitleHelp },
                { name: 'Note', label: w.note, type: 'textarea' },
                { name: 'Channel', label: w.channel, options: CARD_CHANNELS.map((c) => ({ value: c, label: CHANNEL_WORDS[c][lang] })) },
                { name: 'ValidUntil', label: w.validUntil, helper: w.validUntilHelp },
                ...(belowFloor ? [{ name: 'OverrideReason', label: qw.overrideReason, helper: qw.overrideHelp }] : []),
              ]}
              submitText={w.push}
              onSubmit={async (v) => {
                const made = await pushCard({
                  SearchId: props.searchId,
                  RateIds: props.rows.map((r) => r.RateId),
                  Title: v.Title?.trim() ?? '',
                  Note: v.Note ?? '',
                  Channel: formValue<CallInput<typeof rateCardCalls.push>['Channel']>(v.Channel),
                  ValidUntil: v.ValidUntil?.trim() || null,
                  OverrideReason: v.OverrideReason?.trim() || null,
                });
                setPushed(made.Url);
                return undefined;
              }}
            />
          </>
        )}
      </div>
    </AppDialog>
  );
}
