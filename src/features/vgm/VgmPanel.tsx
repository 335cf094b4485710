import { Button, Callout, Card, Collapse, H4, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { VgmBooking } from '../../contract/vgm/calls';
import { VGM_ACCESS } from '../../contract/vgm/module';
import { localDateTime } from '../../domain/refdata/localTimes';
import { vgmWaiting } from '../../domain/vgm/shown';
import { useWords } from '../../i18n/words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { useCan } from '../../session/access';
import type { PanelProps } from '../../ui/panels';
import { declareVgm, saveVgmDraft, sendVgm, vgmBookingQuery, vgmKeys } from './api/vgm';
import { vgmAnswerMachine } from './machines/vgmAnswerMachine';
import { VgmDeclareForm } from './VgmDeclareForm';
import { VgmLog } from './VgmLog';
import { VgmShares } from './VgmShares';
import { VgmStatusTable } from './VgmStatusTable';
import { vgmWords } from './words';

/**
 * The panel's send → answer, run by the answer machine (machines/vgmAnswerMachine.ts): each read of
 * the booking tells it how many boxes still owe an answer; while some do it reads the booking again
 * every 2 s (the live frame reads it besides). `refresh` reads the booking and its log again.
 */
function useVgmAnswers(cgoId: string, booking: VgmBooking | undefined) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: vgmKeys.booking(cgoId) }), client.invalidateQueries({ queryKey: vgmKeys.log(cgoId) })]);
  const actor = useActorRef(
    vgmAnswerMachine.provide({
      actors: { send: fromPromise(({ input }) => sendVgm(input.ids)) },
      actions: {
        reread: () => void refresh(),
        poll: () => void client.invalidateQueries({ queryKey: vgmKeys.booking(cgoId) }),
      },
    }),
  );
  // what still owes an answer, read from the states themselves (every read): never a message kept from the send
  useEffect(() => {
    if (booking) actor.send({ type: 'booking.read', waiting: booking.Containers.filter((c) => vgmWaiting(c.Latest)).length });
  }, [actor, booking]);
  const state = useSelector(actor, (s) => s.context);
  return { ...state, send: (ids: number[]) => actor.send({ type: 'send', ids }), refresh };
}

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
  const booking = useQuery(vgmBookingQuery(cgoId));
  const mayDeclare = useCan(VGM_ACCESS.vgmDeclare);
  const maySend = useCan(VGM_ACCESS.vgmSend);
  const [showLog, setShowLog] = useState(false);
  const b = booking.data;
  const answers = useVgmAnswers(cgoId, b);
  // a person without the VGM menus sees no panel (the call answers 403): nothing of it is theirs to do
  if (!b) return null;
  const vcoPassed = !!b.Vco && Date.parse(b.Vco) <= Date.now();
  const declared = b.Containers.filter((c) => c.Latest?.VGM_STATUS === 2 || c.Latest?.TerminalStatus === 2).map((c) => c.Latest!.Id);
  const simulated = b.Containers.some((c) => c.Latest?.Simulated);
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
      <VgmStatusTable containers={b.Containers} />
      {deviations.map((c) => (
        <Callout key={c.CNNO} intent="danger" icon="warning-sign" data-testid={`vgm-deviation-${c.CNNO}`} style={{ marginBottom: 8 }}>
          {w.deviation(c.CNNO, c.Latest!.VGM_KG, c.Latest!.VGM_MEASURED_KG!, c.Latest!.Deviation!.Kg, c.Latest!.Deviation!.LimitKg)}
        </Callout>
      ))}
      {answers.waiting ? (
        <Callout icon="time" data-testid="vgm-waiting">
          {w.waiting(answers.waiting)} {w.receiptsWait}
        </Callout>
      ) : null}
      {answers.message ? (
        <Callout intent="danger" data-testid="vgm-message">
          {answers.message}
        </Callout>
      ) : null}
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {maySend && declared.length ? (
          <Button icon="send-to" intent="primary" text={`${w.sendDeclared} (${declared.length})`} onClick={() => answers.send(declared)} />
        ) : null}
        <Button icon="history" minimal text={w.log} onClick={() => setShowLog((s) => !s)} />
      </div>
      {mayDeclare && (!vcoPassed || b.Staff) ? <PanelDeclareForm booking={b} askReason={vcoPassed && b.Staff} refresh={answers.refresh} /> : null}
      <Collapse isOpen={showLog}>
        {showLog ? (
          <div style={{ marginTop: 12 }}>
            <VgmLog cgoId={cgoId} />
          </div>
        ) : null}
      </Collapse>
      {mayDeclare ? <VgmShares booking={b} onChange={answers.refresh} /> : null}
    </Card>
  );
}

/** The declaration form on the booking: declared or drafted, the booking read again; a new version re-keys it (a fresh form on the new figures). */
function PanelDeclareForm({ booking: b, askReason, refresh }: { booking: VgmBooking; askReason: boolean; refresh(): Promise<unknown> }) {
  const w = useWords(vgmWords);
  return (
    <VgmDeclareForm
      key={b.Containers.map((c) => `${c.CNNO}${c.Latest?.Id ?? ''}`).join()}
      containers={b.Containers}
      zone={b.PolTimeZone}
      askReason={askReason}
      onDeclare={async (p) => {
        const r = await declareVgm({ CGO_ID: b.CGO_ID, ...p }, newIdempotencyKey('vgm-declaration'));
        await refresh();
        return w.declared(r.Declared.length, r.Unchanged.length);
      }}
      onSaveDraft={async (p) => {
        const r = await saveVgmDraft({
          CGO_ID: b.CGO_ID,
          Containers: p.Containers,
          VGM_RESPONSIBLE_PARTY: p.VGM_RESPONSIBLE_PARTY,
          VGM_SIGNATORY: p.VGM_SIGNATORY,
        });
        await refresh();
        return `${w.saveDraft} ✓ ${r.Saved.length}`;
      }}
    />
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
