import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { CallAnswer } from '../../../contract/call';
import type { hblCalls } from '../../../contract/houseBill/calls';
import { dayIn } from '../../../domain/refdata/localTimes';
import { useWords } from '../../../i18n/words';
import { amendHbl, decideHblDraft, issueHbl, voidHbl } from '../api';
import { BillLog } from '../BillLog';
import { billWords } from '../words';

/** What a house bill's move asks first: issue (place, issue and on-board days), an e-mail approval, void or amend (why), or its log. */
export type HblAsk = 'issue' | 'email' | 'void' | 'amend' | 'log' | undefined;

/** Today on the office's clock (Asia/Shanghai): UTC's day is yesterday there between 00:00 and 08:00. */
const today = () => dayIn();

type Hbl = CallAnswer<typeof hblCalls.get>;

/** The dialogs of a house bill's moves; a move done closes its dialog. */
export function HblAskDialogs({ h, ask, close, run }: { h: Hbl; ask: HblAsk; close(): void; run(f: () => Promise<unknown>): Promise<void> }) {
  const w = useWords(billWords);
  const [form, setForm] = useState({ place: 'NINGBO', issue: today(), onBoard: today(), text: '' });
  const after = (f: () => Promise<unknown>) => () => void run(f).then(close);
  return (
    <>
      <Dialog isOpen={ask === 'issue'} onClose={close} title={w.issue}>
        <DialogBody>
          <FormGroup label={w.placeOfIssue}>
            <InputGroup value={form.place} onChange={(e) => setForm({ ...form, place: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={w.issueDate}>
            <InputGroup type="date" value={form.issue} onChange={(e) => setForm({ ...form, issue: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={w.onBoard}>
            <InputGroup type="date" value={form.onBoard} onChange={(e) => setForm({ ...form, onBoard: e.currentTarget.value })} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              text={w.issue}
              onClick={after(() =>
                issueHbl({ Id: h.Id, VERSION: h.VERSION, HBL_ISSUE_DATE: form.issue, HBL_ON_BOARD_DATE: form.onBoard, HBL_PLACE_OF_ISSUE: form.place }),
              )}
            />
          }
        />
      </Dialog>
      <Dialog
        isOpen={ask === 'email' || ask === 'void' || ask === 'amend'}
        onClose={close}
        title={ask === 'email' ? w.recordEmail : ask === 'void' ? w.voidIt : w.amend}
      >
        <DialogBody>
          <FormGroup label={w.reason}>
            <InputGroup autoFocus value={form.text} onChange={(e) => setForm({ ...form, text: e.currentTarget.value })} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent={ask === 'void' ? 'danger' : 'primary'}
              disabled={!form.text.trim()}
              text={ask === 'email' ? w.recordEmail : ask === 'void' ? w.voidIt : w.amend}
              onClick={after(() =>
                ask === 'email'
                  ? decideHblDraft({ Id: h.Id, VERSION: h.VERSION, Approve: true, Note: form.text })
                  : ask === 'void'
                    ? voidHbl({ Id: h.Id, VERSION: h.VERSION, Reason: form.text })
                    : amendHbl({ Id: h.Id, VERSION: h.VERSION, Reason: form.text }),
              )}
            />
          }
        />
      </Dialog>
      <Dialog isOpen={ask === 'log'} onClose={close} title={w.log}>
        <DialogBody>{ask === 'log' ? <BillLog bill="hbl" id={h.Id} /> : null}</DialogBody>
        <DialogFooter actions={<Button text={w.cancel} onClick={close} />} />
      </Dialog>
    </>
  );
}
