import { Card, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { SiProblem } from '../../../contract/si';
import { OFFICE_ZONE } from '../../../domain/refdata/localTimes';
import { useWords } from '../../../i18n/words';
import { packingWords } from '../words';
import { type Draft, type Header, intOrNull, SEAL_SOURCES, type SealSource } from './pklDraft';

/** The header fields a person fills: container, seal and its source, stuffing place and time (on the office's clock), tare, maximum gross, SOC, truck and driver. */
export function PklHeaderForm({
  draft,
  set,
  editable,
  problems,
}: {
  draft: Draft;
  set(patch: Partial<Draft>): void;
  editable: boolean;
  problems: readonly SiProblem[];
}) {
  const w = useWords(packingWords);
  const text = (key: keyof Header, label: string, opts: { upper?: boolean; width?: number } = {}) => (
    <FormGroup label={label} labelFor={`pkl-${key}`} className="pkl-form__field" style={opts.width ? { width: opts.width } : undefined}>
      <InputGroup
        id={`pkl-${key}`}
        disabled={!editable}
        value={String(draft[key] ?? '')}
        intent={problems.some((p) => p.Path === `/${key}` && p.Severity !== 'warning') ? 'danger' : 'none'}
        onValueChange={(v) => set({ [key]: opts.upper ? v.toUpperCase() : v } as Partial<Draft>)}
      />
    </FormGroup>
  );
  const number = (key: 'PKL_TARE_KG' | 'PKL_MAX_GROSS_KG', label: string) => (
    <FormGroup label={label} labelFor={`pkl-${key}`} className="pkl-form__field">
      <InputGroup
        id={`pkl-${key}`}
        disabled={!editable}
        inputMode="numeric"
        value={draft[key] === null ? '' : String(draft[key])}
        onValueChange={(v) => set({ [key]: intOrNull(v) })}
      />
    </FormGroup>
  );
  return (
    <Card className="pkl-form">
      <div className="pkl-form__row">
        {text('PKL_CNNO', w.cnno, { upper: true })}
        <Checkbox
          className="pkl-form__check"
          disabled={!editable}
          checked={draft.PKL_NON_ISO}
          label={w.nonIso}
          onChange={(e) => set({ PKL_NON_ISO: e.currentTarget.checked })}
        />
      </div>
      <div className="pkl-form__row">
        {text('PKL_SEALNO', w.sealNo, { upper: true })}
        <FormGroup label={w.sealSource} labelFor="pkl-seal-source" className="pkl-form__field">
          <HTMLSelect
            id="pkl-seal-source"
            disabled={!editable}
            value={draft.PKL_SEAL_SOURCE}
            onChange={(e) => set({ PKL_SEAL_SOURCE: e.currentTarget.value as SealSource })}
          >
            {SEAL_SOURCES.map(([code, word]) => (
              <option key={code} value={code}>
                {code} · {w[word]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div className="pkl-form__row">
        {text('PKL_STUFF_PLACE', w.stuffPlace)}
        <FormGroup label={w.stuffAt} labelInfo={OFFICE_ZONE} labelFor="pkl-stuff-at" className="pkl-form__field">
          <InputGroup
            id="pkl-stuff-at"
            type="datetime-local"
            disabled={!editable}
            value={draft.stuffAt}
            intent={problems.some((p) => p.Path === '/PKL_STUFF_AT' && p.Severity !== 'warning') ? 'danger' : 'none'}
            onValueChange={(v) => set({ stuffAt: v })}
          />
        </FormGroup>
      </div>
      <div className="pkl-form__row">
        {number('PKL_TARE_KG', w.tareKg)}
        {number('PKL_MAX_GROSS_KG', w.maxGrossKg)}
        <Checkbox
          className="pkl-form__check"
          disabled={!editable}
          checked={draft.PKL_SOC}
          label={w.soc}
          onChange={(e) => set({ PKL_SOC: e.currentTarget.checked })}
        />
      </div>
      <div className="pkl-form__row">
        {text('PKL_TRUCK_PLATE', w.truckPlate, { upper: true })}
        {text('PKL_DRIVER_NAME', w.driverName)}
        {text('PKL_DRIVER_PHONE', w.driverPhone)}
      </div>
    </Card>
  );
}
