import { Button, ButtonGroup, Callout, Classes, FormGroup, H2, InputGroup, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type EntryForm, type EntryFormRow, entryOrderCalls as C, type ProblemRow } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { type FormField, fieldsInOrder, formProblems } from '../../domain/entryOrder/formRules';
import { EFM_STATUSES } from '../../domain/entryOrder/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useCallMutation } from '../../lib/useCallAction';
import { useConfirm } from '../../lib/useConfirm';
import { useCan } from '../../session/access';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { formQueryOptions, publishForm, retireForm, saveForm } from './api/forms';
import { formChanged } from './entryQueries';
import { FieldEditor } from './FieldEditor';
import { addField, changeField, moveField, removeField } from './formDesign';
import { FormPreview } from './FormPreview';
import { ProblemList, useAddressId, when } from './parts';
import { EFM_STATUS_WORDS, entryWords, FIELD_TYPE_WORDS } from './words';

interface Design {
  Id?: number;
  VERSION?: number;
  EFM_NAME: string;
  EFM_VERSION: number;
  EFM_STATUS: EntryForm['EFM_STATUS'];
  CompanyId: number | null;
  EFM_REMARKS: string;
  fields: FormField[];
}
const NEW_DESIGN: Design = { EFM_NAME: '', EFM_VERSION: 1, EFM_STATUS: 'DRAFT', CompanyId: null, EFM_REMARKS: '', fields: addField([]) };
const designOf = (f: EntryForm): Design => ({
  Id: f.Id,
  VERSION: f.VERSION,
  EFM_NAME: f.EFM_NAME,
  EFM_VERSION: f.EFM_VERSION,
  EFM_STATUS: f.EFM_STATUS,
  CompanyId: f.CompanyId,
  EFM_REMARKS: f.EFM_REMARKS,
  fields: fieldsInOrder(f.EFM_FIELDS),
});

/**
 * The form designer (§9.4 /entryOrder/EntryOrdeFormAdmin): the forms (name, version, state); a draft
 * version's fields edited — key, labels, type, required, rules, default, section — and reordered by
 * buttons or Alt+↑/↓ on the field list; the design's problems said as it changes (the same check the
 * server's Save and Publish run); a preview as the entry screen renders it; publish (confirmed: a
 * published version never changes, "new version" copies it into a draft) and retire.
 */
export function FormAdminScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const [id, open] = useAddressId();
  const [creating, setCreating] = useState(false);
  return (
    <section className="admin-screen" data-testid="efm-admin">
      <H2>{route.title[lang]}</H2>
      <DataTable<EntryFormRow>
        list={C.entryFormList}
        label={route.title[lang]}
        exportAccess={A.entryFormRead}
        columns={[
          { key: 'EFM_NAME', title: entryWords.EFM_NAME, width: 200, sortable: true, filter: 'text' },
          { key: 'EFM_VERSION', title: entryWords.EFM_VERSION, width: 70 },
          {
            key: 'EFM_STATUS',
            title: entryWords.EFM_STATUS,
            width: 90,
            text: (r, l) => EFM_STATUS_WORDS[r.EFM_STATUS][l],
            intent: (r) => (r.EFM_STATUS === 'PUBLISHED' ? 'success' : undefined),
            filter: EFM_STATUSES.map((value) => ({ value, label: EFM_STATUS_WORDS[value] })),
          },
          { key: 'CompanyName', title: entryWords.forCustomer, width: 160, text: (r, l) => r.CompanyName || entryWords.platformWide[l] },
          { key: 'FieldCount', title: entryWords.fieldCount, width: 70 },
          { key: 'Orders', title: entryWords.orders, width: 70 },
          { key: 'UpdatedAt', title: entryWords.when, width: 170, sortable: true, text: (r) => when(r.UpdatedAt) },
        ]}
        onOpen={(r) => {
          setCreating(false);
          open(r.Id);
        }}
        actions={(r) => (
          <Button
            size="small"
            icon="edit"
            text={w.open}
            onClick={() => {
              setCreating(false);
              open(r.Id);
            }}
            data-testid={`efm-open-${r.EFM_NAME}-${r.EFM_VERSION}`}
          />
        )}
        actionsWidth={90}
        toolbar={
          <Gate access={A.entryFormEdit}>
            <Button
              icon="add"
              intent="primary"
              text={w.newForm}
              onClick={() => {
                open(undefined);
                setCreating(true);
              }}
              data-testid="efm-new"
            />
          </Gate>
        }
      />
      {creating ? (
        <Designer
          key="new"
          start={NEW_DESIGN}
          onSaved={(made) => {
            setCreating(false);
            open(made);
          }}
        />
      ) : id ? (
        <Loaded id={id} onSaved={open} />
      ) : null}
    </section>
  );
}

function Loaded({ id, onSaved }: { id: number; onSaved(id: number): void }) {
  const form = useQuery(formQueryOptions(id));
  if (form.error) return <Callout intent="danger">{(form.error as Error).message}</Callout>;
  if (!form.data) return <Spinner />;
  return <Designer key={`${id}:${form.data.VERSION}`} start={designOf(form.data)} onSaved={onSaved} />;
}

function Designer({ start, onSaved }: { start: Design; onSaved(id: number): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const [d, setD] = useState(start);
  const [at, setAt] = useState(0);
  const [answered, setAnswered] = useState<ProblemRow[]>();
  const [previewing, setPreviewing] = useState(false);
  const mayEdit = useCan(A.entryFormEdit);
  const draft = d.EFM_STATUS === 'DRAFT';
  const readOnly = !draft || !mayEdit;
  const problems = useMemo(() => formProblems(d.fields), [d.fields]);
  const setFields = (fields: FormField[]) => {
    setD((x) => ({ ...x, fields }));
    setAnswered(undefined);
  };
  const move = (by: number) => {
    setFields(moveField(d.fields, at, by));
    setAt((i) => Math.max(0, Math.min(d.fields.length - 1, i + by)));
  };
  useEffect(() => setAt((i) => Math.min(i, Math.max(0, d.fields.length - 1))), [d.fields.length]);
  const save = useCallMutation(saveForm, formChanged());
  const publish = useCallMutation(publishForm, formChanged());
  const retire = useCallMutation(retireForm, formChanged());
  const confirm = useConfirm();
  const refused = (e: unknown) => void showToast({ intent: 'danger', message: e instanceof Error ? e.message : String(e) });
  const body = (asNew: boolean) => ({
    ...(!asNew && d.Id ? { Id: d.Id, VERSION: d.VERSION } : {}),
    EFM_NAME: d.EFM_NAME.trim(),
    CompanyId: d.CompanyId,
    EFM_FIELDS: d.fields,
    ...(d.EFM_REMARKS ? { EFM_REMARKS: d.EFM_REMARKS } : {}),
  });
  const doSave = async (asNew: boolean) => {
    try {
      const a = await save.mutateAsync(body(asNew));
      setAnswered(a.Problems);
      void showToast({ intent: 'success', message: w.formSaved });
      onSaved(a.Id);
    } catch (e) {
      refused(e);
    }
  };
  const current = fieldsInOrder(d.fields)[at];
  return (
    <section className="entry-designer" data-testid="efm-designer" data-status={d.EFM_STATUS}>
      <div className="entry-toolbar">
        <Tag intent={d.EFM_STATUS === 'PUBLISHED' ? 'success' : 'none'} data-testid="efm-status">
          {EFM_STATUS_WORDS[d.EFM_STATUS][lang]}
        </Tag>
        <span>
          {w.EFM_VERSION} {d.EFM_VERSION}
        </span>
        <ButtonGroup>
          {draft ? (
            <Gate access={A.entryFormEdit}>
              <Button
                icon="floppy-disk"
                text={w.save}
                loading={save.isPending}
                disabled={!d.EFM_NAME.trim()}
                onClick={() => void doSave(false)}
                data-testid="efm-save"
              />
            </Gate>
          ) : (
            <Gate access={A.entryFormEdit}>
              <Button icon="duplicate" text={w.newVersion} loading={save.isPending} onClick={() => void doSave(true)} data-testid="efm-new-version" />
            </Gate>
          )}
          {draft && d.Id ? (
            <Gate access={A.entryFormPublish}>
              <Button
                intent="primary"
                icon="confirm"
                text={w.publish}
                disabled={problems.length > 0}
                loading={publish.isPending}
                data-testid="efm-publish"
                onClick={async () => {
                  if (!(await confirm.ask({ text: w.publishConfirm(d.EFM_NAME, d.EFM_VERSION), confirm: w.publish, cancel: w.cancel }))) return;
                  await publish
                    .mutateAsync({ Id: d.Id!, VERSION: d.VERSION! })
                    .then(() => showToast({ intent: 'success', message: w.formPublished }))
                    .catch(refused);
                }}
              />
            </Gate>
          ) : null}
          {d.EFM_STATUS === 'PUBLISHED' && d.Id ? (
            <Gate access={A.entryFormPublish}>
              <Button
                icon="disable"
                text={w.retire}
                loading={retire.isPending}
                data-testid="efm-retire"
                onClick={async () => {
                  if (!(await confirm.ask({ text: w.retireConfirm(d.EFM_NAME, d.EFM_VERSION), confirm: w.retire, cancel: w.cancel, intent: 'danger' }))) return;
                  await retire
                    .mutateAsync({ Id: d.Id!, VERSION: d.VERSION! })
                    .then(() => showToast({ intent: 'success', message: w.formRetired }))
                    .catch(refused);
                }}
              />
            </Gate>
          ) : null}
          <Button icon="eye-open" text={w.preview} active={previewing} onClick={() => setPreviewing((p) => !p)} data-testid="efm-preview" />
        </ButtonGroup>
      </div>
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
              else setAt((i) => Math.max(0, Math.min(d.fields.length - 1, i + by)));
            }}
            tabIndex={0}
          >
            {fieldsInOrder(d.fields).map((f, i) => (
              <MenuItem
                key={`${i}:${f.Key}`}
                active={i === at}
                text={`${f.LabelZh || f.Key} · ${f.LabelEn || ''}`}
                label={`${f.Section ? `${f.Section} · ` : ''}${FIELD_TYPE_WORDS[(f.Type.startsWith('select:') ? 'select' : f.Type) as 'text']?.[lang] ?? f.Type}${f.Required ? ' *' : ''}`}
                onClick={() => setAt(i)}
                data-testid={`efm-field-${f.Key}`}
                className={problems.some((p) => p.Key === f.Key) ? Classes.INTENT_DANGER : undefined}
              />
            ))}
          </Menu>
          {readOnly ? null : (
            <ButtonGroup>
              <Button
                icon="add"
                text={w.addField}
                onClick={() => {
                  setFields(addField(d.fields, current?.Section ?? ''));
                  setAt(d.fields.length);
                }}
                data-testid="efm-add"
              />
              <Button icon="arrow-up" aria-label={w.moveUp} title={w.moveUp} disabled={at === 0} onClick={() => move(-1)} data-testid="efm-up" />
              <Button
                icon="arrow-down"
                aria-label={w.moveDown}
                title={w.moveDown}
                disabled={at >= d.fields.length - 1}
                onClick={() => move(1)}
                data-testid="efm-down"
              />
              <Button
                icon="trash"
                aria-label={w.removeField}
                title={w.removeField}
                disabled={!current}
                onClick={() => setFields(removeField(d.fields, at))}
                data-testid="efm-remove"
              />
            </ButtonGroup>
          )}
        </div>
        {current ? <FieldEditor field={current} disabled={readOnly} onChange={(patch) => setFields(changeField(d.fields, at, patch))} /> : null}
        <aside className="entry-side">
          <h4>{w.designProblems}</h4>
          <ProblemList problems={answered ?? problems} passes={w.noDesignProblems} testId="efm-problems" />
        </aside>
      </div>
      {previewing ? <FormPreview key={JSON.stringify(d.fields)} form={{ EFM_NAME: d.EFM_NAME, EFM_VERSION: d.EFM_VERSION }} fields={d.fields} /> : null}
      {confirm.dialog}
    </section>
  );
}
