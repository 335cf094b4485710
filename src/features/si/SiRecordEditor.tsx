import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Callout, FormGroup, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ListPage } from '../../contract/admin';
import type { SiBox, SiProblem, SiRecord } from '../../contract/si';
import { withTotals } from '../../domain/si/boxes';
import { LINE_WIDTH } from '../../domain/si/check';
import { problemText } from '../../domain/si/messages';
import { PACKAGE_CODES } from '../../domain/si/reference';
import { useLanguage, type Language } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { apiData } from '../../streams/http';
import { showToast } from '../../ui/toaster';
import { SiBoxGrid } from './SiBoxGrid';
import './si.css';
import { getSiTemplate } from './api/templates';

type TextField = 'TBI_CONSIGNOR' | 'TBI_CONSIGNEE' | 'TBI_NOTIFIER_1' | 'TBI_NOTIFIER_2' | 'TBI_NOTIFIER_3' | 'TBI_MARKS' | 'TBI_GOODS' | 'TBI_REMARKS' | 'TBI_HSCODE' | 'TBI_EMAILS' | 'TBI_SHREF_NO';

/** What the main fields are called on screen (also the words the problem list uses). */
export const FIELD_WORDS: Record<string, { zh: string; en: string }> = {
  TBI_CONSIGNOR: { zh: '发货人', en: 'Consignor' },
  TBI_CONSIGNEE: { zh: '收货人', en: 'Consignee' },
  TBI_NOTIFIER_1: { zh: '通知人 1', en: 'Notify party 1' },
  TBI_NOTIFIER_2: { zh: '通知人 2', en: 'Notify party 2' },
  TBI_NOTIFIER_3: { zh: '通知人 3', en: 'Notify party 3' },
  TBI_MARKS: { zh: '唛头', en: 'Marks' },
  TBI_GOODS: { zh: '货物描述', en: 'Goods' },
  TBI_PACKAGE: { zh: '包装', en: 'Package' },
  TBI_HSCODE: { zh: 'HS编码', en: 'HS code' },
  TBI_PAYMENT_METHOD: { zh: '运费条款', en: 'Freight payment' },
  TBI_SIGNING_METHOD: { zh: '签单方式', en: 'Signing method' },
  TBI_EMAILS: { zh: '通知邮箱', en: 'E-mails' },
  TBI_REMARKS: { zh: '备注', en: 'Remarks' },
  TBI_SHREF_NO: { zh: '客户参考号', en: 'Shipper reference' },
  TBI_NUM: { zh: '总件数', en: 'Total packages' },
  TBI_LOADING_CODE: { zh: '装货港', en: 'Port of loading' },
  TBI_DISCHARGE_CODE: { zh: '卸货港', en: 'Port of discharge' },
  TBI_RECEIPT_CODE: { zh: '收货地', en: 'Place of receipt' },
  TBI_DELIVERY_CODE: { zh: '交货地', en: 'Place of delivery' },
  Boxes: { zh: '箱', en: 'Boxes' },
};

export const BOX_WORDS: Record<string, { zh: string; en: string }> = {
  TBX_CNNO: { zh: '箱号', en: 'container' }, TBX_TYPE: { zh: '箱型', en: 'type' }, TBX_SEALNO: { zh: '封号', en: 'seal' }, TBX_PACKAGE: { zh: '包装', en: 'package' },
  TBX_NUM: { zh: '件数合计', en: 'packages' }, TBX_WEIGHT: { zh: '毛重合计', en: 'weight' }, TBX_VOLUME: { zh: '体积合计', en: 'volume' }, Details: { zh: '明细', en: 'lines' },
  TBD_HSCODE: { zh: 'HS', en: 'HS' }, TBD_GOODS: { zh: '英文品名', en: 'goods' }, TBD_CNGOODS: { zh: '中文品名', en: 'Chinese goods name' }, TBD_MARKS: { zh: '唛头', en: 'marks' },
  TBD_PACKAGE: { zh: '包装', en: 'package' }, TBD_NUM: { zh: '件数', en: 'packages' }, TBD_WEIGHT: { zh: '毛重', en: 'weight' }, TBD_VOLUME: { zh: '体积', en: 'volume' },
};

export const PAYMENT_METHODS = [
  { value: 'PREPAID', zh: '预付 PREPAID', en: 'Prepaid' },
  { value: 'COLLECT', zh: '到付 COLLECT', en: 'Collect' },
];
export const SIGNING_METHODS = [
  { value: 'ORIGINAL', zh: '正本提单 ORIGINAL', en: 'Original B/L' },
  { value: 'TELEX RELEASE', zh: '电放 TELEX RELEASE', en: 'Telex release' },
  { value: 'SEAWAY BILL', zh: '海运单 SEAWAY BILL', en: 'Sea waybill' },
];

/** Where a problem is, in words a person recognises ("TGHU1234567 第2行 HS"); the path otherwise. */
export function problemWhere(path: string, record: SiRecord | undefined, lang: Language): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'Boxes' || parts.length < 2) return FIELD_WORDS[parts[0] ?? '']?.[lang] ?? path;
  const i = Number(parts[1]);
  const box = record?.Boxes[i];
  const name = box?.TBX_CNNO || (lang === 'zh' ? `第${i + 1}箱` : `box ${i + 1}`);
  if (parts[2] === 'Details' && parts.length >= 4) {
    const k = Number(parts[3]);
    return `${name} ${lang === 'zh' ? `第${k + 1}行` : `line ${k + 1}`} ${BOX_WORDS[parts[4] ?? '']?.[lang] ?? ''}`.trim();
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
          <li key={i} title={p.Path} data-severity={p.Severity ?? 'error'}>
            {p.Severity === 'warning' && <Tag minimal intent="warning">{lang === 'zh' ? '提醒' : 'Warning'}</Tag>}
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
  const tr = useTr();
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
  const list = useQuery({
    queryKey: ['si', 'templates'],
    queryFn: () => apiData<ListPage<{ Id: number; TBI_TEMPLATE_NAME: string }>>('GET', `${ENDPOINTS.siTemplateList}?PageSize=100`),
    enabled: !!templates,
  });

  // empty goods lines take the SI's goods description; totals follow the lines
  const commit = (next: SiRecord) => {
    const full = withTotals({ ...next, Boxes: next.Boxes.map((b) => ({ ...b, Details: b.Details.map((d) => (d.TBD_GOODS ? d : { ...d, TBD_GOODS: next.TBI_GOODS })) })) });
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
      void showToast({ intent: 'danger', icon: 'error', message: tr(`模板未能套用：${(err as Error).message}`, `The template could not be applied: ${(err as Error).message}`) });
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
        helperText={longest > 0 ? tr(`最长一行 ${longest}/${LINE_WIDTH} 字符`, `longest line ${longest}/${LINE_WIDTH} characters`) : undefined}
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
      <InputGroup id={id(field)} value={String(local[field] ?? '')} placeholder={placeholder} intent={bad.has(`/${field}`) ? 'danger' : 'none'} onValueChange={(v) => setField(field, v)} onBlur={leave} />
    </FormGroup>
  );
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
          aria-label={tr('套用模板', 'Apply a template')}
          onChange={(e) => void applyTemplate(e.currentTarget.value)}
          value=""
          options={[{ value: '', label: tr('套用模板…', 'Apply a template…') }, ...(list.data?.Items ?? []).map((t) => ({ value: String(t.Id), label: t.TBI_TEMPLATE_NAME }))]}
        />
      )}
      <div className="si-editor__fields">
        {textArea('TBI_CONSIGNOR', 4)}
        {textArea('TBI_CONSIGNEE', 4)}
        {textArea('TBI_NOTIFIER_1', 4)}
        {textArea('TBI_NOTIFIER_2', 3)}
        {textArea('TBI_NOTIFIER_3', 3)}
        {textArea('TBI_MARKS', 3)}
        {textArea('TBI_GOODS', 3)}
        {select('TBI_PACKAGE', PACKAGE_CODES.map((p) => ({ value: p.code, label: `${p.code} ${p[lang]}` })))}
        {input('TBI_HSCODE', tr('6–10 位数字', '6 to 10 digits'))}
        {select('TBI_PAYMENT_METHOD', PAYMENT_METHODS.map((m) => ({ value: m.value, label: m[lang] })))}
        {select('TBI_SIGNING_METHOD', SIGNING_METHODS.map((m) => ({ value: m.value, label: m[lang] })))}
        {input('TBI_SHREF_NO')}
        {input('TBI_EMAILS', 'docs@example.com')}
        {textArea('TBI_REMARKS', 2, true)}
      </div>
      <SiBoxGrid boxes={local.Boxes} problems={problems} boxAction={boxAction} onChange={(boxes) => commit({ ...local, Boxes: boxes })} />
    </div>
  );
}
