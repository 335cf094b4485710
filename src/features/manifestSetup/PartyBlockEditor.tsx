import { Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { PHONE_TYPES, type PartyBlock } from '../../contract/manifestSetup/party';
import { checkPartyBlock, codeTypesFor, isPersonCodeType, parseEnterpriseCode } from '../../domain/partyCodes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { manifestSetupWords } from './words';

type Field = keyof PartyBlock;

/**
 * One party block (收发通) with the enterprise code as a type picked from the party's country's
 * types and its value, checked as it is typed (src/domain/partyCodes: the same rules the server
 * holds it to). A USCI failing its check character is a warning: the person may keep it with a
 * reason (`CODE_OVERRIDE`), which the server logs. `errors`: the server's refusals by field.
 */
export function PartyBlockEditor({
  id,
  title,
  value,
  onChange,
  errors,
}: {
  id: string;
  title: string;
  value: PartyBlock;
  onChange(next: PartyBlock): void;
  errors: Partial<Record<string, string>>;
}) {
  const w = useWords(manifestSetupWords);
  const lang = useLanguage();
  const problems = checkPartyBlock(value);
  const byField = new Map(problems.map((p) => [p.field, p]));
  const codeProblem = byField.get('CODE');

  const set = (field: Field, v: string) => onChange({ ...value, [field]: v });
  // a field's message: the live check's first, else what the server said
  const said = (field: string) => {
    const p = byField.get(field);
    if (p && !(p.warning && p.overridden)) return p[lang];
    return errors[field];
  };
  const text = (field: Field, label: string, upper = false) => (
    <FormGroup label={label} labelFor={`${id}-${field}`} helperText={said(field)} intent={said(field) ? 'danger' : 'none'}>
      <InputGroup
        id={`${id}-${field}`}
        value={String(value[field] ?? '')}
        intent={said(field) ? 'danger' : 'none'}
        onChange={(e) => set(field, upper ? e.target.value.toUpperCase() : e.target.value)}
      />
    </FormGroup>
  );
  const phoneWords = { TE: w.phoneTe, FX: w.phoneFx, EM: w.phoneEm } as const;

  return (
    <fieldset className="mft-party" data-testid={`party-${id}`}>
      <legend>{title}</legend>
      {text('NAME', w.NAME, true)}
      <FormGroup label={w.ADDRESS} labelFor={`${id}-ADDRESS`} helperText={said('ADDRESS')} intent={said('ADDRESS') ? 'danger' : 'none'}>
        <TextArea id={`${id}-ADDRESS`} fill rows={3} value={value.ADDRESS ?? ''} onChange={(e) => set('ADDRESS', e.target.value.toUpperCase())} />
      </FormGroup>
      <div className="mft-row">
        {text('CITY', w.CITY, true)}
        {text('POSTCODE', w.POSTCODE)}
        {text('COUNTRY', w.COUNTRY, true)}
      </div>
      <EnterpriseCode
        id={id}
        value={value}
        onChange={onChange}
        errors={errors}
        codeProblem={codeProblem}
        overrideField={() => text('CODE_OVERRIDE', w.CODE_OVERRIDE)}
      />
      <div className="mft-row">
        {text('AEO', w.AEO, true)}
        {text('EORI', w.EORI, true)}
      </div>
      <div className="mft-row">
        <FormGroup label={w.PHONE_TYPE} labelFor={`${id}-PHONE_TYPE`} helperText={said('PHONE_TYPE')} intent={said('PHONE_TYPE') ? 'danger' : 'none'}>
          <HTMLSelect
            id={`${id}-PHONE_TYPE`}
            value={value.PHONE_TYPE ?? ''}
            options={[{ value: '', label: '—' }, ...PHONE_TYPES.map((t) => ({ value: t, label: `${t} ${phoneWords[t]}` }))]}
            onChange={(e) => set('PHONE_TYPE', e.target.value)}
          />
        </FormGroup>
        {text('PHONE', w.PHONE)}
      </div>
      <div className="mft-row">
        {text('CONTACT_NAME', w.CONTACT_NAME)}
        {text('CONTACT_PHONE', w.CONTACT_PHONE)}
      </div>
    </fieldset>
  );
}

interface EnterpriseCodeProps {
  id: string;
  value: PartyBlock;
  onChange(next: PartyBlock): void;
  errors: Partial<Record<string, string>>;
  /** The live check's problem with the code, if any. */
  codeProblem?: ReturnType<typeof checkPartyBlock>[number];
  /** The reason field kept with a warned code. */
  overrideField(): ReactNode;
}

/** The enterprise code: its type (of the party's country's types) and value; a warned code may be kept with a reason. */
function EnterpriseCode({ id, value, onChange, errors, codeProblem, overrideField }: EnterpriseCodeProps) {
  const w = useWords(manifestSetupWords);
  const lang = useLanguage();
  const parsed = parseEnterpriseCode(value.CODE ?? '');
  const types = codeTypesFor(value.COUNTRY);
  const [pickedType, setPickedType] = useState<string>(parsed?.type ?? types[0]!);
  const type = parsed?.type ?? pickedType;
  const codeValue = parsed ? parsed.value : (value.CODE ?? '').replace(/^[A-Z0-9]*\+/, '');
  const [keep, setKeep] = useState(!!value.CODE_OVERRIDE);
  const setCode = (t: string, v: string) => {
    const trimmed = v.trim();
    onChange({ ...value, CODE: trimmed ? `${t}+${trimmed}` : '' });
  };
  const typeOptions = [...new Set([...types, ...(type ? [type] : [])])].map((t) => ({
    value: t,
    label: isPersonCodeType(t) ? `${t}（${w.personTypes}）` : t,
  }));
  return (
    <>
      <div className="mft-row">
        <FormGroup label={w.codeType} labelFor={`${id}-codeType`}>
          <HTMLSelect
            id={`${id}-codeType`}
            value={type}
            options={typeOptions}
            onChange={(e) => {
              setPickedType(e.target.value);
              setCode(e.target.value, codeValue);
            }}
          />
        </FormGroup>
        <FormGroup
          label={w.codeValue}
          labelFor={`${id}-CODE`}
          helperText={codeProblem && !codeProblem.warning ? codeProblem[lang] : (errors.CODE ?? (value.CODE && !codeProblem ? w.codeOk : undefined))}
          intent={codeProblem ? (codeProblem.warning ? 'warning' : 'danger') : errors.CODE ? 'danger' : value.CODE ? 'success' : 'none'}
        >
          <InputGroup
            id={`${id}-CODE`}
            value={codeValue}
            intent={codeProblem ? (codeProblem.warning ? 'warning' : 'danger') : value.CODE ? 'success' : 'none'}
            onChange={(e) => setCode(type, e.target.value.toUpperCase())}
          />
        </FormGroup>
      </div>
      {codeProblem?.warning ? (
        <Callout intent="warning" data-testid={`${id}-code-warning`}>
          <p>{codeProblem[lang]}</p>
          <Checkbox
            checked={keep}
            label={w.keepWithReason}
            onChange={(e) => {
              setKeep(e.currentTarget.checked);
              if (!e.currentTarget.checked) onChange({ ...value, CODE_OVERRIDE: '' });
            }}
          />
          {keep ? overrideField() : null}
        </Callout>
      ) : null}
    </>
  );
}
