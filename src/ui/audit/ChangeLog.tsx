import { useState } from 'react';
import { Button, H4, SegmentedControl } from '@blueprintjs/core';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AuditEventWire } from '../../contract/admin';
import { ACCESS } from '../../contract/access';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { AppDialog } from '../AppDialog';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import type { Language } from '../../i18n/language';
import { auditWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const AUDIT_LIST_LIST = callRef<ListCall<AuditEventWire>>('GET', ENDPOINTS.auditList);

/** How one module's recorded changes read: the kinds of record, the actions, the lines of a detail. */
export interface ChangeLogVocabulary {
  subject(entity: string, lang: Language): string;
  action(action: string, lang: Language): string;
  describe(entity: string, detail: Record<string, unknown> | null | undefined, lang: Language): string[];
}

export interface ChangeLogProps {
  /** The kind of record (`employee`), or the kinds that belong together (`['employee', 'employeeRoles']`): the first is shown first. */
  entity: string | readonly string[];
  /** One record's changes only (its id, the same for each kind listed). */
  entityId?: number | string;
  /** The module's words for its changes. */
  vocabulary: ChangeLogVocabulary;
}

/** Who changed what and when, for one kind of record or several related ones (and one record when an id is given). */
export function ChangeLog({ entity, entityId, vocabulary }: ChangeLogProps) {
  const w = useWords(auditWords);
  const { subject: subjectText, action: actionText, describe: describeChange } = vocabulary;
  const t = useT();
  const lang = useLanguage();
  const entities = typeof entity === 'string' ? [entity] : [...entity];
  const [shown, setShown] = useState(entities[0]!);
  const [open, setOpen] = useState<AuditEventWire>();
  const subject = entities.includes(shown) ? shown : entities[0]!;
  const fixed: Record<string, string> = { Entity: subject };
  if (entityId !== undefined) fixed.EntityId = String(entityId);
  const lines = (r: AuditEventWire) => describeChange(r.Entity, r.Detail, lang);
  return (
    <section className="audit-panel" data-testid="audit-panel">
      <H4>{w.changeLog}</H4>
      {entities.length > 1 && (
        <SegmentedControl
          size="small"
          aria-label={w.changesOf}
          options={entities.map((e) => ({ value: e, label: subjectText(e, lang) }))}
          value={subject}
          onValueChange={setShown}
        />
      )}
      <DataTable<AuditEventWire>
        key={subject}
        list={AUDIT_LIST_LIST}
        fixed={fixed}
        label={`${w.changeLog}: ${subjectText(subject, lang)}`}
        exportAccess={ACCESS.auditRead}
        onOpen={setOpen}
        columns={[
          { key: 'At', title: commonWords.when, width: 170, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
          { key: 'Actor', title: auditWords.who, width: 110, filter: 'text' },
          { key: 'Action', title: auditWords.action, width: 100, text: (r, l) => actionText(r.Action, l) },
          { key: 'EntityId', title: auditWords.id, width: 80 },
          // a row is one line high: the lines joined here, one per row in the dialog (Enter or a double click)
          { key: 'Detail', title: auditWords.whatChanged, width: 520, text: (r) => lines(r).join('；') },
        ]}
      />
      <AppDialog isOpen={!!open} onClose={() => setOpen(undefined)} title={t('auditDetailTitle')}>
        {open && (
          <div className="bp6-dialog-body" data-testid="audit-detail">
            <p>
              {formatDate(open.At, 'dateTime')} · {open.Actor} · {subjectText(open.Entity, lang)} · {actionText(open.Action, lang)}
            </p>
            {lines(open).length ? (
              <ul>
                {lines(open).map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            ) : (
              <p>{t('auditNoDetail')}</p>
            )}
            <Button text={t('close')} onClick={() => setOpen(undefined)} />
          </div>
        )}
      </AppDialog>
    </section>
  );
}
