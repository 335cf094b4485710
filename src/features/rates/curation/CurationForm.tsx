import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { PORT_KINDS } from '../../../contract/rates/curationCalls';
import { useWords } from '../../../i18n/words';
import type { CurationForm as Form } from './curationEntries';
import { curationWords } from './words';

/** A new entry: a hot port and its kind, or a featured rate by number or lane, carrier and badge. */
export function CurationForm({ ports, form, setForm, busy, onAdd }: { ports: boolean; form: Form; setForm(form: Form): void; busy: boolean; onAdd(): void }) {
  const w = useWords(curationWords);
  const field = (key: keyof typeof form, label: string, placeholder = '') => (
    <FormGroup label={label} labelFor={`cur-${key}`}>
      <InputGroup id={`cur-${key}`} value={form[key]} placeholder={placeholder} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
    </FormGroup>
  );
  return (
    <div className="search-form">
      {ports ? (
        <>
          {field('PortCode', w.port, 'CNSHA')}
          <FormGroup label={w.kind} labelFor="cur-Kind">
            <HTMLSelect
              id="cur-Kind"
              value={form.Kind}
              onChange={(e) => setForm({ ...form, Kind: e.currentTarget.value })}
              options={PORT_KINDS.map((k) => ({ value: k, label: k === 'POL' ? w.pol : w.pod }))}
            />
          </FormGroup>
        </>
      ) : (
        <>
          {field('RateNo', w.rateNo)}
          {field('PolCode', w.pol, 'CNSHA')}
          {field('PodCode', w.pod, 'NLRTM')}
          {field('CarrierCode', w.carrier, w.anyCarrier)}
          {field('Badge', w.badge)}
        </>
      )}
      <Button intent="primary" icon="add" text={w.add} loading={busy} onClick={onAdd} />
    </div>
  );
}
