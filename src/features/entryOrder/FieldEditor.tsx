import { Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { BASE_FIELD_TYPES, baseType, type FormField, listOf } from '../../domain/entryOrder/formFields';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { defaultOf } from './formDesign';
import { entryWords, FIELD_TYPE_WORDS } from './words';

const TYPES = [...BASE_FIELD_TYPES, 'select'] as const;
const RULES_OF: Record<string, readonly ('regex' | 'maxLength' | 'min' | 'max')[]> = {
  text: ['regex', 'maxLength'],
  number: ['min', 'max'],
  file: ['min', 'max'],
  'goods-grid': ['min', 'max'],
  'container-grid': ['min', 'max'],
};

/** One field of a draft form: key, labels, type (a code list named for a select), required, the rules its type takes, default, section. */
export function FieldEditor({ field: f, onChange, disabled }: { field: FormField; onChange(patch: Partial<FormField>): void; disabled: boolean }) {
  const w = useWords(entryWords);
  return (
    <div className="entry-field-editor" data-testid="efm-field-editor">
      <FormGroup label={w.Key} labelFor="efm-key" helperText={w.keyHint}>
        <InputGroup id="efm-key" value={f.Key} disabled={disabled} onChange={(e) => onChange({ Key: e.target.value.trim() })} data-testid="efm-key" />
      </FormGroup>
      <FormGroup label={w.LabelZh} labelFor="efm-zh">
        <InputGroup id="efm-zh" value={f.LabelZh} disabled={disabled} onChange={(e) => onChange({ LabelZh: e.target.value })} data-testid="efm-label-zh" />
      </FormGroup>
      <FormGroup label={w.LabelEn} labelFor="efm-en">
        <InputGroup id="efm-en" value={f.LabelEn} disabled={disabled} onChange={(e) => onChange({ LabelEn: e.target.value })} data-testid="efm-label-en" />
      </FormGroup>
      <FieldTypePick field={f} onChange={onChange} disabled={disabled} />
      <Checkbox
        label={w.Required}
        checked={f.Required}
        disabled={disabled}
        onChange={(e) => onChange({ Required: e.currentTarget.checked })}
        data-testid="efm-required"
      />
      <FieldRules field={f} onChange={onChange} disabled={disabled} />
      <FormGroup label={w.section} labelFor="efm-section">
        <InputGroup id="efm-section" value={f.Section} disabled={disabled} onChange={(e) => onChange({ Section: e.target.value })} data-testid="efm-section" />
      </FormGroup>
    </div>
  );
}

type EditorProps = { field: FormField; onChange(patch: Partial<FormField>): void; disabled: boolean };

/** The field's type, and for a select the code list it picks from. */
function FieldTypePick({ field: f, onChange, disabled }: EditorProps) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const kind = baseType(f.Type) ?? 'text';
  return (
    <FormGroup label={w.Type} labelFor="efm-type" inline>
      <HTMLSelect
        id="efm-type"
        value={kind}
        disabled={disabled}
        onChange={(e) => onChange({ Type: e.currentTarget.value === 'select' ? 'select:INCOTERM' : e.currentTarget.value })}
        options={TYPES.map((t) => ({ value: t, label: FIELD_TYPE_WORDS[t][lang] }))}
        data-testid="efm-type"
      />
      {kind === 'select' ? (
        <InputGroup
          aria-label={w.codeList}
          placeholder={w.codeList}
          value={listOf(f.Type) ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ Type: `select:${e.target.value.trim().toUpperCase()}` })}
          data-testid="efm-list"
        />
      ) : null}
    </FormGroup>
  );
}

/** The rules the field's type takes (a pattern, a length, a range or a count) and its default (a value a person types). */
function FieldRules({ field: f, onChange, disabled }: EditorProps) {
  const w = useWords(entryWords);
  const kind = baseType(f.Type) ?? 'text';
  const rules = RULES_OF[kind] ?? [];
  const rule = f.Rule ?? {};
  const setRule = (k: 'regex' | 'maxLength' | 'min' | 'max', v: string | number | undefined) => {
    const next = { ...rule, [k]: v };
    if (v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v))) delete next[k];
    onChange({ Rule: Object.keys(next).length ? next : undefined });
  };
  return (
    <>
      {rules.includes('regex') ? (
        <FormGroup label={w.regex} labelFor="efm-regex">
          <InputGroup id="efm-regex" value={rule.regex ?? ''} disabled={disabled} onChange={(e) => setRule('regex', e.target.value)} />
        </FormGroup>
      ) : null}
      {rules.map((k) =>
        k === 'regex' ? null : (
          <FormGroup key={k} label={w[k]} labelFor={`efm-${k}`} inline>
            <NumericInput
              id={`efm-${k}`}
              value={rule[k] ?? ''}
              disabled={disabled}
              allowNumericCharactersOnly={false}
              onValueChange={(n, text) => setRule(k, text === '' ? undefined : n)}
            />
          </FormGroup>
        ),
      )}
      {kind === 'text' || kind === 'number' || kind === 'date' || kind === 'select' ? (
        <FormGroup label={w.Default} labelFor="efm-default">
          <InputGroup
            id="efm-default"
            value={f.Default === undefined || f.Default === null ? '' : String(f.Default)}
            disabled={disabled}
            placeholder={w.noDefault}
            onChange={(e) => onChange({ Default: defaultOf(f.Type, e.target.value) })}
          />
        </FormGroup>
      ) : null}
    </>
  );
}
