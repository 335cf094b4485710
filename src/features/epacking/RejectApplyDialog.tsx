import { Button, Callout, Classes, TextArea } from '@blueprintjs/core';
import type { EclpRow } from '../../contract/epacking/calls';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { epackingWords } from './words';

/** A rejection asks for its remarks, and only its own button sends it. */
export function RejectApplyDialog(props: {
  asked: EclpRow | undefined;
  setAsked(row: EclpRow | undefined): void;
  error: string;
  remarks: string;
  setRemarks(v: string): void;
  confirmReject(): Promise<void>;
}) {
  const w = useWords(epackingWords);
  const { asked, setAsked, error, remarks, setRemarks, confirmReject } = props;
  return (
    <AppDialog isOpen={!!asked} onClose={() => setAsked(undefined)} title={`${w.reject} ${asked?.ECP_NO ?? ''}`}>
      <div className={Classes.DIALOG_BODY}>
        <p>
          {asked?.CompanyName} · {asked?.PKL_CNNO}
        </p>
        {error ? (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        ) : null}
        <TextArea
          autoFocus
          fill
          aria-label={w.rejectRemarks}
          placeholder={w.rejectRemarks}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={() => setAsked(undefined)} />
          <Button intent="danger" text={w.reject} disabled={!remarks.trim()} onClick={() => void confirmReject()} data-testid="epacking-reject-confirm" />
        </div>
      </div>
    </AppDialog>
  );
}
