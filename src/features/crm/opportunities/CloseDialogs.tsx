import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpportunityRow, StagesWire } from '../../../contract/crm/opportunityCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import { customerQueryOptions } from '../api/crm';
import { useLose, useWin } from './api';
import { amountText, nameIn } from './stageNames';
import { oppWords } from './words';

/** Win (commercial.md R7.10): optionally with a quote of the customer's linked platform company. */
export function WinDialog({ o, onClose }: { o: OpportunityRow; onClose: () => void }) {
  const w = useWords(oppWords);
  const win = useWin();
  const quotes = useQuery(customerQueryOptions(o.CustomerId)).data?.Quotes ?? [];
  const [quote, setQuote] = useState('');
  const [remarks, setRemarks] = useState('');
  const done = async () =>
    (await win(
      { Id: o.Id, Version: o.Version, ...(quote ? { QuoteId: Number(quote) } : {}), ...(remarks.trim() ? { Remarks: remarks.trim() } : {}) },
      w.won,
    )) && onClose();
  return (
    <AppDialog isOpen onClose={onClose} title={`${w.win} · ${o.Name}`} data-testid="crm-opp-win">
      <DialogBody>
        <p>
          {o.CustomerName} · {amountText(o)}
        </p>
        <FormGroup label={w.quote} labelFor="crm-opp-quote">
          <HTMLSelect
            id="crm-opp-quote"
            fill
            autoFocus
            value={quote}
            onChange={(e) => setQuote(e.currentTarget.value)}
            options={[{ value: '', label: w.noQuote }, ...quotes.map((q) => ({ value: String(q.Id), label: `${q.QuoteNo} · ${q.Lane} · ${q.ValidUntil}` }))]}
          />
        </FormGroup>
        <FormGroup label={w.remarks} labelFor="crm-opp-win-remarks">
          <TextArea id="crm-opp-win-remarks" fill value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} maxLength={500} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="success" text={w.win} onClick={() => void done()} />
          </>
        }
      />
    </AppDialog>
  );
}

/** Lose: a reason from the company's list (required), the competitor who won it, remarks. */
export function LoseDialog({ o, stages, onClose }: { o: OpportunityRow; stages: StagesWire; onClose: () => void }) {
  const w = useWords(oppWords);
  const lang = useLanguage();
  const lose = useLose();
  const [reason, setReason] = useState('');
  const [competitor, setCompetitor] = useState('');
  const [remarks, setRemarks] = useState('');
  const done = async () =>
    (await lose(
      {
        Id: o.Id,
        Version: o.Version,
        FailureReason: reason,
        ...(competitor.trim() ? { Competitor: competitor.trim() } : {}),
        ...(remarks.trim() ? { Remarks: remarks.trim() } : {}),
      },
      w.lost,
    )) && onClose();
  return (
    <AppDialog isOpen onClose={onClose} title={`${w.lose} · ${o.Name}`} data-testid="crm-opp-lose">
      <DialogBody>
        <FormGroup label={w.reason} labelFor="crm-opp-reason" labelInfo="*">
          <HTMLSelect
            id="crm-opp-reason"
            fill
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            options={[{ value: '', label: w.pickOne }, ...stages.LostReasons.map((r) => ({ value: r.Code, label: nameIn(r, lang) }))]}
          />
        </FormGroup>
        <FormGroup label={w.competitor} labelFor="crm-opp-competitor">
          <InputGroup id="crm-opp-competitor" value={competitor} onValueChange={setCompetitor} maxLength={120} />
        </FormGroup>
        <FormGroup label={w.remarks} labelFor="crm-opp-lose-remarks">
          <TextArea id="crm-opp-lose-remarks" fill value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} maxLength={500} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="danger" text={w.lose} disabled={!reason} onClick={() => void done()} />
          </>
        }
      />
    </AppDialog>
  );
}
