import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Static } from '@sinclair/typebox';
import type { HistorySchema } from '../../contract/letters/calls';
import { historyWords, type HistoryAction } from '../../domain/letters/status';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { letterHistoryQueryOptions } from './api/letters';
import { sailingHistoryQueryOptions } from './api/sailing';
import { lettersWords } from './words';

/** What the letters' screens share: a refusal as a toast, the withdrawal's reason, a history table. */

export const toastFailure = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/** Runs a write and says how it went. */
export async function run(work: () => Promise<string>) {
  try {
    void showToast({ intent: 'success', message: await work() });
  } catch (err) {
    toastFailure(err);
  }
}

/** The withdrawal asks for its reason (kept in the history). */
export function WithdrawDialog({ onClose, onWithdraw }: { onClose(): void; onWithdraw(reason: string): Promise<void> }) {
  const w = useWords(lettersWords);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog isOpen onClose={onClose} title={w.withdraw}>
      <DialogBody>
        <FormGroup label={w.withdrawAsk} labelFor="withdraw-reason">
          <TextArea id="withdraw-reason" fill value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="withdraw-reason" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="danger"
              text={w.withdraw}
              disabled={reason.trim().length < 2 || busy}
              loading={busy}
              onClick={() => {
                setBusy(true);
                void onWithdraw(reason.trim()).finally(() => setBusy(false));
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}

type History = Static<typeof HistorySchema>;

/** A letter's or a table's history, newest first: when, who, what, which version, why. */
export function HistoryTable({ of, id }: { of: 'letter' | 'table'; id: number }) {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const letter = useQuery(letterHistoryQueryOptions(id, of === 'letter'));
  const table = useQuery(sailingHistoryQueryOptions(id, of === 'table'));
  const rows: History = (of === 'letter' ? letter.data : table.data) ?? [];
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="history">
      <thead>
        <tr>
          <th>{w.when}</th>
          <th>{w.who}</th>
          <th>{w.what}</th>
          <th>{w.version}</th>
          <th>{w.note}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((h) => (
          <tr key={`${h.At}-${h.Action}-${h.Version}`}>
            <td>{placeTime(h.At)}</td>
            <td>{h.By}</td>
            <td>{historyWords[h.Action as HistoryAction][lang]}</td>
            <td>{h.Version ? w.versionN(h.Version) : ''}</td>
            <td>{h.Reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
