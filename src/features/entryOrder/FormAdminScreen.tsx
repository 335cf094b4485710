import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type EntryFormRow, entryOrderCalls as C } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { EFM_STATUSES } from '../../domain/entryOrder/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { MayGate } from './may';
import { useRoute } from '../../ui/routeContext';
import { formQueryOptions } from './api/forms';
import { Designer, designOf, NEW_DESIGN } from './FormDesigner';
import { useAddressId, when } from './parts';
import { EFM_STATUS_WORDS, entryWords } from './words';

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
          <MayGate access={A.entryFormEdit}>
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
          </MayGate>
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
