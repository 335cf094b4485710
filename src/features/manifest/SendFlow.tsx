import { Button, Callout, Classes, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { sendManifests } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import { manifestWords } from './words';
import { commonWords } from '../../i18n/commonWords';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/** The refusal codes a verifier may override with a reason (`mft.deadline` late, `mft.si` mismatch). */
export const OVERRIDABLE = /^mft\.(send\.override|deadline|si|late)/;

export interface Refusal {
  Id: number;
  Code: string;
  Message: string;
}

/** Splits a Send answer's refusals: those a reason may override, and those it may not. */
export function splitRefusals(refused: readonly Refusal[]): { overridable: Refusal[]; final: Refusal[] } {
  return { overridable: refused.filter((r) => OVERRIDABLE.test(r.Code)), final: refused.filter((r) => !OVERRIDABLE.test(r.Code)) };
}

/**
 * Sending manifests to customs, single or batch (§7.4 Send): each id on its own; the ones refused
 * for being late or differing from their SI come back in a dialog that sends them again with the
 * verifier's reason (logged with the transmission). One idempotency key per click and per reason,
 * so a retried request never queues twice. The server's words name each manifest.
 */
export function useSendFlow() {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  const [asking, setAsking] = useState<Refusal[]>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const report = (queued: number, refused: readonly Refusal[]) => {
    if (queued) void showToast({ intent: 'success', message: w.queued(queued) });
    if (refused.length)
      void showToast({
        intent: 'danger',
        message: `${w.refusedToSend(refused.length)}: ${refused.map((r) => r.Message).join('；')}`,
        timeout: 10_000,
      });
  };
  const send = async (ids: number[]) => {
    setBusy(true);
    try {
      const answer = await sendManifests(ids, newIdempotencyKey('manifest-send'));
      const { overridable, final } = splitRefusals(answer.Refused);
      report(answer.Queued.length, final);
      if (overridable.length) {
        setReason('');
        setAsking(overridable);
      }
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const sendAnyway = async () => {
    if (!asking || !reason.trim()) return;
    setBusy(true);
    try {
      const answer = await sendManifests(
        asking.map((r) => r.Id),
        newIdempotencyKey('manifest-send'),
        reason.trim(),
      );
      report(answer.Queued.length, answer.Refused);
      setAsking(undefined);
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };

  const dialog = (
    <AppDialog isOpen={!!asking} onClose={() => setAsking(undefined)} title={w.overrideTitle}>
      <div className={Classes.DIALOG_BODY} data-testid="mft-override">
        <Callout intent="warning">{w.overrideWhy}</Callout>
        <ul>
          {asking?.map((r) => (
            <li key={r.Id} data-code={r.Code}>
              {r.Message}
            </li>
          ))}
        </ul>
        <FormGroup label={w.overrideReason}>
          <TextArea fill autoFocus aria-label={w.overrideReason} value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={c.cancel} onClick={() => setAsking(undefined)} />
          <Button intent="danger" text={w.sendAnyway} disabled={!reason.trim() || busy} loading={busy} onClick={() => void sendAnyway()} />
        </div>
      </div>
    </AppDialog>
  );
  return { send, busy, dialog };
}
