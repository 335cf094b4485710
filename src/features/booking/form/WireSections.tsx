import { Button, Callout, Checkbox, FormGroup, H4, InputGroup, NumericInput } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { bookingWords } from '../words';
import type { FieldKit } from './fieldKit';
import { PartyCard, WireSelect, WireText } from './WireFields';

/** Routing and sailing: carrier, the four places, the ETD wished and the shipper's reference. */
export function RoutingFields({ kit }: { kit: FieldKit }) {
  const w = useWords(bookingWords);
  return (
    <>
      <H4>{w.routing}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <WireText kit={kit} k="CarrierCode" label={w.carrier} upper width={110} />
        <WireText kit={kit} k="PorCode" label={w.por} upper width={110} />
        <WireText kit={kit} k="PolCode" label={w.pol} upper width={110} />
        <WireText kit={kit} k="PodCode" label={w.pod} upper width={110} />
        <WireText kit={kit} k="FndCode" label={w.fnd} upper width={110} />
        <WireText kit={kit} k="ExpectedEtd" label={w.etd} width={130} />
        <WireText kit={kit} k="ShipperRef" label={w.shipperRef} />
      </div>
    </>
  );
}

/** The equipment lines: class, units, weight per unit, shipper-owned; a line added or removed. */
export function EquipmentLines({ kit }: { kit: FieldKit }) {
  const w = useWords(bookingWords);
  const { wire, helper, intent, setLine, set } = kit;
  return (
    <>
      <H4>{w.equipment}</H4>
      {helper('/Equipment') && !(wire.Equipment ?? []).length ? <Callout intent="danger">{helper('/Equipment')}</Callout> : null}
      {(wire.Equipment ?? []).map((e, i) => (
        <div key={i} style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
          <FormGroup label={w.containerClass} helperText={helper(`/Equipment/${i}/ContainerClass`)} intent={intent(`/Equipment/${i}/ContainerClass`)}>
            <InputGroup
              aria-label={`${w.containerClass} ${i + 1}`}
              value={e.ContainerClass}
              onChange={(ev) => setLine(i, { ContainerClass: ev.target.value.toUpperCase() })}
            />
          </FormGroup>
          <FormGroup label={w.units} helperText={helper(`/Equipment/${i}/Units`)} intent={intent(`/Equipment/${i}/Units`)}>
            <NumericInput
              aria-label={`${w.units} ${i + 1}`}
              min={0}
              max={99}
              value={e.Units}
              onValueChange={(n) => setLine(i, { Units: Number.isFinite(n) ? n : 0 })}
            />
          </FormGroup>
          <FormGroup label={w.kgPerUnit} helperText={helper(`/Equipment/${i}/GrossKgPerUnit`)} intent={intent(`/Equipment/${i}/GrossKgPerUnit`)}>
            <NumericInput
              aria-label={`${w.kgPerUnit} ${i + 1}`}
              min={0}
              value={e.GrossKgPerUnit ?? ''}
              onValueChange={(n) => setLine(i, { GrossKgPerUnit: Number.isFinite(n) ? n : null })}
            />
          </FormGroup>
          <Checkbox label={w.soc} checked={!!e.IsShipperOwned} onChange={(ev) => setLine(i, { IsShipperOwned: ev.currentTarget.checked })} />
          <Button
            icon="trash"
            aria-label={w.removeLine}
            onClick={() =>
              set(
                'Equipment',
                (wire.Equipment ?? []).filter((_, j) => j !== i),
              )
            }
          />
        </div>
      ))}
      <Button icon="add" text={w.addLine} onClick={() => set('Equipment', [...(wire.Equipment ?? []), { ContainerClass: '20GP', Units: 1 }])} />
    </>
  );
}

/** The cargo: commodity, HS code, packages, weight, volume and its type. */
export function CargoFields({ kit }: { kit: FieldKit }) {
  const w = useWords(bookingWords);
  const { wire, helper, intent, set } = kit;
  return (
    <>
      <H4>{w.cargo}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <WireText kit={kit} k="Commodity" label={w.commodity} width={320} />
        <WireText kit={kit} k="HsCode" label={w.hsCode} width={120} />
        <FormGroup label={w.packages} helperText={helper('/Packages')} intent={intent('/Packages')}>
          <NumericInput
            aria-label={w.packages}
            min={0}
            value={wire.Packages ?? ''}
            onValueChange={(n) => set('Packages', Number.isFinite(n) ? n : undefined)}
          />
        </FormGroup>
        <WireText kit={kit} k="PackageKind" label={w.packageKind} upper width={90} />
        <FormGroup label={w.grossKg} helperText={helper('/GrossKg')} intent={intent('/GrossKg')}>
          <NumericInput aria-label={w.grossKg} min={0} value={wire.GrossKg ?? ''} onValueChange={(n) => set('GrossKg', Number.isFinite(n) ? n : undefined)} />
        </FormGroup>
        <FormGroup label={w.cbm}>
          <NumericInput aria-label={w.cbm} min={0} value={wire.Cbm ?? ''} onValueChange={(n) => set('Cbm', Number.isFinite(n) ? n : undefined)} />
        </FormGroup>
        <WireSelect kit={kit} k="CargoType" label={w.cargoType} options={['GP', 'DG', 'RF', 'OOG']} />
      </div>
    </>
  );
}

/** The three parties, each from a template or typed. */
export function PartyCards({ kit }: { kit: FieldKit }) {
  const w = useWords(bookingWords);
  return (
    <>
      <H4>{w.parties}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <PartyCard kit={kit} k="Shipper" title={w.shipper} />
        <PartyCard kit={kit} k="Consignee" title={w.consignee} />
        <PartyCard kit={kit} k="Notify" title={w.notify} />
      </div>
    </>
  );
}

/** The terms: receipt and delivery, freight term (and where collect is paid), the document, its release and originals. */
export function TermsFields({ kit }: { kit: FieldKit }) {
  const w = useWords(bookingWords);
  const { wire, helper, intent, set } = kit;
  return (
    <>
      <H4>{w.terms}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <WireSelect kit={kit} k="ReceiptType" label={w.receiptType} options={['CY', 'SD', 'CFS']} />
        <WireSelect kit={kit} k="DeliveryType" label={w.deliveryType} options={['CY', 'SD', 'CFS']} />
        <WireSelect kit={kit} k="FreightTerm" label={w.freightTerm} options={['PRE', 'COL']} />
        {wire.FreightTerm === 'COL' ? <WireText kit={kit} k="PayableAtCode" label={w.payableAt} upper width={110} /> : null}
        <WireSelect kit={kit} k="TransportDocType" label={w.docType} options={['BOL', 'SWB']} />
        <WireSelect kit={kit} k="BlRelease" label={w.blRelease} options={['TELEX', 'ORIGINAL', 'SEAWAY']} />
        <FormGroup label={w.originals} helperText={helper('/NumberOfOriginals')} intent={intent('/NumberOfOriginals')}>
          <NumericInput
            aria-label={w.originals}
            min={0}
            max={3}
            value={wire.NumberOfOriginals ?? 0}
            onValueChange={(n) => set('NumberOfOriginals', Number.isFinite(n) ? n : 0)}
          />
        </FormGroup>
      </div>
    </>
  );
}
