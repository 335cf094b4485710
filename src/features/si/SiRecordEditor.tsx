import type { ReactNode } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import type { SiBox, SiProblem, SiRecord } from '../../contract/si';
import { PACKAGE_CODES } from '../../domain/si/reference';
import { useLanguage } from '../../i18n/language';
import { useTemplateChoices } from './api/lists';
import { showToast } from '../../ui/toaster';
import { SiBoxGrid } from './SiBoxGrid';
import './si.css';
import { getSiTemplate } from './api/templates';
import { useWords } from '../../i18n/words';
import { siWords } from './words';
import { SiPartyTemplatePicker } from './SiPartyTemplatePicker';
import { PackingImportButton } from './PackingImport';
import { PAYMENT_METHODS, SIGNING_METHODS } from './siFieldNames';
import { recordFields } from './siRecordFields';
import { useRecordDraft } from './useRecordDraft';

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
  const { local, commit, setField, leave, latest } = useRecordDraft(record, onCommit);
  const list = useTemplateChoices(!!templates);
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
  const { textArea, input, place, select } = recordFields({ local, latest, bad, lang, w, id, setField, leave, commit });

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
