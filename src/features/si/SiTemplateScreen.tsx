import { useState } from 'react';
import { Button, ButtonGroup, Card, H2, H4, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { useDeleteSiTemplate } from './api/lists';
import { siKeys } from './api/records';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { saveSiTemplate, type SiTemplateInput, siTemplateQueryOptions } from './api/templates';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import { siListCalls } from '../../contract/si/listCalls';

const FIELDS = [
  ['TBI_CONSIGNOR', siWords.consignor],
  ['TBI_CONSIGNEE', siWords.consignee],
  ['TBI_NOTIFIER_1', siWords.notifyParty1],
  ['TBI_NOTIFIER_2', siWords.notifyParty2],
  ['TBI_NOTIFIER_3', siWords.notifyParty3],
  ['TBI_MARKS', siWords.marks],
  ['TBI_GOODS', siWords.goodsDescription],
  ['TBI_PACKAGE', siWords.package],
  ['TBI_HSCODE', siWords.hsCode],
  ['TBI_EMAILS', siWords.eMails],
  ['TBI_REMARKS', siWords.remarks],
] as const;

/** /external/workbench/siTemplate: the company's SI templates (spec §3), applied to drafts in one step. */
export default function SiTemplateScreen() {
  const lang = useLanguage();
  const w = useWords(siWords);
  const c = useWords(commonWords);
  const deleteTemplate = useDeleteSiTemplate();
  const queries = useQueryClient();
  const [editing, setEditing] = useState<number | 'new'>();
  const current = useQuery(siTemplateQueryOptions(editing));
  return (
    <section className="admin-screen">
      <H2>{c.siTemplates}</H2>
      <DataTable<{ Id: number; TBI_TEMPLATE_NAME: string; TBI_CONSIGNEE: string; UpdatedAt: string }>
        list={siListCalls.templates}
        label={w.templates}
        exportAccess={ACCESS.siTemplates}
        importAccess={ACCESS.siTemplates}
        importColumns={['模板', ...FIELDS.map(([, word]) => word.zh.replace(' ', ''))]}
        onOpen={(t) => setEditing(t.Id)}
        toolbar={<Button size="small" intent="primary" icon="add" text={w.newTemplate} onClick={() => setEditing('new')} />}
        columns={[
          { key: 'TBI_TEMPLATE_NAME', title: siWords.templateNameColumn, width: 200, filter: 'text', sortable: true },
          { key: 'TBI_CONSIGNEE', title: siWords.consignee, width: 260 },
          { key: 'UpdatedAt', title: siWords.updatedAt, width: 160, sortable: true, text: (t) => formatDate(t.UpdatedAt, 'dateTime') },
        ]}
        actionsWidth={150}
        actions={(t) => (
          <ButtonGroup>
            <Button size="small" icon="edit" text={c.edit} onClick={() => setEditing(t.Id)} />
            <Button
              size="small"
              icon="trash"
              intent="danger"
              aria-label={`${c.delete} ${t.TBI_TEMPLATE_NAME}`}
              onClick={() => void deleteTemplate({ Id: t.Id }, c.deleted)}
            />
          </ButtonGroup>
        )}
      />
      {editing !== undefined && (
        <Card className="admin-screen--form">
          <H4>{editing === 'new' ? w.newTemplate : w.editTemplate}</H4>
          {editing !== 'new' && current.isPending ? (
            <Spinner />
          ) : (
            <ApiForm
              key={String(editing)}
              draftKey={`si.template.${editing}`}
              initial={editing === 'new' ? undefined : current.data}
              fields={[
                { name: 'TBI_TEMPLATE_NAME', label: w.templateName },
                ...FIELDS.map(([name, word]) => ({ name, label: word[lang], type: 'textarea' as const })),
              ]}
              submitText={c.save}
              onSubmit={async (v) => {
                const saved = await saveSiTemplate({
                  ...(editing === 'new' ? {} : { Id: editing }),
                  ...Object.fromEntries(Object.entries(v).filter(([k]) => k === 'TBI_TEMPLATE_NAME' || FIELDS.some(([f]) => f === k))),
                } as SiTemplateInput);
                await queries.invalidateQueries({ queryKey: siKeys.templates() });
                await queries.invalidateQueries({ queryKey: siKeys.templateChoices() });
                setEditing(saved.Id);
                return c.saved;
              }}
              footer={<Button minimal text={c.close} onClick={() => setEditing(undefined)} />}
            />
          )}
        </Card>
      )}
    </section>
  );
}
