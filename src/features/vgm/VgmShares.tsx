import { Button, Callout, FormGroup, H4, HTMLTable, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { VgmBooking } from '../../contract/vgm/calls';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import { createVgmShare, revokeVgmShare } from './api/vgm';
import { vgmWords } from './words';

/** The booking's share links: make one (shown once), the list, revoke. */
export function VgmShares({ booking, onChange }: { booking: VgmBooking; onChange(): Promise<unknown> }) {
  const w = useWords(vgmWords);
  const [days, setDays] = useState(7);
  const [code, setCode] = useState('');
  const [made, setMade] = useState('');
  const [error, setError] = useState('');
  const make = async () => {
    setError('');
    try {
      const r = await createVgmShare({ CGO_ID: booking.CGO_ID, Days: days, ...(code ? { AccessCode: code } : {}) });
      setMade(`${window.location.origin}${r.Url}`);
      await onChange();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div data-testid="vgm-shares" style={{ marginTop: 12 }}>
      <H4>{w.shares}</H4>
      <p className="bp6-text-muted">{w.shareHint}</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label={w.days}>
          <NumericInput aria-label={w.days} min={1} max={30} value={days} onValueChange={(v) => setDays(v || 1)} style={{ width: 60 }} />
        </FormGroup>
        <FormGroup label={w.accessCode} helperText={w.accessCodeHint}>
          <InputGroup aria-label={w.accessCode} value={code} maxLength={6} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
        </FormGroup>
        <FormGroup>
          <Button icon="link" text={w.makeShare} onClick={() => void make()} />
        </FormGroup>
      </div>
      {error ? <Callout intent="danger">{error}</Callout> : null}
      {made ? (
        <Callout intent="success" data-testid="vgm-share-made">
          {w.linkOnce} <InputGroup readOnly value={made} aria-label={w.makeShare} onFocus={(e) => e.currentTarget.select()} />
        </Callout>
      ) : null}
      {booking.Shares.length ? (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.expires}</th>
              <th>{w.uses}</th>
              <th>{w.by}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {booking.Shares.map((s) => (
              <tr key={s.Id}>
                <td>
                  {formatDate(s.ExpiresAt, 'dateTime')} {s.WithCode ? <Tag minimal>{w.withCode}</Tag> : null}
                </td>
                <td>{s.Uses}</td>
                <td>{s.CreatedBy}</td>
                <td>
                  {s.RevokedAt ? (
                    <Tag minimal>{w.revoked}</Tag>
                  ) : Date.parse(s.ExpiresAt) > Date.now() ? (
                    <Button small minimal intent="danger" text={w.revoke} onClick={() => void revokeVgmShare(s.Id).then(onChange)} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
}
