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
      <H2>{tr('SI模板', 'SI templates')}</H2>
      <DataTable<{ Id: number; TBI_TEMPLATE_NAME: string; TBI_CONSIGNEE: string; UpdatedAt: string }>
        path={ENDPOINTS.siTemplateList}
        label={tr('模板', 'Templates')}
        exportAccess={ACCESS.siTemplates}
        importAccess={ACCESS.siTemplates}
        importColumns={['模板', ...FIELDS.map(([, zh]) => zh.replace(' ', ''))]}
        onOpen={(t) => setEditing(t.Id)}
        toolbar={<Button size="small" intent="primary" icon="add" text={tr('新建模板', 'New template')} onClick={() => setEditing('new')} />}
        columns={[
          { key: 'TBI_TEMPLATE_NAME', title: { zh: '模板名称', en: 'Name' }, width: 200, filter: 'text', sortable: true },
          { key: 'TBI_CONSIGNEE', title: { zh: '收货人', en: 'Consignee' }, width: 260 },
          { key: 'UpdatedAt', title: { zh: '更新时间', en: 'Updated' }, width: 160, sortable: true, text: (t) => formatDate(t.UpdatedAt, 'dateTime') },
        ]}
        actionsWidth={150}
        actions={(t) => (
          <ButtonGroup>
            <Button size="small" icon="edit" text={tr('编辑', 'Edit')} onClick={() => setEditing(t.Id)} />
            <Button size="small" icon="trash" intent="danger" aria-label={`${tr('删除', 'Delete')} ${t.TBI_TEMPLATE_NAME}`} onClick={() => void act(ENDPOINTS.siTemplateDelete, { Id: t.Id }, tr('已删除', 'Deleted'), [ENDPOINTS.siTemplateList])} />
          </ButtonGroup>
        )}
      />
      {editing !== undefined && (
        <Card className="admin-screen--form">
          <H4>{editing === 'new' ? tr('新建模板', 'New template') : tr('编辑模板', 'Edit template')}</H4>
          {editing !== 'new' && current.isPending ? (
            <Spinner />
          ) : (
            <ApiForm
              key={String(editing)}
              draftKey={`si.template.${editing}`}
              initial={editing === 'new' ? undefined : current.data}
              fields={[{ name: 'TBI_TEMPLATE_NAME', label: tr('模板名称', 'Template name') }, ...FIELDS.map(([name, zh, en]) => ({ name, label: tr(zh, en), type: 'textarea' as const }))]}
              submitText={tr('保存', 'Save')}
              onSubmit={async (v) => {
                const saved = await saveSiTemplate({ ...(editing === 'new' ? {} : { Id: editing }), ...Object.fromEntries(Object.entries(v).filter(([k]) => k === 'TBI_TEMPLATE_NAME' || FIELDS.some(([f]) => f === k))) } as SiTemplateInput);
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.siTemplateList) });
                setEditing(saved.Id);
                return tr('已保存', 'Saved');
              }}
              footer={<Button minimal text={tr('关闭', 'Close')} onClick={() => setEditing(undefined)} />}
            />
          )}
        </Card>
      )}
    </section>
  );
}
