import { Card, FormGroup, H4, InputGroup, NumericInput } from '@blueprintjs/core';
import type { QuickSailing } from '../../../contract/booking/quickCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { CarrierPicker } from '../../../lib/CarrierPicker';
import { PlacePicker } from '../../../lib/PlacePicker';
import { SailingPick } from '../SailingPick';
import { readySpaceWords } from '../words';
import { FormText } from './FormText';
import type { Form } from './spaceFormModel';

/**
 * The listing's sailing: carrier and ports (a key fact typed by hand is no longer the picked
 * sailing's), a sailing picked from the schedule, vessel, voyage, ETD, cut-offs, validity and hold time.
 */
export function SailingCard({ form, set, pickSailing }: { form: Form; set(patch: Partial<Form>): void; pickSailing(x: QuickSailing): void }) {
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const typed = (patch: Partial<Form>) => set({ ...patch, VesselCallId: null });
  return (
    <Card>
      <H4>{w.sailing}</H4>
      <FormGroup label={w.carrier} inline labelFor="rs-CarrierCode">
        <CarrierPicker
          id="rs-CarrierCode"
          lang={lang}
          value={form.CarrierCode}
          onType={(v) => typed({ CarrierCode: v.toUpperCase() })}
          onPick={(c) => typed({ CarrierCode: c.Code })}
        />
      </FormGroup>
      {(['PolCode', 'ViaCode', 'PodCode'] as const).map((key) => (
        <FormGroup key={key} label={key === 'PolCode' ? w.pol : key === 'PodCode' ? w.pod : w.via} inline labelFor={`rs-${key}`}>
          <PlacePicker
            id={`rs-${key}`}
            kind="SEAPORT"
            lang={lang}
            value={form[key] ?? ''}
            onType={(v) => typed({ [key]: v.toUpperCase() })}
            onPick={(p) => typed({ [key]: p.Code })}
          />
        </FormGroup>
      ))}
      <FormGroup label={w.pickSailing}>
        <SailingPick pol={form.PolCode} pod={form.PodCode} carrier={form.CarrierCode} picked={form.VesselCallId ?? null} onPick={pickSailing} />
      </FormGroup>
      <FormGroup label={w.vessel} inline labelFor="rs-VesselName">
        <InputGroup id="rs-VesselName" value={form.VesselName} onValueChange={(v) => typed({ VesselName: v.toUpperCase() })} data-field="VesselName" />
      </FormGroup>
      <FormGroup label={w.voyage} inline labelFor="rs-Voyage">
        <InputGroup id="rs-Voyage" value={form.Voyage} onValueChange={(v) => typed({ Voyage: v.toUpperCase() })} data-field="Voyage" />
      </FormGroup>
      <FormText form={form} set={set} k="Etd" label={`${w.etd} (YYYY-MM-DD)`} />
      <FormText form={form} set={set} k="Dco" label={`DCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`} />
      <FormText form={form} set={set} k="Fco" label={`FCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`} />
      <FormText form={form} set={set} k="ValidUntil" label={`${w.validUntil} — ${w.validUntilHint}`} />
      <FormGroup label={w.holdTimeMinutes} helperText={w.holdHint} inline labelFor="rs-HoldMinutes">
        <NumericInput
          id="rs-HoldMinutes"
          min={1}
          max={10_080}
          value={form.HoldMinutes ?? 120}
          onValueChange={(n) => set({ HoldMinutes: Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined })}
        />
      </FormGroup>
    </Card>
  );
}
