import { Button, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { BUILTIN_CODE_LISTS } from '../../domain/entryOrder/codes';
import { baseType, type EntryProblem, fieldsInOrder, type FormField, labelOf, listOf } from '../../domain/entryOrder/formFields';
import { fieldProblems } from '../../domain/entryOrder/formRules';
import type { Bilingual } from '../../i18n/bilingual';
import { type Language, useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { entryFileHref, orderFilesQueryOptions, uploadEntryFile } from './api/orders';
import { partyTemplatesQueryOptions } from './api/pickers';
import { DraftInput } from './DraftInput';
import { type GridKind, type GridRow, inputOfValue, valueOfInput } from './entryValues';
import { GridField } from './GridField';
import { DIRECTION_WORDS, entryWords, FREIGHT_TERM_WORDS, partyFieldWords, SERVICE_WORDS, TRANSPORT_METHOD_WORDS } from './words';
import { FilePick } from '../../lib/FilePick';
import { toastFailure } from '../../ui/toaster';

/** The words of a built-in code list's codes (the others show their codes). */
const CODE_WORDS: Record<string, Readonly<Record<string, Bilingual>>> = {
  DIRECTION: DIRECTION_WORDS,
  TRANSPORT_METHOD: TRANSPORT_METHOD_WORDS,
  SERVICE: SERVICE_WORDS,
  FREIGHT_TERM: FREIGHT_TERM_WORDS,
};
export const codeChoice = (list: string, code: string, lang: Language) => CODE_WORDS[list]?.[code]?.[lang] ?? code;

/** The fields by section, in the form's order: the sections in the order of their first field. */
export function sectionsOf(fields: readonly FormField[]): { section: string; fields: FormField[] }[] {
  const out: { section: string; fields: FormField[] }[] = [];
  for (const f of fieldsInOrder(fields)) {
    const s = out.find((x) => x.section === f.Section);
    if (s) s.fields.push(f);
    else out.push({ section: f.Section, fields: [f] });
  }
  return out;
}

const NONE: readonly EntryProblem[] = [];

export interface FieldsProps {
  fields: readonly FormField[];
  values: Readonly<Record<string, unknown>>;
  onCommit(key: string, value: unknown): void;
  /** The whole order's problems by key (as of the last commit). */
  problems: readonly EntryProblem[];
  disabled?: boolean;
  /** The customer whose party templates fill the party blocks (0: the person's own company). */
  companyId: number;
  /** The saved order (files are uploaded to it). */
  orderId?: number;
  /** A preview: nothing is uploaded nor looked up. */
  preview?: boolean;
}

/** A form version rendered: its sections and fields, each with its label (required marked) and its problems in words. */
export function FormFields(p: FieldsProps) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  // each field gets the same list while its problems stay (a commit re-renders only the fields it changed)
  const byKey = useMemo(() => {
    const m = new Map<string, EntryProblem[]>();
    for (const x of p.problems) m.set(x.Key, [...(m.get(x.Key) ?? []), x]);
    return m;
  }, [p.problems]);
  return (
    <div className="entry-form" data-testid="entry-form">
      {sectionsOf(p.fields).map((s) => (
        <fieldset key={s.section || '-'} className="entry-form__section" data-section={s.section}>
          <legend>{s.section || w.noSection}</legend>
          <div className="entry-form__grid">
            {s.fields.map((f) => (
              <Field
                key={f.Key}
                field={f}
                value={p.values[f.Key]}
                onCommit={p.onCommit}
                problems={byKey.get(f.Key) ?? NONE}
                disabled={p.disabled}
                companyId={p.companyId}
                orderId={p.orderId}
                preview={p.preview}
                lang={lang}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

interface FieldProps {
  field: FormField;
  value: unknown;
  onCommit(key: string, value: unknown): void;
  problems: readonly EntryProblem[];
  disabled?: boolean;
  companyId: number;
  orderId?: number;
  preview?: boolean;
  lang: Language;
}

/** One field: re-rendered only when its own value or problems change (a 60-field form types as fast as one input). */
const Field = memo(function Field({ field: f, value, onCommit, problems, disabled, companyId, orderId, preview, lang }: FieldProps) {
  // what the field says while the person types (its own rules, keystroke by keystroke); the whole order's after the commit
  const [typing, setTyping] = useState<readonly EntryProblem[]>();
  const shown = typing ?? problems;
  const kind = baseType(f.Type);
  const wide = kind === 'goods-grid' || kind === 'container-grid' || kind === 'party';
  const commit = (v: unknown) => {
    setTyping(undefined);
    onCommit(f.Key, v);
  };
  const label = labelOf(f)[lang];
  return (
    <div className={`entry-field${wide ? ' entry-field--wide' : ''}`} data-field={f.Key} id={`field-${f.Key}`}>
      <FormGroup
        label={label}
        labelFor={`ef-${f.Key}`}
        labelInfo={f.Required ? <span aria-hidden>*</span> : undefined}
        intent={shown.some((x) => x.Severity === 'error') ? 'danger' : 'none'}
        helperText={shown.length ? shown.map((x) => x.Words[lang]).join('；') : undefined}
      >
        {kind === 'goods-grid' || kind === 'container-grid' ? (
          <GridField kind={kind as GridKind} fieldKey={f.Key} rows={Array.isArray(value) ? (value as GridRow[]) : []} onCommit={commit} disabled={disabled} />
        ) : kind === 'party' ? (
          <PartyField field={f} value={value} onCommit={commit} disabled={disabled} companyId={companyId} preview={preview} lang={lang} />
        ) : kind === 'file' ? (
          <FileField field={f} value={value} onCommit={commit} disabled={disabled || preview} orderId={orderId} />
        ) : kind === 'select' && (BUILTIN_CODE_LISTS[listOf(f.Type)!] ?? null) ? (
          <HTMLSelect
            id={`ef-${f.Key}`}
            value={inputOfValue(value)}
            disabled={disabled}
            onChange={(e) => commit(e.currentTarget.value || undefined)}
            options={[
              { value: '', label: '—' },
              ...BUILTIN_CODE_LISTS[listOf(f.Type)!]!.map((c) => ({ value: c, label: codeChoice(listOf(f.Type)!, c, lang) })),
            ]}
          />
        ) : kind === 'date' ? (
          <input
            className="bp6-input"
            type="date"
            id={`ef-${f.Key}`}
            value={inputOfValue(value)}
            disabled={disabled}
            onChange={(e) => commit(e.currentTarget.value || undefined)}
          />
        ) : (
          <DraftInput
            id={`ef-${f.Key}`}
            value={inputOfValue(value)}
            disabled={disabled}
            multiline={f.Rule?.maxLength !== undefined && f.Rule.maxLength > 200}
            inputMode={kind === 'number' ? 'decimal' : 'text'}
            intent={shown.some((x) => x.Severity === 'error') ? 'danger' : 'none'}
            onTyping={(t) => setTyping(fieldProblems(f, valueOfInput(f, t)))}
            onCommit={(t) => commit(valueOfInput(f, t))}
          />
        )}
      </FormGroup>
    </div>
  );
});

const PARTY_KEYS = Object.keys(partyFieldWords) as (keyof typeof partyFieldWords)[];
/** The template role that fills a party field, by the order's column. */
const ROLE_OF: Record<string, string> = { Shipper: 'SHIPPER', Consignee: 'CONSIGNEE', Notify: 'NOTIFY' };

/** A party block (name, address, contact, phone, e-mail, tax id), fillable from the customer's party templates (SFT). */
function PartyField({
  field: f,
  value,
  onCommit,
  disabled,
  companyId,
  preview,
  lang,
}: {
  field: FormField;
  value: unknown;
  onCommit(v: unknown): void;
  disabled?: boolean;
  companyId: number;
  preview?: boolean;
  lang: Language;
}) {
  const w = useWords(entryWords);
  const party = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
  const templates = useQuery(partyTemplatesQueryOptions(companyId, !preview && !disabled));
  const role = ROLE_OF[f.Key];
  const choices = (templates.data ?? []).filter((t) => !role || t.Role === role);
  const set = (k: string, v: string) => {
    const next = { ...party, [k]: v };
    if (!v) delete next[k];
    onCommit(Object.keys(next).length ? next : undefined);
  };
  return (
    <div className="entry-party" data-testid={`party-${f.Key}`}>
      {choices.length ? (
        <HTMLSelect
          aria-label={w.fromTemplate}
          value=""
          disabled={disabled}
          data-testid={`party-${f.Key}-template`}
          onChange={(e) => {
            const t = choices.find((x) => String(x.Id) === e.currentTarget.value);
            if (t) onCommit(Object.fromEntries(Object.entries(t.Party).filter(([, v]) => v)));
          }}
          options={[{ value: '', label: w.fromTemplate }, ...choices.map((t) => ({ value: String(t.Id), label: t.Name }))]}
        />
      ) : null}
      {PARTY_KEYS.map((k) => (
        <div key={k} className="entry-party__line">
          <span>{partyFieldWords[k][lang]}</span>
          <DraftInput
            aria-label={`${labelOf(f)[lang]} ${partyFieldWords[k][lang]}`}
            id={k === 'Name' ? `ef-${f.Key}` : undefined}
            value={party[k] ?? ''}
            disabled={disabled}
            multiline={k === 'Address'}
            onCommit={(t) => set(k, t)}
          />
        </div>
      ))}
    </div>
  );
}

/** A file field: the order's files answering it, and one more uploaded (the order saved first: files hang on it). */
function FileField({
  field: f,
  value,
  onCommit,
  disabled,
  orderId,
}: {
  field: FormField;
  value: unknown;
  onCommit(v: unknown): void;
  disabled?: boolean;
  orderId?: number;
}) {
  const w = useWords(entryWords);
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const files = useQuery(orderFilesQueryOptions(orderId ?? 0));
  const [busy, setBusy] = useState(false);
  const named = (id: number) => files.data?.find((x) => x.Id === id)?.FileName ?? `#${id}`;
  return (
    <div className="entry-files" data-testid={`files-${f.Key}`}>
      {ids.map((id) => (
        <Tag key={id} onRemove={disabled ? undefined : () => onCommit(ids.length > 1 ? ids.filter((x) => x !== id) : undefined)}>
          <a href={entryFileHref(id)}>{named(id)}</a>
        </Tag>
      ))}
      {disabled ? null : orderId ? (
        <FilePick
          text={w.upload}
          buttonText={w.chooseFile}
          disabled={busy}
          onFile={(file) => {
            setBusy(true);
            uploadEntryFile({ ENT_ID: orderId, Key: f.Key, FileName: file.name }, file)
              .then((made) => {
                onCommit([...ids, made.Id]);
                void files.refetch();
              })
              .catch(toastFailure)
              .finally(() => setBusy(false));
          }}
        />
      ) : (
        <Button size="small" disabled text={w.uploadAfterSave} />
      )}
    </div>
  );
}
