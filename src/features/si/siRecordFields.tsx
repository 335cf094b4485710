import type { RefObject } from 'react';
import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { SiRecord } from '../../contract/si';
import { LINE_WIDTH } from '../../domain/si/check';
import type { Language } from '../../i18n/language';
import type { WordsIn } from '../../i18n/words';
import { PlacePicker } from '../../lib/PlacePicker';
import { FIELD_WORDS } from './siFieldNames';
import type { siWords } from './words';

type TextField =
  | 'TBI_CONSIGNOR'
  | 'TBI_CONSIGNEE'
  | 'TBI_NOTIFIER_1'
  | 'TBI_NOTIFIER_2'
  | 'TBI_NOTIFIER_3'
  | 'TBI_MARKS'
  | 'TBI_GOODS'
  | 'TBI_REMARKS'
  | 'TBI_HSCODE'
  | 'TBI_EMAILS'
  | 'TBI_SHREF_NO';

const longestLine = (text: string) => Math.max(0, ...text.split(/\r?\n/).map((l) => l.length));

/** What the SI editor's fields read and write: the record being typed, and the editor's own steps. */
export interface RecordFieldContext {
  local: SiRecord;
  /** The record as typed right now (a pick that lands later lands on it). */
  latest: RefObject<SiRecord>;
  /** The paths the check found wrong. */
  bad: Set<string>;
  lang: Language;
  w: WordsIn<typeof siWords>;
  /** A field's id, unique on a page with several editors. */
  id(field: string): string;
  setField(field: keyof SiRecord, value: string): void;
  leave(): void;
  commit(next: SiRecord): void;
}

/** The SI editor's kinds of field (a text area, an input, a place, a choice), each bound to one field of the record. */
export function recordFields({ local, latest, bad, lang, w, id, setField, leave, commit }: RecordFieldContext) {
  const textArea = (field: TextField, rows = 3, wide = false) => {
    const value = String(local[field] ?? '');
    const longest = longestLine(value);
    return (
      <FormGroup
        key={field}
        className={wide ? 'si-editor__wide' : undefined}
        label={FIELD_WORDS[field]![lang]}
        labelFor={id(field)}
        intent={bad.has(`/${field}`) ? 'danger' : 'none'}
        helperText={longest > 0 ? w.longestLine(longest, LINE_WIDTH) : undefined}
      >
        <TextArea
          id={id(field)}
          fill
          rows={rows}
          className="si-editor__mono"
          intent={bad.has(`/${field}`) || longest > LINE_WIDTH ? 'danger' : 'none'}
          value={value}
          onChange={(e) => setField(field, e.currentTarget.value)}
          onBlur={leave}
        />
      </FormGroup>
    );
  };
  const input = (field: TextField, placeholder?: string) => (
    <FormGroup key={field} label={FIELD_WORDS[field]![lang]} labelFor={id(field)} intent={bad.has(`/${field}`) ? 'danger' : 'none'}>
      <InputGroup
        id={id(field)}
        value={String(local[field] ?? '')}
        placeholder={placeholder}
        intent={bad.has(`/${field}`) ? 'danger' : 'none'}
        onValueChange={(v) => setField(field, v)}
        onBlur={leave}
      />
    </FormGroup>
  );
  // a place: its UN/LOCODE through the one port picker, which also fills the name printed on the B/L
  const place = (which: 'RECEIPT' | 'LOADING' | 'DISCHARGE' | 'DELIVERY', kind: 'SEAPORT' | 'ANY') => {
    const code = `TBI_${which}_CODE` as const;
    const name = `TBI_${which}_PLACE` as const;
    return (
      <FormGroup
        key={code}
        label={FIELD_WORDS[code]![lang]}
        labelFor={id(code)}
        intent={bad.has(`/${code}`) ? 'danger' : 'none'}
        helperText={String(local[name] ?? '')}
      >
        <PlacePicker
          id={id(code)}
          lang={lang}
          kind={kind}
          value={String(local[code] ?? '')}
          intent={bad.has(`/${code}`) ? 'danger' : 'none'}
          onType={(v) => setField(code, v)}
          onPick={(p) => commit({ ...latest.current, [code]: p.Code, [name]: p.NameEn.toUpperCase() })}
          onBlur={leave}
        />
      </FormGroup>
    );
  };
  const select = (field: 'TBI_PACKAGE' | 'TBI_PAYMENT_METHOD' | 'TBI_SIGNING_METHOD', options: { value: string; label: string }[]) => {
    const value = String(local[field] ?? '');
    const all = options.some((o) => o.value === value) || !value ? options : [{ value, label: value }, ...options];
    return (
      <FormGroup key={field} label={FIELD_WORDS[field]![lang]} labelFor={id(field)} intent={bad.has(`/${field}`) ? 'danger' : 'none'}>
        <HTMLSelect id={id(field)} fill value={value} options={all} onChange={(e) => commit({ ...local, [field]: e.currentTarget.value })} />
      </FormGroup>
    );
  };
  return { textArea, input, place, select };
}
