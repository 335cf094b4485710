import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useWords } from '../../i18n/words';
import { fieldProblem, type Problem } from './parts';
import { AUTH_STATUS_WORDS, orderApplyWords } from './words';

/** An address's authentication in words ('—' when it has none). */
export const authWord = (s: string, lang: 'zh' | 'en') => (s === 'NONE' ? '—' : (AUTH_STATUS_WORDS[s as 'VERIFIED']?.[lang] ?? s));
export const authIntent = (s: string) => (s === 'VERIFIED' ? undefined : s === 'EXPIRED' || s === 'REVOKED' ? ('danger' as const) : ('warning' as const));

type Field = { name: string; path: string };
const fieldsOf = (names: string[]): Field[] => names.map((name) => ({ name, path: `/${name}` }));
export const RCV_FIELDS = fieldsOf(['RCV_NAME', 'RCV_PHONE', 'RCV_PROVINCE', 'RCV_CITY', 'RCV_DISTRICT', 'RCV_ADDRESS', 'RCV_POSTCODE']);
export const AAD_FIELDS = fieldsOf(['AAD_NAME', 'AAD_PHONE', 'AAD_PROVINCE', 'AAD_CITY', 'AAD_DISTRICT', 'AAD_ADDRESS', 'AAD_POSTCODE']);

/** A name, a phone and an address, two to a row, each with the refusal's word for it. */
export function Fields<T extends Record<string, unknown>>({
  value,
  set,
  fields,
  problem,
}: {
  value: T;
  set(p: Partial<T>): void;
  fields: Field[];
  problem?: Problem;
}) {
  const w = useWords(orderApplyWords) as Record<string, string>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 12px' }}>
      {fields.map((f) => (
        <FormGroup
          key={f.name}
          label={w[f.name]}
          labelFor={`f-${f.name}`}
          helperText={fieldProblem(problem, f.path)}
          intent={fieldProblem(problem, f.path) ? 'danger' : 'none'}
        >
          <InputGroup id={`f-${f.name}`} value={String(value[f.name] ?? '')} onChange={(e) => set({ [f.name]: e.target.value } as Partial<T>)} />
        </FormGroup>
      ))}
    </div>
  );
}
