import { Button, Callout, Classes, TextArea } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import type { PackingRow } from '../api/packing';
import { packingWords } from '../words';

/** A rejection (tab 1) or a return (tab 2) asks for the remarks the customer reads, and only its own button confirms it. */
export function PklRefuseDialog(props: {
  asking: PackingRow | undefined;
  setAsking(row: PackingRow | undefined): void;
  rejectWord: string;
  error: string;
  remarks: string;
  setRemarks(v: string): void;
  busy: boolean;
  decide(row: PackingRow, approve: boolean, why?: string): Promise<void>;
}) {
  const w = useWords(packingWords);
  const { asking, setAsking, rejectWord, error, remarks, setRemarks, busy, decide } = props;
  return (
    <AppDialog
      isOpen={!!asking}
      onClose={() => setAsking(undefined)}
      title={`${rejectWord} ${asking?.PKL_NO ?? asking?.PKL_CGO_ID ?? asking?.PKL_BOOKING_NO ?? ''}`}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>{asking ? `${asking.CompanyName} · ${w.typeSlot(asking.PKL_CNTR_TYPE, asking.PKL_SLOT)}` : ''}</p>
        {error ? (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        ) : null}
        <TextArea
          autoFocus
          fill
          aria-label={w.remarksReadByCustomer}
          placeholder={w.remarksReadByCustomer}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={() => setAsking(undefined)} />
          <Button
            intent="danger"
            text={rejectWord}
            loading={busy}
            disabled={!remarks.trim()}
            data-testid="pkl-confirm"
            onClick={() => asking && void decide(asking, false, remarks.trim())}
          />
        </div>
      </div>
    </AppDialog>
  );
}
