import { docActorWords } from '../../contract/docActor';
import { Button, Callout, Card, Collapse, FormGroup, H4, HTMLTable, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VgmBooking, VgmContainer } from '../../contract/vgm/calls';
import { VGM_ACCESS } from '../../contract/vgm/module';
import { formatDate } from '../../domain/dates';
import { localDateTime } from '../../domain/refdata/localTimes';
import { vgmShown, vgmWaiting } from '../../domain/vgm/shown';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import type { PanelProps } from '../../ui/panels';
import { createVgmShare, declareVgm, revokeVgmShare, saveVgmDraft, sendVgm, vgmBookingQuery, vgmKeys, vgmLogQuery } from './api/vgm';
import { VgmDeclareForm } from './VgmDeclareForm';
import { VGM_EVENT_WORDS, VGM_SHOWN_WORDS, VGM_STATUS_WORDS, VGM_TERMINAL_WORDS, vgmWords } from './words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/**
 * A booking's VGM (operations.md §6), self-contained on its CGO_ID: the VCO clock, each container's
 * latest version, the carrier's and the terminal's answers and the terminal's weight against the
 * declared one (vgm.tolerance), the declaration for all boxes at once, sending the declared ones, the
 * versions and receipts, and the share links. Mounted on the booking details (customer and desk)
 * through the `booking.containers` slot and on the opened packing list through `packingList.container`.
 * What it says follows the states: re-read on every receipt (the `vgm` live frame) and every 2 s while
 * something is waiting — the waiting text shows only while a counterpart still owes its answer.
 */
export default function VgmPanel({ cgoId }: PanelProps) {
  const w = useWords(vgmWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const booking = useQuery(vgmBookingQuery(cgoId));
  const mayDeclare = useCan(VGM_ACCESS.vgmDeclare);
  const maySend = useCan(VGM_ACCESS.vgmSend);
  const [showLog, setShowLog] = useState(false);
  const [message, setMessage] = useState('');
  const b = booking.data;
  // a person without the VGM menus sees no panel (the call answers 403): nothing of it is theirs to do
  if (!b) return null;
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: vgmKeys.booking(cgoId) }), client.invalidateQueries({ queryKey: vgmKeys.log(cgoId) })]);
  const vcoPassed = !!b.Vco && Date.parse(b.Vco) <= Date.now();
  const declared = b.Containers.filter((c) => c.Latest?.VGM_STATUS === 2 || c.Latest?.TerminalStatus === 2).map((c) => c.Latest!.Id);
  const simulated = b.Containers.some((c) => c.Latest?.Simulated);
  // what still owes an answer, read from the states themselves (re-read on every receipt): never a message kept from the send
  const waiting = b.Containers.filter((c) => vgmWaiting(c.Latest)).length;
  const deviations = b.Containers.filter((c) => c.Latest?.Deviation?.Beyond);

  return (
    <Card data-testid="vgm-panel" style={{ marginBottom: 12 }}>
      <H4>
        {w.title}{' '}
        {simulated ? (
          <Tag intent="warning" minimal>
            {w.simulated}
          </Tag>
        ) : null}
      </H4>
      <VcoClock vco={b.Vco} zone={b.PolTimeZone} />
      <HTMLTable compact striped style={{ width: '100%', margin: '8px 0' }} data-testid="vgm-status">
        <thead>
          <tr>
            <th>{w.container}</th>
            <th>{w.type}</th>
            <th>{w.version}</th>
            <th>{w.overall}</th>
            <th>{w.carrier}</th>
            <th>{w.terminal}</th>
            <th>{w.vgmKg}</th>
            <th>{w.measured}</th>
            <th>{w.method}</th>
            <th>{w.carrierRef}</th>
          </tr>
        </thead>
        <tbody>
          {b.Containers.map((c) => (
            <tr key={c.CNNO} data-testid={`vgm-status-${c.CNNO}`}>
              <td>{c.CNNO}</td>
              <td>{c.TYPE}</td>
              <td>{c.Latest ? `v${c.Latest.VGM_VERSION}` : '—'}</td>
              <td>
                <ShownTag latest={c.Latest} />
              </td>
              <td>
                {c.Latest ? (
                  <Tag
                    intent={c.Latest.VGM_STATUS === 4 ? 'success' : c.Latest.VGM_STATUS === 5 ? 'danger' : c.Latest.VGM_STATUS === 3 ? 'primary' : 'none'}
                    data-testid="vgm-state"
                  >
                    {VGM_STATUS_WORDS[c.Latest.VGM_STATUS as 1]?.[lang]}
                  </Tag>
                ) : (
                  <Tag minimal>{w.none}</Tag>
                )}
              </td>
              <td>
                <TerminalCell latest={c.Latest} />
              </td>
              <td>{c.Latest?.VGM_KG ?? '—'}</td>
              <td data-testid="vgm-measured">
                {c.Latest?.VGM_MEASURED_KG ?? '—'}
                {c.Latest?.VGM_MEASURED_KG && c.Latest.Deviation ? (
                  <div
                    className={c.Latest.Deviation.Beyond ? undefined : 'bp6-text-muted'}
                    style={c.Latest.Deviation.Beyond ? { color: '#cd4246' } : undefined}
                  >
                    {c.Latest.Deviation.Beyond ? VGM_SHOWN_WORDS.deviation[lang] : w.within(c.Latest.Deviation.Kg, c.Latest.Deviation.LimitKg)}
                    {c.Latest.VGM_MEASURED_BY ? ` · ${c.Latest.VGM_MEASURED_BY}` : ''}
                  </div>
                ) : null}
              </td>
              <td>{c.Latest ? (c.Latest.VGM_METHOD === 1 ? w.method1 : w.method2) : '—'}</td>
              <td>
                {c.Latest?.VGM_EXTERNAL_REF}
                {c.Latest?.VGM_ERROR ? <div style={{ color: '#cd4246' }}>{c.Latest.VGM_ERROR}</div> : null}
                {c.Latest?.VGM_LATE_REASON ? <div className="bp6-text-muted">{c.Latest.VGM_LATE_REASON}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {deviations.map((c) => (
        <Callout key={c.CNNO} intent="danger" icon="warning-sign" data-testid={`vgm-deviation-${c.CNNO}`} style={{ marginBottom: 8 }}>
          {w.deviation(c.CNNO, c.Latest!.VGM_KG, c.Latest!.VGM_MEASURED_KG!, c.Latest!.Deviation!.Kg, c.Latest!.Deviation!.LimitKg)}
        </Callout>
      ))}
      {waiting ? (
        <Callout icon="time" data-testid="vgm-waiting">
          {w.waiting(waiting)} {w.receiptsWait}
        </Callout>
      ) : null}
      {message ? (
        <Callout intent="danger" data-testid="vgm-message">
          {message}
        </Callout>
      ) : null}
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {maySend && declared.length ? (
          <Button
            icon="send-to"
            intent="primary"
            text={`${w.sendDeclared} (${declared.length})`}
            onClick={() =>
              void sendVgm(declared)
                .then(() => setMessage(''))
                .then(refresh)
                .catch((e: Error) => setMessage(e.message))
            }
          />
        ) : null}
        <Button icon="history" minimal text={w.log} onClick={() => setShowLog((s) => !s)} />
      </div>
      {mayDeclare && (!vcoPassed || b.Staff) ? (
        <VgmDeclareForm
          key={b.Containers.map((c) => `${c.CNNO}${c.Latest?.Id ?? ''}`).join()}
          containers={b.Containers}
          zone={b.PolTimeZone}
          askReason={vcoPassed && b.Staff}
          onDeclare={async (p) => {
            const r = await declareVgm({ CGO_ID: cgoId, ...p }, newIdempotencyKey('vgm-declaration'));
            await refresh();
            return w.declared(r.Declared.length, r.Unchanged.length);
          }}
          onSaveDraft={async (p) => {
            const r = await saveVgmDraft({
              CGO_ID: cgoId,
              Containers: p.Containers,
              VGM_RESPONSIBLE_PARTY: p.VGM_RESPONSIBLE_PARTY,
              VGM_SIGNATORY: p.VGM_SIGNATORY,
            });
            await refresh();
            return `${w.saveDraft} ✓ ${r.Saved.length}`;
          }}
        />
      ) : null}
      <Collapse isOpen={showLog}>
        {showLog ? (
          <div style={{ marginTop: 12 }}>
            <VgmLog cgoId={cgoId} />
          </div>
        ) : null}
      </Collapse>
      {mayDeclare ? <VgmShares booking={b} onChange={refresh} /> : null}
    </Card>
  );
}

/** The container's VGM in one word (carrier, terminal and the terminal's weight together). */
function ShownTag({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const shown = vgmShown(latest);
  const intent = shown === 'accepted' ? 'success' : shown === 'rejected' || shown === 'deviation' ? 'danger' : shown === 'sent' ? 'primary' : 'none';
  return (
    <Tag intent={intent} minimal={shown === 'none'} data-testid="vgm-shown">
      {VGM_SHOWN_WORDS[shown][lang]}
    </Tag>
  );
}

/** The terminal's side: its state, its reference or its reason. */
function TerminalCell({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const w = useWords(vgmWords);
  const t = latest?.TerminalStatus as 2 | 3 | 4 | 5 | null | undefined;
  if (!latest || !t) return <span className="bp6-text-muted">{latest ? w.notToTerminal : '—'}</span>;
  return (
    <>
      <Tag minimal intent={t === 4 ? 'success' : t === 5 || t === 2 ? 'danger' : 'primary'} data-testid="vgm-terminal">
        {VGM_TERMINAL_WORDS[t][lang]}
      </Tag>
      {latest.TerminalRef ? <div>{latest.TerminalRef}</div> : null}
      {latest.TerminalError ? <div style={{ color: '#cd4246' }}>{latest.TerminalError}</div> : null}
    </>
  );
}

/** The VCO on the port of loading's clock and the time left; past it, what that means. */
function VcoClock({ vco, zone }: { vco: string | null; zone: string }) {
  const w = useWords(vgmWords);
  if (!vco) return <Callout icon="time">{w.noVco}</Callout>;
  const left = Date.parse(vco) - Date.now();
  const hours = Math.floor(left / 3_600_000);
  return (
    <Callout icon="time" intent={left <= 0 ? 'danger' : hours < 24 ? 'warning' : 'primary'} data-testid="vgm-vco">
      {w.vco}: <b>{localDateTime(vco, zone)}</b> ({zone}) · {left <= 0 ? w.passed : w.left(Math.floor(hours / 24), hours % 24)}
    </Callout>
  );
}

function VgmLog({ cgoId }: { cgoId: string }) {
  const w = useWords(vgmWords);
  const lang = useLanguage();
  const log = useQuery(vgmLogQuery(cgoId));
  if (!log.data) return null;
  // the gateway's id is a channel name (CARRIER_VGM): said as the outside system it is
  const who = (kind: string, name: string) => docActorWords(kind, kind === 'gateway' ? name : null, name)[lang];
  return (
    <div data-testid="vgm-log">
      <H4>{w.receipts}</H4>
      <HTMLTable compact striped>
        <tbody>
          {log.data.Receipts.map((r, i) => (
            <tr key={i}>
              <td>{formatDate(r.At, 'dateTime')}</td>
              <td>
                {r.CNNO} v{r.VGM_VERSION}
              </td>
              <td>
                <Tag minimal intent={r.Code === 'ACCEPTED' || r.Code === 'ACK' ? 'success' : r.Code === 'REJECTED' || r.Code === 'NACK' ? 'danger' : 'none'}>
                  {r.Channel === 'TERMINAL_VGM' ? w.terminal : w.carrier} {r.Seq}. {r.Code}
                </Tag>{' '}
                {r.Simulated ? (
                  <Tag minimal intent="warning">
                    {w.simulated}
                  </Tag>
                ) : null}
              </td>
              <td>{r.Text}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.history}</H4>
      <HTMLTable compact striped>
        <tbody>
          {log.data.Events.map((e, i) => (
            <tr key={i}>
              <td>{formatDate(e.At, 'dateTime')}</td>
              <td>{e.Container}</td>
              <td>{VGM_EVENT_WORDS[e.Type]?.[lang] ?? e.Type}</td>
              <td>{who(e.ActorKind, e.ActorName)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The booking's share links: make one (shown once), the list, revoke. */
function VgmShares({ booking, onChange }: { booking: VgmBooking; onChange(): Promise<unknown> }) {
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
