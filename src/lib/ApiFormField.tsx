import { Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { FieldSpec, RecordSource } from './apiFormFields';
import { useLanguage } from '../i18n/language';
import { callApi } from '../streams/callApi';
import { CarrierPicker } from './CarrierPicker';
import { lastRecordStart } from './codeList';
import { PlacePicker } from './PlacePicker';
import { SuggestPicker } from './SuggestPicker';

const recordSuggest = (source: RecordSource) => async (q: string) => {
  const page = await callApi(source.list, { [source.filter]: q, PageSize: 8 });
  return page.Items.map((row) => ({ Code: `${row.Id} ${source.label(row)}` }));
};

/** One field of an ApiForm: its input by type (a box, a choice, a picker, a text area), with the refusal's message for it (`bad`) or its helper under it. */
export function ApiFormField({ f, value, bad, set }: { f: FieldSpec; value: string | undefined; bad: string | undefined; set(v: string): void }) {
  const lang = useLanguage();
  const id = `field-${f.name}`;
  const values = { [f.name]: value };
  if (f.type === 'checkbox') {
    return (
      <FormGroup key={f.name} helperText={bad ?? f.helper} intent={bad ? 'danger' : 'none'}>
        <Checkbox id={id} label={f.label} checked={values[f.name] === 'true'} disabled={f.disabled} onChange={(e) => set(String(e.currentTarget.checked))} />
      </FormGroup>
    );
  }
  return (
    <FormGroup key={f.name} label={f.label} labelFor={id} helperText={bad ?? f.helper} intent={bad ? 'danger' : 'none'}>
      {f.options ? (
        <HTMLSelect id={id} value={values[f.name]} disabled={f.disabled} onChange={(e) => set(e.currentTarget.value)} options={f.options} fill />
      ) : f.type === 'port' || f.type === 'ports' ? (
        <PlacePicker
          id={id}
          lang={lang}
          value={values[f.name] ?? ''}
          disabled={f.disabled}
          intent={bad ? 'danger' : 'none'}
          multiple={f.type === 'ports'}
          onType={set}
          onPick={f.type === 'port' ? (p) => set(p.Code) : undefined}
        />
      ) : f.type === 'carrier' || f.type === 'carriers' ? (
        <CarrierPicker
          id={id}
          lang={lang}
          value={values[f.name] ?? ''}
          disabled={f.disabled}
          intent={bad ? 'danger' : 'none'}
          multiple={f.type === 'carriers'}
          onType={set}
          onPick={f.type === 'carrier' ? (c) => set(c.Code) : undefined}
        />
      ) : (f.type === 'record' || f.type === 'records') && f.records ? (
        <SuggestPicker<{ Code: string }>
          id={id}
          value={values[f.name] ?? ''}
          disabled={f.disabled}
          intent={bad ? 'danger' : 'none'}
          suggest={recordSuggest(f.records)}
          optionText={(o) => o.Code}
          multiple={f.type === 'records'}
          itemStart={lastRecordStart}
          onType={set}
          onPick={f.type === 'record' ? (o) => set(o.Code) : undefined}
        />
      ) : f.type === 'textarea' ? (
        <TextArea
          id={id}
          value={values[f.name]}
          disabled={f.disabled}
          intent={bad ? 'danger' : 'none'}
          onChange={(e) => set(e.currentTarget.value)}
          fill
          autoResize
        />
      ) : (
        <InputGroup id={id} type={f.type ?? 'text'} value={values[f.name]} disabled={f.disabled} intent={bad ? 'danger' : 'none'} onValueChange={set} />
      )}
    </FormGroup>
  );
}
