import { Button, Callout, DialogBody, DialogFooter, FormGroup, H2, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FormUse } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { DIRECTIONS, type Direction, TRANSPORT_METHODS, type TransportMethod } from '../../domain/entryOrder/codes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallAction } from '../../lib/useCallAction';
import { useConfirm } from '../../lib/useConfirm';
import { MayGate } from './may';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { deleteFormUse, formChoicesQueryOptions, formQueryOptions, formUsesQueryOptions, saveFormUse } from './api/forms';
import { customersQueryOptions } from './api/pickers';
import { formChanged } from './entryQueries';
import { FormPreview } from './FormPreview';
import { when } from './parts';
import { DIRECTION_WORDS, entryWords, TRANSPORT_METHOD_WORDS } from './words';

/**
 * Which form a business uses (§9.4 /entryOrder/entryOrdeForm): a row per customer (or every
 * customer), direction and transport method (or any), naming a form whose published version new
 * orders are entered on; a row's form previewed as the entry screen renders it.
 */
export function FormUseScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const uses = useQuery(formUsesQueryOptions());
  const [editing, setEditing] = useState<Partial<FormUse>>();
  const [previewId, setPreviewId] = useState<number>();
  const remove = useCallAction(deleteFormUse, formChanged());
  const confirm = useConfirm();
  return (
    <section className="admin-screen" data-testid="ent-form-uses">
      <H2>{route.title[lang]}</H2>
      <MayGate access={A.entryFormUseEdit}>
        <Button
          icon="add"
          intent="primary"
          text={w.newUse}
          onClick={() => setEditing({ ENT_DIRECTION: 'EXPORT', CompanyId: null })}
          data-testid="ent-use-new"
        />
      </MayGate>
      {uses.isPending ? <Spinner /> : null}
      {uses.error ? <Callout intent="danger">{(uses.error as Error).message}</Callout> : null}
      <HTMLTable compact striped interactive data-testid="ent-use-table">
        <thead>
          <tr>
            <th>{w.Customer}</th>
            <th>{w.Direction}</th>
            <th>{w.TransportMethod}</th>
            <th>{w.FormName}</th>
            <th>{w.publishedVersion}</th>
            <th>{w.when}</th>
            <th>{w.actions}</th>
          </tr>
        </thead>
        <tbody>
          {(uses.data ?? []).map((u) => (
            <tr key={u.Id} data-use={u.Id}>
              <td>{u.CompanyName || w.platformWide}</td>
              <td>{DIRECTION_WORDS[u.ENT_DIRECTION][lang]}</td>
              <td>
                {u.ENT_TRANSPORT_METHOD
                  ? (TRANSPORT_METHOD_WORDS[u.ENT_TRANSPORT_METHOD as TransportMethod]?.[lang] ?? u.ENT_TRANSPORT_METHOD)
                  : w.anyTransport}
              </td>
              <td>{u.EFM_NAME}</td>
              <td>{u.PublishedVersion ?? w.nonePublished}</td>
              <td>{when(u.UpdatedAt)}</td>
              <td>
                <Button size="small" icon="eye-open" text={w.preview} disabled={!u.PublishedId} onClick={() => setPreviewId(u.PublishedId ?? undefined)} />
                <MayGate access={A.entryFormUseEdit}>
                  <Button size="small" icon="edit" text={w.edit} onClick={() => setEditing(u)} />
                  <Button
                    size="small"
                    icon="trash"
                    text={w.delete}
                    onClick={async () => {
                      if (await confirm.ask({ text: w.deleteUseConfirm, confirm: w.delete, cancel: w.cancel, intent: 'danger' }))
                        await remove(u.Id, w.useDeleted);
                    }}
                  />
                </MayGate>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {previewId ? <PreviewOf id={previewId} /> : null}
      {editing ? <UseDialog use={editing} onClose={() => setEditing(undefined)} /> : null}
      {confirm.dialog}
    </section>
  );
}

function PreviewOf({ id }: { id: number }) {
  const form = useQuery(formQueryOptions(id));
  return form.data ? <FormPreview form={form.data} /> : <Spinner />;
}

/** A use made or changed: customer (or every customer), direction, transport (or any), the form's name. */
function UseDialog({ use, onClose }: { use: Partial<FormUse>; onClose(): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const [u, setU] = useState(use);
  const customers = useQuery(customersQueryOptions(''));
  const forms = useQuery(formChoicesQueryOptions());
  const names = useMemo(() => [...new Set((forms.data?.Items ?? []).map((f) => f.EFM_NAME))], [forms.data]);
  const save = useCallAction(saveFormUse, formChanged());
  return (
    <AppDialog isOpen title={w.newUse} onClose={onClose} canEscapeKeyClose>
      <DialogBody>
        <FormGroup label={w.Customer} labelFor="use-company">
          <HTMLSelect
            id="use-company"
            value={u.CompanyId ?? ''}
            onChange={(e) => setU({ ...u, CompanyId: Number(e.currentTarget.value) || null })}
            options={[{ value: '', label: w.platformWide }, ...(customers.data ?? []).map((c) => ({ value: c.CompanyId, label: `${c.Code} ${c.Name}` }))]}
          />
        </FormGroup>
        <FormGroup label={w.Direction} labelFor="use-direction">
          <HTMLSelect
            id="use-direction"
            value={u.ENT_DIRECTION ?? 'EXPORT'}
            onChange={(e) => setU({ ...u, ENT_DIRECTION: e.currentTarget.value as Direction })}
            options={DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_WORDS[d][lang] }))}
          />
        </FormGroup>
        <FormGroup label={w.TransportMethod} labelFor="use-transport">
          <HTMLSelect
            id="use-transport"
            value={u.ENT_TRANSPORT_METHOD ?? ''}
            onChange={(e) => setU({ ...u, ENT_TRANSPORT_METHOD: e.currentTarget.value || null })}
            options={[{ value: '', label: w.anyTransport }, ...TRANSPORT_METHODS.map((t) => ({ value: t, label: TRANSPORT_METHOD_WORDS[t][lang] }))]}
          />
        </FormGroup>
        <FormGroup label={w.FormName} labelFor="use-form">
          <HTMLSelect
            id="use-form"
            value={u.EFM_NAME ?? ''}
            onChange={(e) => setU({ ...u, EFM_NAME: e.currentTarget.value })}
            options={[{ value: '', label: '—' }, ...names]}
            data-testid="use-form"
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.save}
              disabled={!u.EFM_NAME}
              data-testid="use-save"
              onClick={async () => {
                const ok = await save(
                  {
                    ...(u.Id ? { Id: u.Id } : {}),
                    CompanyId: u.CompanyId ?? null,
                    ENT_DIRECTION: u.ENT_DIRECTION ?? 'EXPORT',
                    ...(u.ENT_TRANSPORT_METHOD ? { ENT_TRANSPORT_METHOD: u.ENT_TRANSPORT_METHOD as TransportMethod } : {}),
                    EFM_NAME: u.EFM_NAME!,
                  },
                  w.useSaved,
                );
                if (ok) onClose();
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
