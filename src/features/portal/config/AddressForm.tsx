import { Button, Checkbox, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import type { Address } from '../../../contract/portal/calls';
import { useWords } from '../../../i18n/words';
import { portalWords } from '../words';

export type AddressDraft = Omit<Address, 'Id'> & { Id?: number };
export const EMPTY: AddressDraft = {
  NameZh: '',
  NameEn: '',
  Address: '',
  Latitude: null,
  Longitude: null,
  Phone: '',
  Email: '',
  Hours: '',
  Order: 0,
  HeadOffice: false,
};
const num = (v: number) => (Number.isFinite(v) ? v : null);

/** One office's form. */
export function AddressForm({ d, setD, onSave, saving }: { d: AddressDraft; setD: (d: AddressDraft) => void; onSave: () => void; saving: boolean }) {
  const w = useWords(portalWords);
  const field = (label: string, k: 'NameZh' | 'NameEn' | 'Address' | 'Phone' | 'Email' | 'Hours', id: string) => (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={d[k]} onValueChange={(v) => setD({ ...d, [k]: v })} />
    </FormGroup>
  );
  return (
    <div className="ptl-subform" data-testid="portal-address-form">
      {field(w.officeName, 'NameZh', 'ptl-a-name')}
      {field(w.officeNameEn, 'NameEn', 'ptl-a-nameen')}
      {field(w.address, 'Address', 'ptl-a-address')}
      <FormGroup label={`${w.latitude} / ${w.longitude}`} inline>
        <NumericInput value={d.Latitude ?? ''} min={-90} max={90} minorStepSize={0.000001} onValueChange={(v) => setD({ ...d, Latitude: num(v) })} />
        <NumericInput value={d.Longitude ?? ''} min={-180} max={180} minorStepSize={0.000001} onValueChange={(v) => setD({ ...d, Longitude: num(v) })} />
      </FormGroup>
      {field(w.phone, 'Phone', 'ptl-a-phone')}
      {field(w.email, 'Email', 'ptl-a-email')}
      {field(w.hours, 'Hours', 'ptl-a-hours')}
      <Checkbox label={w.headOffice} checked={d.HeadOffice} onChange={(e) => setD({ ...d, HeadOffice: e.currentTarget.checked })} />
      <Button intent="primary" icon="floppy-disk" text={w.save} loading={saving} onClick={onSave} data-testid="portal-address-save" />
    </div>
  );
}
