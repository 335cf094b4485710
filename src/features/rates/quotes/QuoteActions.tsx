import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { Quote } from '../../../contract/rates/quoteCalls';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { go } from '../../../ui/navigation';
import { useDecideQuote, useSendQuote } from '../api/quotes';
import { bookingFromQuote } from './bookingFromQuote';
import { quoteWords } from './words';

const QUICK_QUOTE = '/SeaFreight/quickQuoteSearchCenter';

/** A quote's moves: print; staff send a draft and revise an open one; the customer accepts or declines (with a reason) a sent one and books an accepted one. */
export function QuoteActions({ quote, staff, onClose }: { quote: Quote; staff: boolean; onClose(): void }) {
  const w = useWords(quoteWords);
  const sendQuote = useSendQuote();
  const decideQuote = useDecideQuote();
  const [declining, setDeclining] = useState<string>();
  const open = quote.Status === 'DRAFT' || quote.Status === 'SENT' || quote.Status === 'EXPIRED';
  const send = async (x: Quote) => {
    await sendQuote({ Id: x.Id, Revision: x.Revision }, w.sent(x.QuoteNo));
  };
  const decide = async (x: Quote, Decision: 'ACCEPT' | 'REJECT', Reason?: string) => {
    const done = Decision === 'ACCEPT' ? w.accepted(x.QuoteNo) : w.declined(x.QuoteNo);
    if (await decideQuote({ Id: x.Id, Revision: x.Revision, Decision, Reason: Reason ?? null }, done)) setDeclining(undefined);
  };
  // the quick quote centre searches the lane again for the same customer
  const revise = (x: Quote) => {
    const c = encodeURIComponent(x.Containers);
    go(`${QUICK_QUOTE}?pol=${x.PolCode}&pod=${x.PodCode}&c=${c}&cust=${x.CustomerCompanyId}&rev=${x.Id}&revNo=${x.QuoteNo}`);
    onClose();
  };
  return (
    <div className="quote-actions no-print">
      <Button icon="print" text={w.print} onClick={() => window.print()} />
      {staff && quote.Status === 'DRAFT' && (
        <Gate access={RATES_ACCESS.quoteSend}>
          <Button intent="primary" icon="send-message" text={w.send} onClick={() => void send(quote)} />
        </Gate>
      )}
      {staff && open && (
        <Gate access={RATES_ACCESS.quoteMake}>
          <Button icon="refresh" text={w.revise} onClick={() => revise(quote)} />
        </Gate>
      )}
      {quote.Status === 'SENT' && (
        <Gate access={RATES_ACCESS.quoteDecide}>
          <Button intent="success" icon="tick" text={w.accept} onClick={() => void decide(quote, 'ACCEPT')} />
          {declining === undefined ? (
            <Button intent="danger" icon="cross" text={w.decline} onClick={() => setDeclining('')} />
          ) : (
            <span className="quote-actions__decline">
              <InputGroup aria-label={w.declineReason} placeholder={w.declineReason} value={declining} onValueChange={setDeclining} autoFocus />
              <Button intent="danger" text={w.decline} disabled={!declining.trim()} onClick={() => void decide(quote, 'REJECT', declining.trim())} />
            </span>
          )}
        </Gate>
      )}
      {quote.Status === 'ACCEPTED' && quote.Options.length === 1 && (
        <Button icon="box" text={w.book} onClick={() => go(bookingFromQuote(quote, quote.Options[0]!))} />
      )}
    </div>
  );
}
