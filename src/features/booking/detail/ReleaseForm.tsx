import { Button, Card, FormGroup, H4, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { BookingOrder, ReleaseFacts } from '../../../contract/booking/calls';
import { useWords } from '../../../i18n/words';
import { bookingWords } from '../words';

/** The release form: the carrier's facts, times typed on the POL's clock (R6.8, R6.13). */
export function ReleaseForm({
  order,
  busy,
  onRelease,
  title,
  held,
}: {
  order: BookingOrder;
  busy: boolean;
  onRelease(facts: unknown): Promise<void>;
  title?: string;
  held?: ReleaseFacts;
}) {
  const w = useWords(bookingWords);
  const etd = order.Wire.ExpectedEtd ?? '';
  const [no, setNo] = useState(held?.CarrierBookingNo ?? '');
  const [vessel, setVessel] = useState(held?.ConfirmedVessel ?? order.Wire.RequestedVessel ?? '');
  const [voyage, setVoyage] = useState(held?.ConfirmedVoyage ?? order.Wire.RequestedVoyage ?? '');
  const [etdText, setEtd] = useState(held?.Etd ?? (etd ? `${etd} 18:00` : ''));
  const [equipment, setEquipment] = useState((held?.ConfirmedEquipment ?? order.Wire.Equipment ?? []).map((e) => `${e.ContainerClass}*${e.Units}`).join(' '));
  const [cutOffs, setCutOffs] = useState((held?.CutOffs ?? []).map((c) => `${c.Code} ${c.DateTime}`).join('\n'));
  const submit = () =>
    onRelease({
      CarrierBookingNo: no,
      ConfirmedVessel: vessel,
      ConfirmedVoyage: voyage,
      Etd: etdText,
      ConfirmedEquipment: equipment
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((part) => {
          const [type, units] = part.split(/[*×x]/i);
          return { ContainerClass: (type ?? '').toUpperCase(), Units: Number(units) || 0 };
        }),
      CutOffs: cutOffs
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => {
          const [code, ...rest] = l.split(/\s+/);
          return { Code: (code ?? '').toUpperCase(), DateTime: rest.join(' ') };
        }),
    });
  return (
    <Card data-testid="release-form" style={{ marginBottom: 12 }}>
      <H4>{title ?? w.releaseIt}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={w.carrierBookingNo}>
          <InputGroup aria-label={w.carrierBookingNo} value={no} onChange={(e) => setNo(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.vessel}>
          <InputGroup aria-label={w.vessel} value={vessel} onChange={(e) => setVessel(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.voyage}>
          <InputGroup aria-label={w.voyage} value={voyage} onChange={(e) => setVoyage(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.etdLocal}>
          <InputGroup aria-label={w.etdLocal} value={etdText} onChange={(e) => setEtd(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.confirmedEquipment}>
          <InputGroup aria-label={w.confirmedEquipment} value={equipment} onChange={(e) => setEquipment(e.target.value)} />
        </FormGroup>
      </div>
      <FormGroup label={w.cutOffs} helperText={w.cutOffsHint}>
        <TextArea aria-label={w.cutOffs} fill rows={4} value={cutOffs} onChange={(e) => setCutOffs(e.target.value)} />
      </FormGroup>
      <Button intent="success" icon="tick" text={title ?? w.releaseIt} loading={busy} onClick={() => void submit()} />
    </Card>
  );
}
