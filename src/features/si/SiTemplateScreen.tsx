import { useState } from 'react';
import { Button, ButtonGroup, Card, H2, H4, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable, listKey } from '../../lib/DataTable';
import { useAction } from '../../lib/useAction';
import { formatDate } from '../../domain/dates';
import { useTr } from '../../i18n/useTr';
import { getSiTemplate, saveSiTemplate, type SiTemplateInput } from './api/templates';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

const FIELDS = [
  ['TBI_CONSIGNOR', '发货人', 'Consignor'],
  ['TBI_CONSIGNEE', '收货人', 'Consignee'],
  ['TBI_NOTIFIER_1', '通知人 1', 'Notify party 1'],
  ['TBI_NOTIFIER_2', '通知人 2', 'Notify party 2'],
  ['TBI_NOTIFIER_3', '通知人 3', 'Notify party 3'],
  ['TBI_MARKS', '唛头', 'Marks'],
  ['TBI_GOODS', '货物描述', 'Goods'],
  ['TBI_PACKAGE', '包装', 'Package'],
  ['TBI_HSCODE', 'HS编码', 'HS code'],
  ['TBI_EMAILS', '通知邮箱', 'E-mails'],
  ['TBI_REMARKS', '备注', 'Remarks'],
] as const;

/** /external/workbench/siTemplate: the company's SI templates (spec §3), applied to drafts in one step. */
export default function SiTemplateScreen() {
  const tr = useTr();
  const w = useWords(siWords);
  const c = useWords(commonWords);
  const act = useAction();
  const queries = useQueryClient();
  const [editing, setEditing] = useState<number | 'new'>();
  const current = useQuery({
    queryKey: ['si', 'template', editing],
    queryFn: () => getSiTemplate(editing as number).then(({ Id: _id, ...t }) => t as Record<string, string>),
    enabled: typeof editing === 'number',
  });
  return (
    <section className="admin-screen">
      <H2>{c.siTemplates}</H2>
      <DataTable<{ Id: number; TBI_TEMPLATE_NAME: string; TBI_CONSIGNEE: string; UpdatedAt: string }>
        path={ENDPOINTS.siTemplateList}
        label={w.templates}
        exportAccess={ACCESS.siTemplates}
        importAccess={ACCESS.siTemplates}
        importColumns={['模板', ...FIELDS.map(([, zh]) => zh.replace(' ', ''))]}
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
            <Button size="small" icon="trash" intent="danger" aria-label={`${c.delete} ${t.TBI_TEMPLATE_NAME}`} onClick={() => void act(ENDPOINTS.siTemplateDelete, { Id: t.Id }, c.deleted, [ENDPOINTS.siTemplateList])} />
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
              fields={[{ name: 'TBI_TEMPLATE_NAME', label: w.templateName }, ...FIELDS.map(([name, zh, en]) => ({ name, label: tr(zh, en), type: 'textarea' as const }))]}
              submitText={c.save}
              onSubmit={async (v) => {
                const saved = await saveSiTemplate({ ...(editing === 'new' ? {} : { Id: editing }), ...Object.fromEntries(Object.entries(v).filter(([k]) => k === 'TBI_TEMPLATE_NAME' || FIELDS.some(([f]) => f === k))) } as SiTemplateInput);
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.siTemplateList) });
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
