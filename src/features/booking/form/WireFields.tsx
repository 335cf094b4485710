import { Card, FormGroup, H4, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { BookingWire } from '../../../contract/booking/calls';
import { useWords } from '../../../i18n/words';
import { PartyPicker } from '../TemplatePickers';
import { bookingWords } from '../words';
import type { FieldKit, PartyRole } from './fieldKit';

/** One text field of the wire, with the check's problems beside it. */
export function WireText({ kit, k, label, upper, width }: { kit: FieldKit; k: keyof BookingWire; label: string; upper?: boolean; width?: number }) {
  const path = `/${String(k)}`;
  return (
    <FormGroup label={label} helperText={kit.helper(path)} intent={kit.intent(path)} style={{ width: width ?? 160 }}>
      <InputGroup
        aria-label={label}
        value={String(kit.wire[k] ?? '')}
        intent={kit.intent(path)}
        onChange={(e) => kit.set(k, (upper ? e.target.value.toUpperCase() : e.target.value) as never)}
      />
    </FormGroup>
  );
}

/** One choice of the wire among fixed codes. */
export function WireSelect({ kit, k, label, options }: { kit: FieldKit; k: keyof BookingWire; label: string; options: readonly string[] }) {
  const path = `/${String(k)}`;
  return (
    <FormGroup label={label} helperText={kit.helper(path)} intent={kit.intent(path)}>
      <HTMLSelect aria-label={label} value={String(kit.wire[k] ?? '')} options={[...options]} onChange={(e) => kit.set(k, e.target.value as never)} />
    </FormGroup>
  );
}

/** A party's card: picked from the party templates or typed (name and address in capitals, the shipper's tax id). */
export function PartyCard({ kit, k, title }: { kit: FieldKit; k: PartyRole; title: string }) {
  const w = useWords(bookingWords);
  const { wire, helper, intent, setParty } = kit;
  return (
    <Card style={{ flex: 1, minWidth: 260 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <H4>{title}</H4>
        <PartyPicker role={k === 'Shipper' ? 'SHIPPER' : k === 'Consignee' ? 'CONSIGNEE' : 'NOTIFY'} label={title} onPick={(p) => kit.set(k, p)} />
      </div>
      <FormGroup label={w.partyName} helperText={helper(`/${k}/Name`)} intent={intent(`/${k}/Name`)}>
        <InputGroup aria-label={`${title} ${w.partyName}`} value={wire[k]?.Name ?? ''} onChange={(e) => setParty(k, 'Name', e.target.value.toUpperCase())} />
      </FormGroup>
      <FormGroup label={w.partyAddress} helperText={helper(`/${k}/Address`)} intent={intent(`/${k}/Address`)}>
        <TextArea
          aria-label={`${title} ${w.partyAddress}`}
          fill
          rows={3}
          value={wire[k]?.Address ?? ''}
          onChange={(e) => setParty(k, 'Address', e.target.value.toUpperCase())}
        />
      </FormGroup>
      {k === 'Shipper' ? (
        <FormGroup label={w.taxId} helperText={helper('/Shipper/TaxId')}>
          <InputGroup aria-label={`${title} ${w.taxId}`} value={wire.Shipper?.TaxId ?? ''} onChange={(e) => setParty(k, 'TaxId', e.target.value)} />
        </FormGroup>
      ) : null}
    </Card>
  );
}
