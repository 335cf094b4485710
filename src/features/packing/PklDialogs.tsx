import { Button, Callout, Classes, FormGroup, HTMLTable, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import type { PackingRecord } from './api/packing';
import { PklLog } from './PklParts';
import { childTotals, evenSplit, lineSums, setPackages, setShare, splitProblems, type SplitPlan, type SplitProblem } from './split';
import { TruckerSelect } from './TruckerSelect';
import { packingWords } from './words';

/** What a dialog's move needs to say while it runs: busy, and the refusal to show in place. */
export interface DialogRun {
  busy: boolean;
  error?: string;
}

/** A move that needs a reason (void): typed, confirmed only by the dialog's own button. */
export function ReasonDialog({
  title,
  about,
  label,
  confirm,
  run,
  onConfirm,
  onClose,
}: {
  title: string;
  about: string;
  label: string;
  confirm: string;
  run: DialogRun;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const w = useWords(packingWords);
  const [reason, setReason] = useState('');
  return (
    <AppDialog isOpen onClose={onClose} title={title}>
      <div className={Classes.DIALOG_BODY}>
        <p>{about}</p>
        {run.error ? (
          <Callout intent="danger" role="alert">
            {run.error}
          </Callout>
        ) : null}
        <TextArea autoFocus fill aria-label={label} placeholder={label} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={onClose} />
          <Button intent="danger" text={confirm} loading={run.busy} disabled={!reason.trim()} onClick={() => onConfirm(reason.trim())} />
        </div>
      </div>
    </AppDialog>
  );
}

export interface TruckerChoice {
  PKL_TRUCKER_ID: number;
  PKL_TRUCK_PLATE: string;
  PKL_DRIVER_NAME: string;
  PKL_DRIVER_PHONE: string;
}

/** Assigning the trucker: a provider company, and the truck and driver when known. */
export function TruckerDialog({
  title,
  about,
  initial,
  run,
  onConfirm,
  onClose,
}: {
  title: string;
  about: string;
  initial: Partial<TruckerChoice>;
  run: DialogRun;
  onConfirm(choice: TruckerChoice): void;
  onClose(): void;
}) {
  const w = useWords(packingWords);
  const [trucker, setTrucker] = useState<number | undefined>(initial.PKL_TRUCKER_ID);
  const [plate, setPlate] = useState(initial.PKL_TRUCK_PLATE ?? '');
  const [driver, setDriver] = useState(initial.PKL_DRIVER_NAME ?? '');
  const [phone, setPhone] = useState(initial.PKL_DRIVER_PHONE ?? '');
  return (
    <AppDialog isOpen onClose={onClose} title={title}>
      <div className={Classes.DIALOG_BODY}>
        <p>{about}</p>
        <FormGroup label={w.truckerCompany} labelFor="pkl-trucker">
          <TruckerSelect id="pkl-trucker" value={trucker} onChange={setTrucker} />
        </FormGroup>
        <FormGroup label={w.truckPlate} labelFor="pkl-plate">
          <InputGroup id="pkl-plate" value={plate} onValueChange={(v) => setPlate(v.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.driverName} labelFor="pkl-driver">
          <InputGroup id="pkl-driver" value={driver} onValueChange={setDriver} />
        </FormGroup>
        <FormGroup label={w.driverPhone} labelFor="pkl-driver-phone">
          <InputGroup id="pkl-driver-phone" inputMode="tel" value={phone} onValueChange={setPhone} />
        </FormGroup>
        {run.error ? (
          <Callout intent="danger" role="alert">
            {run.error}
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={onClose} />
          <Button
            intent="primary"
            text={w.assignTrucker}
            loading={run.busy}
            disabled={!trucker}
            onClick={() =>
              trucker && onConfirm({ PKL_TRUCKER_ID: trucker, PKL_TRUCK_PLATE: plate.trim(), PKL_DRIVER_NAME: driver.trim(), PKL_DRIVER_PHONE: phone.trim() })
            }
          />
        </div>
      </div>
    </AppDialog>
  );
}

/** A number of a child's share: typed freely ("321."), taken when the field is left or Enter pressed. */
function ShareInput({ label, unit, value, onCommit }: { label: string; unit: string; value: number; onCommit(n: number): void }) {
  const [text, setText] = useState<string>();
  const commit = () => {
    if (text === undefined) return;
    const n = Number(text.replace(/,/g, '').trim());
    if (text.trim() && Number.isFinite(n)) onCommit(n);
    setText(undefined);
  };
  return (
    <InputGroup
      small
      aria-label={label}
      rightElement={<span className="pkl-split__unit">{unit}</span>}
      value={text ?? String(value)}
      onValueChange={setText}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

const WHAT = { num: 'packages', weight: 'grossKg', volume: 'volumeM3' } as const;

/**
 * Splitting an opened packing list: its lines divided among 2–N children (evenly to start; a
 * child's packages typed, its weight and volume following in proportion, each correctable), each
 * line's sums against the parent's shown and every mismatch named before anything is sent.
 */
export function SplitDialog({ pkl, run, onConfirm, onClose }: { pkl: PackingRecord; run: DialogRun; onConfirm(plan: SplitPlan): void; onClose(): void }) {
  const w = useWords(packingWords);
  const lines = pkl.Lines;
  const [plan, setPlan] = useState<SplitPlan>(() => evenSplit(lines, 2));
  const problems = splitProblems(lines, plan);
  const say = (p: SplitProblem) =>
    p.kind === 'sum'
      ? w.splitSum(p.seq, w[WHAT[p.what]], String(p.parent), String(p.sum))
      : p.kind === 'emptyChild'
        ? w.splitEmptyChild(p.child + 1)
        : w.splitNegative(p.child + 1, p.seq);
  const num = (v: number) => (Number.isFinite(v) ? v : 0);
  return (
    <AppDialog isOpen onClose={onClose} title={`${w.split} ${pkl.PKL_NO ?? ''}`} style={{ width: 'min(1100px, 96vw)' }}>
      <div className={Classes.DIALOG_BODY} data-testid="pkl-split">
        <FormGroup label={w.splitInto} labelFor="pkl-split-into" inline>
          <NumericInput
            id="pkl-split-into"
            min={2}
            max={20}
            value={plan.length}
            onValueChange={(n) => setPlan(evenSplit(lines, Math.min(20, Math.max(2, num(n)))))}
          />
        </FormGroup>
        <div className="pkl-split__scroll">
          <HTMLTable compact bordered className="pkl-split">
            <thead>
              <tr>
                <th>#</th>
                <th>{w.goodsEn}</th>
                <th>{w.parent}</th>
                {plan.map((_, c) => (
                  <th key={c}>{w.child(c + 1)}</th>
                ))}
                <th>{w.totals}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => {
                const sums = lineSums(plan, l.PKD_SEQ);
                const off = problems.some((p) => p.kind === 'sum' && p.seq === l.PKD_SEQ);
                return (
                  <tr key={l.PKD_SEQ} className={off ? 'is-off' : ''}>
                    <td>{l.PKD_SEQ}</td>
                    <td className="pkl-split__goods">{l.PKD_GOODS}</td>
                    <td>
                      {l.PKD_NUM} {l.PKD_PACKAGE}
                      <br />
                      {l.PKD_WEIGHT} kg · {l.PKD_VOLUME} m³
                    </td>
                    {plan.map((shares, c) => {
                      const s = shares.find((x) => x.PKD_SEQ === l.PKD_SEQ)!;
                      return (
                        <td key={c} className="pkl-split__share">
                          <ShareInput
                            label={`${w.child(c + 1)} ${w.lineNo(l.PKD_SEQ)} ${w.packages}`}
                            unit={l.PKD_PACKAGE}
                            value={s.PKD_NUM}
                            onCommit={(v) => setPlan(setPackages(plan, lines, c, l.PKD_SEQ, Math.max(0, Math.floor(v))))}
                          />
                          <ShareInput
                            label={`${w.child(c + 1)} ${w.lineNo(l.PKD_SEQ)} ${w.grossKg}`}
                            unit="kg"
                            value={s.PKD_WEIGHT}
                            onCommit={(v) => setPlan(setShare(plan, c, l.PKD_SEQ, 'PKD_WEIGHT', v))}
                          />
                          <ShareInput
                            label={`${w.child(c + 1)} ${w.lineNo(l.PKD_SEQ)} ${w.volumeM3}`}
                            unit="m³"
                            value={s.PKD_VOLUME}
                            onCommit={(v) => setPlan(setShare(plan, c, l.PKD_SEQ, 'PKD_VOLUME', v))}
                          />
                        </td>
                      );
                    })}
                    <td data-testid={`pkl-split-sum-${l.PKD_SEQ}`}>
                      {sums.num}
                      <br />
                      {sums.weight} kg · {sums.volume} m³
                    </td>
                  </tr>
                );
              })}
              <tr>
                <th colSpan={3}>{w.totals}</th>
                {plan.map((shares, c) => {
                  const t = childTotals(shares);
                  return (
                    <th key={c}>
                      {t.num}
                      <br />
                      {t.weight} kg · {t.volume} m³
                    </th>
                  );
                })}
                <th />
              </tr>
            </tbody>
          </HTMLTable>
        </div>
        {problems.length ? (
          <Callout intent="warning" data-testid="pkl-split-problems">
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{say(p)}</li>
              ))}
            </ul>
          </Callout>
        ) : null}
        {run.error ? (
          <Callout intent="danger" role="alert">
            {run.error}
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.cancel} onClick={onClose} />
          <Button intent="primary" text={w.split} loading={run.busy} disabled={problems.length > 0} onClick={() => onConfirm(plan)} />
        </div>
      </div>
    </AppDialog>
  );
}

/** A packing list's log in a dialog (from a row of a list). */
export function LogDialog({ id, title, onClose }: { id: number; title: string; onClose(): void }) {
  const w = useWords(packingWords);
  return (
    <AppDialog isOpen onClose={onClose} title={title} style={{ width: 'min(900px, 96vw)' }}>
      <div className={Classes.DIALOG_BODY}>
        <PklLog id={id} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.close} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
