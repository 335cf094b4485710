import { Card, FormGroup, H4, InputGroup, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ManifestEdit, ManifestParty } from '../../contract/manifest';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { ISF_ELEMENT } from '../../domain/manifest/messages';
import { ISF_NUMBERS, ISF_PARTIES } from '../../domain/manifest/regimes';
import { useLanguage } from '../../i18n/language';

type Isf = NonNullable<ManifestEdit['Isf']>;

export interface IsfEditorProps {
  isf: Isf;
  onChange(next: Isf): void;
  /** The live check's problem at a path (`/Isf/BUYER` …). */
  problemAt(path: string): { message: string; warning: boolean } | undefined;
  readOnly?: boolean;
}

const PARTY_FIELDS = ['NAME', 'ADDRESS', 'COUNTRY'] as const;
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The importer's ten elements of a US ISF 10+2 filing (19 CFR 149.3; the HTS is each item's HS code):
 * six parties (name, address, country), the importer of record and consignee numbers, the country of
 * origin. Each element is labelled as the live check names it (the domain's ISF_ELEMENT words), and
 * the check's words for a missing or wrong element sit under it. Shown on US_ISF manifests only.
 */
export function IsfEditor({ isf, onChange, problemAt, readOnly }: IsfEditorProps) {
  const lang = useLanguage();
  const label = (e: string) => (lang === 'en' ? upperFirst(ISF_ELEMENT[e]!.en) : ISF_ELEMENT[e]!.zh);
  const group = (e: string, child: ReactNode) => {
    const p = problemAt(`/Isf/${e}`);
    const intent: Intent = p ? (p.warning ? 'warning' : 'danger') : 'none';
    return (
      <FormGroup key={e} label={label(e)} helperText={p?.message} intent={intent} className="mft-isf__element" data-element={e} data-problem={p ? 'yes' : 'no'}>
        {child}
      </FormGroup>
    );
  };
  const setParty = (e: (typeof ISF_PARTIES)[number], patch: Partial<ManifestParty>) => onChange({ ...isf, [e]: { ...isf[e], ...patch } });
  return (
    <Card className="mft-card mft-isf" data-testid="mft-isf">
      <H4>{F.Isf[lang]}</H4>
      <div className="mft-isf__grid">
        {ISF_PARTIES.map((e) =>
          group(
            e,
            <div className="mft-isf__party">
              {PARTY_FIELDS.map((f) => (
                <InputGroup
                  key={f}
                  aria-label={`${label(e)} ${F[f][lang]}`}
                  placeholder={F[f][lang]}
                  value={isf[e]?.[f] ?? ''}
                  disabled={readOnly}
                  onChange={(ev) => setParty(e, { [f]: f === 'COUNTRY' ? ev.target.value.toUpperCase() : ev.target.value })}
                />
              ))}
            </div>,
          ),
        )}
        {[...ISF_NUMBERS, 'ORIGIN' as const].map((e) =>
          group(
            e,
            <InputGroup
              aria-label={label(e)}
              value={isf[e] ?? ''}
              disabled={readOnly}
              intent={problemAt(`/Isf/${e}`) ? 'danger' : 'none'}
              onChange={(ev) => onChange({ ...isf, [e]: ev.target.value.toUpperCase() })}
            />,
          ),
        )}
      </div>
    </Card>
  );
}
