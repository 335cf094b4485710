import { Button, Callout, Classes, TextArea } from '@blueprintjs/core';
import type { BookingRow } from '../../../contract/booking/calls';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import { bookingWords } from '../words';

/** A return or a rejection names the booking, takes the reason and is confirmed by its own button (a stray key never sends a customer's booking back). */
export function DeskAskDialog(props: {
  pending: 'return' | 'reject' | undefined;
  asked: BookingRow | undefined;
  error: string;
  remarks: string;
  setRemarks(v: string): void;
  closeAsk(): void;
  confirmAsk(): Promise<void>;
}) {
  const w = useWords(bookingWords);
  const { pending, asked, error, remarks, setRemarks, closeAsk, confirmAsk } = props;
  return (
    <AppDialog isOpen={!!pending} onClose={closeAsk} title={`${pending === 'reject' ? w.reject : w.returnIt} ${asked?.BookingNo ?? ''}`}>
      <div className={Classes.DIALOG_BODY}>
        <p>{asked?.CompanyName}</p>
        {error ? (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        ) : null}
        <TextArea autoFocus fill aria-label={w.reason} placeholder={w.reason} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={closeAsk} />
          <Button
            intent="danger"
            text={pending === 'reject' ? w.reject : w.returnIt}
            disabled={!remarks.trim()}
            onClick={() => void confirmAsk()}
            data-testid="booking-desk-confirm"
          />
        </div>
      </div>
    </AppDialog>
  );
}
