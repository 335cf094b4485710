import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Callout, FormGroup, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import type { SiBox, SiProblem, SiRecord } from '../../contract/si';
import { withTotals } from '../../domain/si/boxes';
import { LINE_WIDTH } from '../../domain/si/check';
import { problemText } from '../../domain/si/messages';
import { PACKAGE_CODES } from '../../domain/si/reference';
import { useLanguage, type Language } from '../../i18n/language';
import { useTemplateChoices } from './api/lists';
import { showToast } from '../../ui/toaster';
import { SiBoxGrid } from './SiBoxGrid';
import './si.css';
import { PlacePicker } from '../../lib/PlacePicker';
import { getSiTemplate } from './api/templates';
import { useWords, wordsIn } from '../../i18n/words';
import { siWords } from './words';
import { SiPartyTemplatePicker } from './SiPartyTemplatePicker';
import { PackingImportButton } from './PackingImport';

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

/** What the main fields are called on screen (also the words the problem list uses). */
export const FIELD_WORDS: Record<string, { zh: string; en: string }> = {
  TBI_CONSIGNOR: siWords.consignor,
  TBI_CONSIGNEE: siWords.consignee,
  TBI_NOTIFIER_1: siWords.notifyParty1,
  TBI_NOTIFIER_2: siWords.notifyParty2,
  TBI_NOTIFIER_3: siWords.notifyParty3,
  TBI_MARKS: siWords.marks,
  TBI_GOODS: siWords.goodsDescription,
  TBI_PACKAGE: siWords.package,
  TBI_HSCODE: siWords.hsCode,
  TBI_PAYMENT_METHOD: siWords.freightPayment,
  TBI_SIGNING_METHOD: siWords.signingMethod,
  TBI_EMAILS: siWords.eMails,
  TBI_REMARKS: siWords.remarks,
  TBI_SHREF_NO: siWords.shipperReference,
  TBI_NUM: siWords.totalPackages,
  TBI_LOADING_CODE: siWords.portOfLoading,
  TBI_DISCHARGE_CODE: siWords.portOfDischarge,
  TBI_RECEIPT_CODE: siWords.placeOfReceipt,
  TBI_DELIVERY_CODE: siWords.placeOfDelivery,
  Boxes: siWords.boxes,
  // a submission's own problems (its drafts' containers against the booking) sit at its root
  TDBLInfos: siWords.allDrafts,
};

export const BOX_WORDS: Record<string, { zh: string; en: string }> = {
  TBX_CNNO: siWords.pathContainer,
  TBX_TYPE: siWords.pathType,
  TBX_SEALNO: siWords.pathSeal,
  TBX_PACKAGE: siWords.pathPackage,
  TBX_NUM: siWords.pathTotalPackages,
  TBX_WEIGHT: siWords.pathTotalWeight,
  TBX_VOLUME: siWords.pathTotalVolume,
  Details: siWords.pathLines,
  TBD_HSCODE: siWords.hs,
  TBD_GOODS: siWords.pathGoods,
  TBD_CNGOODS: siWords.chineseGoodsName,
  TBD_MARKS: siWords.pathMarks,
  TBD_PACKAGE: siWords.pathPackage,
  TBD_NUM: siWords.pathPackages,
  TBD_WEIGHT: siWords.pathWeight,
  TBD_VOLUME: siWords.pathVolume,
};

export const PAYMENT_METHODS = [
  { value: 'PREPAID', ...siWords.prepaid },
  { value: 'COLLECT', ...siWords.collect },
];
export const SIGNING_METHODS = [
  { value: 'ORIGINAL', ...siWords.originalBl },
  { value: 'TELEX RELEASE', ...siWords.telexRelease },
  { value: 'SEAWAY BILL', ...siWords.seaWaybill },
];

/**
 * Where a problem is, in words a person recognises ("TGHU1234567 第2行 HS"); nothing where no word
 * names the place (the message says what is wrong): a JSON path is never shown.
 */
export function problemWhere(path: string, record: SiRecord | undefined, lang: Language): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'Boxes' || parts.length < 2) return FIELD_WORDS[parts[0] ?? '']?.[lang] ?? '';
  const i = Number(parts[1]);
  const box = record?.Boxes[i];
  const w = wordsIn(siWords, lang);
  const name = box?.TBX_CNNO || w.boxNoInText(i + 1);
  if (parts[2] === 'Details' && parts.length >= 4) {
    const k = Number(parts[3]);
    return `${name} ${w.lineNo(k + 1)} ${BOX_WORDS[parts[4] ?? '']?.[lang] ?? ''}`.trim();
  }
  return `${name} ${BOX_WORDS[parts[2] ?? '']?.[lang] ?? ''}`.trim();
}

/** The check's problems, in the person's language, each with where it is. */
export function Problems({ problems, record }: { problems: readonly SiProblem[]; record?: SiRecord }) {
  const lang = useLanguage();
  if (!problems.length) return null;
  return (
    <Callout intent="warning" className="si-problems" data-testid="si-problems">
      <ul>
        {problems.slice(0, 15).map((p, i) => (
          <li key={i} data-path={p.Path} data-severity={p.Severity ?? 'error'}>
            {p.Severity === 'warning' && (
              <Tag minimal intent="warning">
                {siWords.warning[lang]}
              </Tag>
            )}
            <span className="si-problems__where">{problemWhere(p.Path, record, lang)}</span>
            {problemText(p, lang)}
          </li>
        ))}
        {problems.length > 15 && <li>…（{problems.length - 15}）</li>}
      </ul>
    </Callout>
  );
}

const longestLine = (text: string) => Math.max(0, ...text.split(/\r?\n/).map((l) => l.length));

export interface SiRecordEditorProps {
  /** The record as last committed (the draft log's, or the stored SI being corrected). */
  record: SiRecord;
  /** Called with the whole record (box and SI totals recomputed) when a field is left or a cell confirmed. */
  onCommit(next: SiRecord): void;
  /** The live check's problems of this record (paths relative to it: `/Boxes/0/TBX_SEALNO`). */
  problems: readonly SiProblem[];
  /** Makes the fields' ids unique on a page with several editors. */
  idPrefix: string;
  /** Offer the company's templates (those who may read them). */
  templates?: boolean;
  /** More controls of a box row (moving a container to another draft). */
  boxAction?(box: SiBox, index: number): ReactNode;
}

/**
 * The whole SI as people fill it: parties (notify 1–3), marks, goods, package, HS code, payment and
 * signing, e-mails, remarks, and every box with its goods lines in the grid. Used by the
 * multi-create drafts, by the customer correcting an SI, and by staff making one for a customer.
 */
export function SiRecordEditor({ record, onCommit, problems, idPrefix, templates, boxAction }: SiRecordEditorProps) {
  const w = useWords(siWords);
  const lang = useLanguage();
  const [local, setLocal] = useState<SiRecord>(record);
  // What this editor committed: the echo (from the draft log, or a parent's state) must not
  // overwrite newer typing; any other change (a replay, a container moved here) is taken.
  const sent = useRef(new WeakSet<SiRecord>());
  /** The record as last committed or received: leaving a field unchanged commits nothing. */
  const base = useRef(record);
  useEffect(() => {
    if (!sent.current.has(record)) {
      base.current = record;
      setLocal(record);
    }
  }, [record]);
  const list = useTemplateChoices(!!templates);

  // empty goods lines take the SI's goods description; totals follow the lines
  const commit = (next: SiRecord) => {
    const full = withTotals({
      ...next,
      Boxes: next.Boxes.map((b) => ({ ...b, Details: b.Details.map((d) => (d.TBD_GOODS ? d : { ...d, TBD_GOODS: next.TBI_GOODS })) })),
    });
    sent.current.add(full);
    base.current = full;
    setLocal(full);
    onCommit(full);
  };
  const setField = (field: keyof SiRecord, value: string) => setLocal((r) => ({ ...r, [field]: value }));
  const leave = () => {
    if (local !== base.current) commit(local);
  };
  // the record as typed right now: a template that arrives later lands on it, not on an older copy
  const latest = useRef(local);
  latest.current = local;
  const applyTemplate = async (id: string) => {
    if (!id) return;
    try {
      const t = await getSiTemplate(Number(id));
      const { Id: _i, TBI_TEMPLATE_NAME: _n, ...fields } = t;
      commit({ ...latest.current, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')) });
    } catch (err) {
      void showToast({ intent: 'danger', icon: 'error', message: w.templateNotApplied((err as Error).message) });
    }
  };
  const bad = new Set(problems.map((p) => p.Path));
  const id = (f: string) => `${idPrefix}-${f}`;

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

  return (
    <div className="si-editor">
      {templates && (
        <HTMLSelect
          aria-label={w.applyTemplate}
          onChange={(e) => void applyTemplate(e.currentTarget.value)}
          value=""
          options={[{ value: '', label: w.applyTemplateOption }, ...(list.data?.Items ?? []).map((t) => ({ value: String(t.Id), label: t.TBI_TEMPLATE_NAME }))]}
        />
      )}
      {templates && <SiPartyTemplatePicker onPick={(field, text) => commit({ ...latest.current, [field]: text })} />}
      <div className="si-editor__fields">
        {textArea('TBI_CONSIGNOR', 4)}
        {textArea('TBI_CONSIGNEE', 4)}
        {textArea('TBI_NOTIFIER_1', 4)}
        {textArea('TBI_NOTIFIER_2', 3)}
        {textArea('TBI_NOTIFIER_3', 3)}
        {textArea('TBI_MARKS', 3)}
        {textArea('TBI_GOODS', 3)}
        {select(
          'TBI_PACKAGE',
          PACKAGE_CODES.map((p) => ({ value: p.code, label: `${p.code} ${p[lang]}` })),
        )}
        {input('TBI_HSCODE', w.sixToTenDigits)}
        {select(
          'TBI_PAYMENT_METHOD',
          PAYMENT_METHODS.map((m) => ({ value: m.value, label: m[lang] })),
        )}
        {select(
          'TBI_SIGNING_METHOD',
          SIGNING_METHODS.map((m) => ({ value: m.value, label: m[lang] })),
        )}
        {place('RECEIPT', 'ANY')}
        {place('LOADING', 'SEAPORT')}
        {place('DISCHARGE', 'SEAPORT')}
        {place('DELIVERY', 'ANY')}
        {input('TBI_SHREF_NO')}
        {input('TBI_EMAILS', 'docs@example.com')}
        {textArea('TBI_REMARKS', 2, true)}
      </div>
      {local.TBI_CGO_ID && (
        <div className="si-editor__box-tools">
          <PackingImportButton cgoId={local.TBI_CGO_ID} boxes={local.Boxes} onImport={(boxes) => commit({ ...latest.current, Boxes: boxes })} />
        </div>
      )}
      <SiBoxGrid boxes={local.Boxes} problems={problems} boxAction={boxAction} onChange={(boxes) => commit({ ...local, Boxes: boxes })} />
    </div>
  );
}
