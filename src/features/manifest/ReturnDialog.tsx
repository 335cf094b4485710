import { Button, Classes, FormGroup, TextArea } from '@blueprintjs/core';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { AppDialog } from '../../ui/AppDialog';
import { RemarkCodeField } from './RemarkCodeField';
import { manifestWords } from './words';

const Kbd = ({ children }: { children: string }) => <kbd className="navbar__kbd">{children}</kbd>;

/**
 * Returning a submitted manifest (§7.3 4): a remark code (the remark configuration's return reasons
 * when they can be read, else typed) and words the customer reads. The dialog closes only by its
 * buttons; Ctrl+Enter returns.
 */
export function ReturnDialog({
  isOpen,
  code,
  remarks,
  onCode,
  onRemarks,
  onCancel,
  onConfirm,
  busy,
}: {
  isOpen: boolean;
  code: string;
  remarks: string;
  onCode(code: string): void;
  onRemarks(text: string): void;
  onCancel(): void;
  onConfirm(): void;
  busy?: boolean;
}) {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  return (
    <AppDialog isOpen={isOpen} onClose={onCancel} title={w.returnTitle}>
      <div className={Classes.DIALOG_BODY} data-testid="mft-return">
        <FormGroup label={w.remarkCode}>
          <RemarkCodeField use="REJECT_REASON" enabled={isOpen} label={w.remarkCode} pick={w.pickRemark} value={code} onChange={onCode} autoFocus />
        </FormGroup>
        <FormGroup label={w.remarksFree}>
          <TextArea
            fill
            aria-label={w.remarksFree}
            value={remarks}
            onChange={(e) => onRemarks(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && code) onConfirm();
            }}
          />
        </FormGroup>
        <p className="mft-muted">
          <Kbd>Ctrl+Enter</Kbd> {w.returnKeys}
        </p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={c.cancel} onClick={onCancel} />
          <Button intent="danger" text={w.returnIt} disabled={!code.trim() || busy} loading={busy} onClick={onConfirm} />
        </div>
      </div>
    </AppDialog>
  );
}
