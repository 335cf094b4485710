import { H4 } from '@blueprintjs/core';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AuditEventWire } from '../../contract/admin';
import { ACCESS } from '../../contract/access';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { Gate } from '../session/Gate';
import { useTr } from './tr';

/** Who changed what and when, for one kind of record (and one record when an id is given). */
export function AuditPanel({ entity, entityId }: { entity: string; entityId?: number | string }) {
  const tr = useTr();
  const fixed: Record<string, string> = { Entity: entity };
  if (entityId !== undefined) fixed.EntityId = String(entityId);
  return (
    <Gate access={ACCESS.auditRead}>
      <section className="audit-panel" data-testid="audit-panel">
        <H4>{tr('变更记录', 'Change log')}</H4>
        <DataTable<AuditEventWire>
          path={ENDPOINTS.auditList}
          fixed={fixed}
          label={tr('变更记录', 'Change log')}
          exportAccess={ACCESS.auditRead}
          columns={[
            { key: 'At', title: { zh: '时间', en: 'When' }, width: 170, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
            { key: 'Actor', title: { zh: '操作人', en: 'Who' }, width: 110, filter: 'text' },
            { key: 'Action', title: { zh: '动作', en: 'Action' }, width: 100 },
            { key: 'EntityId', title: { zh: '编号', en: 'Id' }, width: 80 },
            { key: 'Detail', title: { zh: '内容', en: 'What changed' }, width: 520, text: (r) => JSON.stringify(r.Detail) },
          ]}
        />
      </section>
    </Gate>
  );
}
