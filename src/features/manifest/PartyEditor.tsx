import { Card, Checkbox, FormGroup, H4, HTMLSelect, InputGroup, TextArea, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ManifestParty } from '../../contract/manifest';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { codeTypeChoices, joinCode, splitCode } from './partyCode';
import { manifestWords } from './words';

type PartyKey = 'Shipper' | 'Consignee' | 'Notify';

export interface PartyEditorProps {
  which: PartyKey;
  party: ManifestParty;
  onChange(p: ManifestParty): void;
  /** The check's problems by path (`/Consignee/CODE` → its message and whether it only warns). */
  problemAt(path: string): { message: string; warning: boolean; overridable?: boolean } | undefined;
  readOnly?: boolean;
  /** The template picker (SFT templates), when there is one. */
  picker?: ReactNode;
}

const TEXT_FIELDS = ['NAME', 'CITY', 'POSTCODE', 'COUNTRY', 'AEO', 'PHONE', 'CONTACT_NAME', 'CONTACT_PHONE', 'EORI'] as const;

/**
 * One party block (收发通, §1 / 公告2017年第56号): name, address, country, the enterprise code as a
 * type picked from those of the party's country plus its value (`TYPE+VALUE`), AEO, the contact
 * (kind and number both or neither) and the contact person. The live check's words sit under each
 * field; a failed USCI check character is a warning a person may override on purpose (logged).
 */
export function PartyEditor({ which, party, onChange, problemAt, readOnly, picker }: PartyEditorProps) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const set = (patch: Partial<ManifestParty>) => onChange({ ...party, ...patch });
  const code = splitCode(party.CODE ?? '');
  const types = codeTypeChoices(party.COUNTRY ?? '', code.type);
  const said = (field: string) => problemAt(`/${which}/${field}`);
  const group = (field: string, label: string, child: ReactNode) => {
    const p = said(field);
    const intent: Intent = p ? (p.warning ? 'warning' : 'danger') : 'none';
    return (
      <FormGroup key={field} label={label} helperText={p?.message} intent={intent} className={`mft-party__field mft-party__field--${field}`}>
        {child}
      </FormGroup>
    );
  };
  const text = (field: (typeof TEXT_FIELDS)[number], upper = false) =>
    group(
      field,
      F[field][lang],
      <InputGroup
        aria-label={`${F[which][lang]} ${F[field][lang]}`}
        value={party[field] ?? ''}
        disabled={readOnly}
        intent={said(field) ? (said(field)!.warning ? 'warning' : 'danger') : 'none'}
        onChange={(e) => set({ [field]: upper ? e.target.value.toUpperCase() : e.target.value })}
      />,
    );
  const codeProblem = said('CODE');
  return (
    <Card className="mft-card mft-party" data-testid={`mft-party-${which}`}>
      <div className="mft-party__head">
        <H4>{F[which][lang]}</H4>
        {picker}
      </div>
      <div className="mft-party__grid">
        {text('NAME')}
        {group(
          'ADDRESS',
          F.ADDRESS[lang],
          <TextArea
            aria-label={`${F[which][lang]} ${F.ADDRESS[lang]}`}
            value={party.ADDRESS ?? ''}
            disabled={readOnly}
            rows={2}
            fill
            onChange={(e) => set({ ADDRESS: e.target.value })}
          />,
        )}
        {text('COUNTRY', true)}
        {text('CITY')}
        {text('POSTCODE')}
        {group(
          'CODE',
          F.CODE[lang],
          <div className="mft-party__code">
            <HTMLSelect
              aria-label={`${F[which][lang]} ${w.codeType}`}
              value={code.type}
              disabled={readOnly}
              options={['', ...types]}
              onChange={(e) => set({ CODE: joinCode(e.target.value, code.value), CODE_OVERRIDE: false })}
            />
            <InputGroup
              aria-label={`${F[which][lang]} ${w.codeValue}`}
              value={code.value}
              disabled={readOnly}
              intent={codeProblem ? (codeProblem.warning ? 'warning' : 'danger') : 'none'}
              onChange={(e) => set({ CODE: joinCode(code.type, e.target.value.toUpperCase()), CODE_OVERRIDE: false })}
            />
          </div>,
        )}
        {codeProblem?.overridable || codeProblem?.warning || party.CODE_OVERRIDE ? (
          <Checkbox
            className="mft-party__override"
            checked={!!party.CODE_OVERRIDE}
            disabled={readOnly}
            label={`${w.codeOverride} — ${w.codeOverrideHint}`}
            onChange={(e) => set({ CODE_OVERRIDE: e.currentTarget.checked })}
          />
        ) : null}
        {text('AEO', true)}
        {group(
          'PHONE_TYPE',
          F.PHONE_TYPE[lang],
          <HTMLSelect
            aria-label={`${F[which][lang]} ${F.PHONE_TYPE[lang]}`}
            value={party.PHONE_TYPE ?? ''}
            disabled={readOnly}
            options={['', 'TE', 'FX', 'EM']}
            onChange={(e) => set({ PHONE_TYPE: e.target.value as ManifestParty['PHONE_TYPE'] })}
          />,
        )}
        {text('PHONE')}
        {text('CONTACT_NAME')}
        {text('CONTACT_PHONE')}
        {text('EORI', true)}
      </div>
    </Card>
  );
}
