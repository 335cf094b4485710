import { Button, Card, FormGroup, H4, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useWords } from '../../../i18n/words';
import { bookingWords } from '../words';

/** A customer's change after release (R6.10): a new departure date, remarks, and why. */
export function AmendForm({ busy, onAsk }: { busy: boolean; onAsk(changes: Record<string, string>, reason: string): Promise<void> }) {
  const w = useWords(bookingWords);
  const [etd, setEtd] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const changes = { ...(etd.trim() ? { ExpectedEtd: etd.trim() } : {}), ...(note.trim() ? { Remarks: note.trim() } : {}) };
  return (
    <Card data-testid="amend-form" style={{ marginBottom: 12 }}>
      <H4>{w.requestAmend}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={w.newEtd}>
          <InputGroup aria-label={w.newEtd} placeholder="2026-12-20" value={etd} onChange={(e) => setEtd(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.remarks}>
          <InputGroup aria-label={`${w.requestAmend} ${w.remarks}`} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.reason}>
          <InputGroup aria-label={`${w.requestAmend} ${w.reason}`} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormGroup>
      </div>
      <Button
        text={w.requestAmend}
        loading={busy}
        disabled={!reason.trim() || !Object.keys(changes).length}
        onClick={() => void onAsk(changes, reason.trim())}
      />
    </Card>
  );
}
