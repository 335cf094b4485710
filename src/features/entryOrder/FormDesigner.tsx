import { Button, ButtonGroup, Callout, Classes, FormGroup, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import type { EntryForm, ProblemRow } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { formProblems } from '../../domain/entryOrder/designRules';
import { type EntryProblem, type FormField, fieldsInOrder } from '../../domain/entryOrder/formFields';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallMutation } from '../../lib/useCallAction';
import { useConfirm } from '../../lib/useConfirm';
import { showToast } from '../../ui/toaster';
import { publishForm, retireForm, saveForm } from './api/forms';
import { formChanged } from './entryQueries';
import { FieldEditor } from './FieldEditor';
import { addField, changeField, moveField, removeField } from './formDesign';
import { FormPreview } from './FormPreview';
import { MayGate, useMay } from './may';
import { ProblemList } from './parts';
import { EFM_STATUS_WORDS, entryWords, FIELD_TYPE_WORDS } from './words';

/** A form version as the designer edits it. */
export interface Design {
  Id?: number;
  VERSION?: number;
  EFM_NAME: string;
  EFM_VERSION: number;
  EFM_STATUS: EntryForm['EFM_STATUS'];
  CompanyId: number | null;
  EFM_REMARKS: string;
  fields: FormField[];
}
export const NEW_DESIGN: Design = { EFM_NAME: '', EFM_VERSION: 1, EFM_STATUS: 'DRAFT', CompanyId: null, EFM_REMARKS: '', fields: addField([]) };
export const designOf = (f: EntryForm): Design => ({
  Id: f.Id,
  VERSION: f.VERSION,
  EFM_NAME: f.EFM_NAME,
  EFM_VERSION: f.EFM_VERSION,
  EFM_STATUS: f.EFM_STATUS,
  CompanyId: f.CompanyId,
  EFM_REMARKS: f.EFM_REMARKS,
  fields: fieldsInOrder(f.EFM_FIELDS),
});

const refused = (e: unknown) => void showToast({ intent: 'danger', message: e instanceof Error ? e.message : String(e) });

/**
 * One form version in the designer: its name and remarks, its fields (the list, the field picked in
 * the editor), the design's problems as it changes (the same check the server's Save and Publish run)
 * and its preview. A published or retired version is read only.
 */
export function Designer({ start, onSaved }: { start: Design; onSaved(id: number): void }) {
  const w = useWords(entryWords);
  const [d, setD] = useState(start);
  const [at, setAt] = useState(0);
  const [answered, setAnswered] = useState<ProblemRow[]>();
  const [previewing, setPreviewing] = useState(false);
  const mayEdit = useMay(A.entryFormEdit);
  const draft = d.EFM_STATUS === 'DRAFT';
  const readOnly = !draft || !mayEdit;
  const problems = useMemo(() => formProblems(d.fields), [d.fields]);
  const setFields = (fields: FormField[]) => {
    setD((x) => ({ ...x, fields }));
    setAnswered(undefined);
  };
  useEffect(() => setAt((i) => Math.min(i, Math.max(0, d.fields.length - 1))), [d.fields.length]);
  const current = fieldsInOrder(d.fields)[at];
  return (
    <section className="entry-designer" data-testid="efm-designer" data-status={d.EFM_STATUS}>
      <DesignToolbar d={d} problems={problems} previewing={previewing} onPreview={() => setPreviewing((p) => !p)} onAnswered={setAnswered} onSaved={onSaved} />
      {draft ? null : <Callout intent="primary">{w.readOnlyPublished}</Callout>}
      <FormGroup label={w.EFM_NAME} labelFor="efm-name" inline>
        <InputGroup
          id="efm-name"
          value={d.EFM_NAME}
          disabled={readOnly || !!d.Id}
          onChange={(e) => setD({ ...d, EFM_NAME: e.target.value })}
          data-testid="efm-name"
        />
      </FormGroup>
      <FormGroup label={w.EFM_REMARKS} labelFor="efm-remarks" inline>
        <InputGroup id="efm-remarks" value={d.EFM_REMARKS} disabled={readOnly} onChange={(e) => setD({ ...d, EFM_REMARKS: e.target.value })} />
      </FormGroup>
      <div className="entry-columns">
        <FieldList fields={d.fields} at={at} onAt={setAt} problems={problems} readOnly={readOnly} onFields={setFields} />
        {current ? <FieldEditor field={current} disabled={readOnly} onChange={(patch) => setFields(changeField(d.fields, at, patch))} /> : null}
        <aside className="entry-side">
          <h4>{w.designProblems}</h4>
          <ProblemList problems={answered ?? problems} passes={w.noDesignProblems} testId="efm-problems" />
        </aside>
      </div>
      {previewing ? <FormPreview key={JSON.stringify(d.fields)} form={{ EFM_NAME: d.EFM_NAME, EFM_VERSION: d.EFM_VERSION }} fields={d.fields} /> : null}
    </section>
  );
}

/** The version's calls: save (as a new version when `asNew`), publish and retire, each confirmed first; a refusal is said in a toast. */
function useDesignMoves(d: Design, onAnswered: (problems: ProblemRow[]) => void, onSaved: (id: number) => void) {
  const w = useWords(entryWords);
  const save = useCallMutation(saveForm, formChanged());
  const publish = useCallMutation(publishForm, formChanged());
  const retire = useCallMutation(retireForm, formChanged());
  const confirm = useConfirm();
  const doSave = async (asNew: boolean) => {
    const body = {
      ...(!asNew && d.Id ? { Id: d.Id, VERSION: d.VERSION } : {}),
      EFM_NAME: d.EFM_NAME.trim(),
      CompanyId: d.CompanyId,
      EFM_FIELDS: d.fields,
      ...(d.EFM_REMARKS ? { EFM_REMARKS: d.EFM_REMARKS } : {}),
    };
    try {
      const a = await save.mutateAsync(body);
      onAnswered(a.Problems);
      void showToast({ intent: 'success', message: w.formSaved });
      onSaved(a.Id);
    } catch (e) {
      refused(e);
    }
  };
  const doPublish = async () => {
    if (!(await confirm.ask({ text: w.publishConfirm(d.EFM_NAME, d.EFM_VERSION), confirm: w.publish, cancel: w.cancel }))) return;
    await publish
      .mutateAsync({ Id: d.Id!, VERSION: d.VERSION! })
      .then(() => showToast({ intent: 'success', message: w.formPublished }))
      .catch(refused);
  };
  const doRetire = async () => {
    if (!(await confirm.ask({ text: w.retireConfirm(d.EFM_NAME, d.EFM_VERSION), confirm: w.retire, cancel: w.cancel, intent: 'danger' }))) return;
    await retire
      .mutateAsync({ Id: d.Id!, VERSION: d.VERSION! })
      .then(() => showToast({ intent: 'success', message: w.formRetired }))
      .catch(refused);
  };
  return { save, publish, retire, confirm, doSave, doPublish, doRetire };
}

/**
 * The version's state and moves: save a draft (or copy a published version into a new draft),
 * publish (confirmed: a published version never changes), retire, preview.
 */
function DesignToolbar(p: {
  d: Design;
  problems: readonly EntryProblem[];
  previewing: boolean;
  onPreview(): void;
  onAnswered(problems: ProblemRow[]): void;
  onSaved(id: number): void;
}) {
  const { d } = p;
  const w = useWords(entryWords);
  const lang = useLanguage();
  const draft = d.EFM_STATUS === 'DRAFT';
  const { save, publish, retire, confirm, doSave, doPublish, doRetire } = useDesignMoves(d, p.onAnswered, p.onSaved);
  return (
    <div className="entry-toolbar">
      <Tag intent={d.EFM_STATUS === 'PUBLISHED' ? 'success' : 'none'} data-testid="efm-status">
        {EFM_STATUS_WORDS[d.EFM_STATUS][lang]}
      </Tag>
      <span>
        {w.EFM_VERSION} {d.EFM_VERSION}
      </span>
      <ButtonGroup>
        <MayGate access={A.entryFormEdit}>
          {draft ? (
            <Button
              icon="floppy-disk"
              text={w.save}
              loading={save.isPending}
              disabled={!d.EFM_NAME.trim()}
              onClick={() => void doSave(false)}
              data-testid="efm-save"
            />
          ) : (
            <Button icon="duplicate" text={w.newVersion} loading={save.isPending} onClick={() => void doSave(true)} data-testid="efm-new-version" />
          )}
        </MayGate>
        {draft && d.Id ? (
          <MayGate access={A.entryFormPublish}>
            <Button
              intent="primary"
              icon="confirm"
              text={w.publish}
              disabled={p.problems.length > 0}
              loading={publish.isPending}
              data-testid="efm-publish"
              onClick={doPublish}
            />
          </MayGate>
        ) : null}
        {d.EFM_STATUS === 'PUBLISHED' && d.Id ? (
          <MayGate access={A.entryFormPublish}>
            <Button icon="disable" text={w.retire} loading={retire.isPending} data-testid="efm-retire" onClick={doRetire} />
          </MayGate>
        ) : null}
        <Button icon="eye-open" text={w.preview} active={p.previewing} onClick={p.onPreview} data-testid="efm-preview" />
      </ButtonGroup>
      {confirm.dialog}
    </div>
  );
}

/** The version's fields in their order, one picked (↑/↓); a draft's fields added, moved (buttons or Alt+↑/↓) and removed. */
function FieldList(p: {
  fields: FormField[];
  at: number;
  onAt(change: (i: number) => number): void;
  problems: readonly EntryProblem[];
  readOnly: boolean;
  onFields(fields: FormField[]): void;
}) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const { fields, at, readOnly } = p;
  const shown = fieldsInOrder(fields);
  const clamp = (i: number) => Math.max(0, Math.min(fields.length - 1, i));
  const move = (by: number) => {
    p.onFields(moveField(fields, at, by));
    p.onAt((i) => clamp(i + by));
  };
  const typeOf = (f: FormField) => FIELD_TYPE_WORDS[(f.Type.startsWith('select:') ? 'select' : f.Type) as 'text']?.[lang] ?? f.Type;
  return (
    <div className="entry-designer__fields">
      <Menu
        aria-label={w.fields}
        data-testid="efm-fields"
        onKeyDown={(e) => {
          // the list's own keys (Alt+↑/↓ moves the field, ↑/↓ picks one): not page shortcuts, they act on the focused list
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          const by = e.key === 'ArrowUp' ? -1 : 1;
          if (e.altKey && !readOnly) move(by);
          else p.onAt((i) => clamp(i + by));
        }}
        tabIndex={0}
      >
        {shown.map((f, i) => (
          <MenuItem
            key={`${i}:${f.Key}`}
            active={i === at}
            text={`${f.LabelZh || f.Key} · ${f.LabelEn || ''}`}
            label={`${f.Section ? `${f.Section} · ` : ''}${typeOf(f)}${f.Required ? ' *' : ''}`}
            onClick={() => p.onAt(() => i)}
            data-testid={`efm-field-${f.Key}`}
            className={p.problems.some((x) => x.Key === f.Key) ? Classes.INTENT_DANGER : undefined}
          />
        ))}
      </Menu>
      {readOnly ? null : (
        <ButtonGroup>
          <Button
            icon="add"
            text={w.addField}
            onClick={() => {
              p.onFields(addField(fields, shown[at]?.Section ?? ''));
              p.onAt(() => fields.length);
            }}
            data-testid="efm-add"
          />
          <Button icon="arrow-up" aria-label={w.moveUp} title={w.moveUp} disabled={at === 0} onClick={() => move(-1)} data-testid="efm-up" />
          <Button
            icon="arrow-down"
            aria-label={w.moveDown}
            title={w.moveDown}
            disabled={at >= fields.length - 1}
            onClick={() => move(1)}
            data-testid="efm-down"
          />
          <Button
            icon="trash"
            aria-label={w.removeField}
            title={w.removeField}
            disabled={!shown[at]}
            onClick={() => p.onFields(removeField(fields, at))}
            data-testid="efm-remove"
          />
        </ButtonGroup>
      )}
    </div>
  );
}
