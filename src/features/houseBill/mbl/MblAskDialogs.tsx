import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { CallAnswer } from '../../../contract/call';
import type { mblCalls } from '../../../contract/houseBill/calls';
import { dayIn } from '../../../domain/refdata/localTimes';
import { useWords } from '../../../i18n/words';
import { recordMblIssue, voidMbl } from '../api';
import { BillLog } from '../BillLog';
import { billWords } from '../words';

/** What a master bill's move asks first: its issue (number, on-board and issue days), a void's reason, or its log. */
export type MblAsk = 'issue' | 'void' | 'log' | undefined;

/** Today on the office's clock (Asia/Shanghai): UTC's day is yesterday there between 00:00 and 08:00. */
const today = () => dayIn();

/** The dialogs of a master bill's moves; a move done closes its dialog. */
export function MblAskDialogs({
  m,
  ask,
  close,
  run,
}: {
  m: CallAnswer<typeof mblCalls.get>;
  ask: MblAsk;
  close(): void;
  run(f: () => Promise<unknown>): Promise<void>;
}) {
  const w = useWords(billWords);
  const [form, setForm] = useState({ no: '', onBoard: today(), issue: today(), reason: '' });
  return (
    <>
      <Dialog isOpen={ask === 'log'} onClose={close} title={w.log}>
        <DialogBody>{ask === 'log' ? <BillLog bill="mbl" id={m.Id} /> : null}</DialogBody>
        <DialogFooter actions={<Button text={w.cancel} onClick={close} />} />
      </Dialog>
      <Dialog isOpen={ask === 'issue' || ask === 'void'} onClose={close} title={ask === 'issue' ? w.recordIssue : w.voidIt}>
        <DialogBody>
          {ask === 'issue' ? (
            <>
              <FormGroup label={w.mblNo}>
                <InputGroup value={form.no} onChange={(e) => setForm({ ...form, no: e.currentTarget.value })} />
              </FormGroup>
              <FormGroup label={w.onBoard}>
                <InputGroup type="date" value={form.onBoard} onChange={(e) => setForm({ ...form, onBoard: e.currentTarget.value })} />
              </FormGroup>
              <FormGroup label={w.issueDate}>
                <InputGroup type="date" value={form.issue} onChange={(e) => setForm({ ...form, issue: e.currentTarget.value })} />
              </FormGroup>
            </>
          ) : (
            <FormGroup label={w.reason}>
              <InputGroup value={form.reason} onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })} />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              text={ask === 'issue' ? w.recordIssue : w.voidIt}
              onClick={() =>
                void run(() =>
                  ask === 'issue'
                    ? recordMblIssue({ Id: m.Id, VERSION: m.VERSION, MBL_NO: form.no || m.MBL_NO, MBL_ON_BOARD_DATE: form.onBoard, MBL_ISSUE_DATE: form.issue })
                    : voidMbl({ Id: m.Id, VERSION: m.VERSION, Reason: form.reason }),
                ).then(close)
              }
            />
          }
        />
      </Dialog>
    </>
  );
}
