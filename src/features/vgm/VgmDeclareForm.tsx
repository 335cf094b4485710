import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { VgmContainer } from '../../contract/vgm/calls';
import { zoneOr } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { type DeclaredParts, partsOf, refusalByRow, type Row, rowOf, type Signing } from './declareRows';
import { vgmDeclareMachine } from './machines/vgmDeclareMachine';
import { VgmDeclareRow } from './VgmDeclareRow';
import { vgmWords } from './words';

export type { DeclaredParts } from './declareRows';

/** Who declares: the responsible party, the signatory (upper case), the late reason when asked, and the declaration ticked once. */
function SigningFields({ signing: s, onChange }: { signing: Signing; onChange(patch: Partial<Signing>): void }) {
  const w = useWords(vgmWords);
  return (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 8 }}>
        <FormGroup label={w.responsibleParty} style={{ flex: 1, minWidth: 240 }}>
          <InputGroup aria-label={w.responsibleParty} value={s.party} onChange={(e) => onChange({ party: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.signatory} helperText={w.signatoryHint} style={{ flex: 1, minWidth: 200 }}>
          <InputGroup aria-label={w.signatory} value={s.signatory} onChange={(e) => onChange({ signatory: e.target.value.toUpperCase() })} />
        </FormGroup>
        {s.askReason ? (
          <FormGroup label={w.lateReason} style={{ flex: 1, minWidth: 200 }}>
            <InputGroup aria-label={w.lateReason} value={s.reason} placeholder="late VGM" onChange={(e) => onChange({ reason: e.target.value })} />
          </FormGroup>
        ) : null}
      </div>
      <Callout style={{ marginBottom: 8 }}>
        <Checkbox checked={s.accept} onChange={(e) => onChange({ accept: e.currentTarget.checked })} label={w.declarationText} data-testid="vgm-accept" />
      </Callout>
    </>
  );
}

interface FormProps {
  containers: VgmContainer[];
  /** Staff after the VCO: the late reason is asked. */
  askReason: boolean;
  onDeclare(parts: DeclaredParts): Promise<string>;
  onSaveDraft?(parts: DeclaredParts): Promise<string>;
  initialParty?: string;
  initialSignatory?: string;
  /** The loading port's zone: the weighing time is typed and shown on its clock (Asia/Shanghai when none). */
  zone?: string;
}

/** The form's flow (machines/vgmDeclareMachine.ts) with the caller's declare and draft as its actors. */
function useDeclaring(onDeclare: FormProps['onDeclare'], onSaveDraft: FormProps['onSaveDraft']) {
  const latest = useRef({ onDeclare, onSaveDraft });
  latest.current = { onDeclare, onSaveDraft };
  const actor = useActorRef(
    vgmDeclareMachine.provide({
      actors: {
        declare: fromPromise(({ input }) => latest.current.onDeclare(input)),
        saveDraft: fromPromise(({ input }) => latest.current.onSaveDraft!(input)),
      },
    }),
    { input: { drafts: !!onSaveDraft } },
  );
  const state = useSelector(actor, (s) => s);
  return { send: actor.send, busy: state.matches('declaring') || state.matches('savingDraft'), error: state.context.error, done: state.context.done };
}

/**
 * One declaration for all of a booking's containers (operations.md §6.3 Declare): a row per box
 * (VGM, method, contents and tare for method 2, weighing time, weighbridge and ticket for method 1),
 * then the responsible party, the signatory and the declaration ticked once. The server runs the
 * rules (src/domain/vgm/check.ts); what it refuses is shown under the row it names. Used by the VGM
 * panel and by the share page.
 */
export function VgmDeclareForm({ containers, askReason, onDeclare, onSaveDraft, initialParty = '', initialSignatory = '', zone: placeZone }: FormProps) {
  const zone = zoneOr(placeZone);
  const w = useWords(vgmWords);
  const [rows, setRows] = useState<Row[]>(() => containers.map((c) => rowOf(c, zone)));
  const first = containers.find((c) => c.Latest)?.Latest;
  const [signing, setSigning] = useState<Signing>(() => ({
    party: initialParty || first?.VGM_RESPONSIBLE_PARTY || '',
    signatory: initialSignatory || first?.VGM_SIGNATORY || '',
    accept: false,
    reason: '',
    askReason,
  }));
  const flow = useDeclaring(onDeclare, onSaveDraft);
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const parts = () => partsOf(rows, { ...signing, askReason }, zone);
  const fieldErrors = flow.error instanceof ApiError ? (flow.error.errors ?? []) : [];
  const refusal = refusalByRow(
    rows,
    parts().Containers.map((c) => c.CNNO),
    fieldErrors,
  );
  return (
    <div data-testid="vgm-declare-form">
      {rows.map((r, i) => (
        <VgmDeclareRow key={r.CNNO} row={r} container={containers[i]!} zone={zone} errors={refusal.byRow[i]!} onChange={(patch) => set(i, patch)} />
      ))}
      <SigningFields signing={{ ...signing, askReason }} onChange={(patch) => setSigning((s) => ({ ...s, ...patch }))} />
      {flow.error ? (
        <Callout intent="danger" data-testid="vgm-error" style={{ marginBottom: 8 }}>
          {flow.error.message}
          {refusal.others.length ? <div>{refusal.others.join(' ')}</div> : null}
        </Callout>
      ) : null}
      {flow.done ? (
        <Callout intent="success" data-testid="vgm-done" style={{ marginBottom: 8 }}>
          {flow.done}
        </Callout>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button intent="primary" icon="confirm" text={w.declareAll} loading={flow.busy} onClick={() => flow.send({ type: 'declare', parts: parts() })} />
        {onSaveDraft ? (
          <Button icon="floppy-disk" text={w.saveDraft} loading={flow.busy} onClick={() => flow.send({ type: 'saveDraft', parts: parts() })} />
        ) : null}
      </div>
    </div>
  );
}
