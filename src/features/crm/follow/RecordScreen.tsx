import { Button, Callout, H2, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { RecordRow } from '../../../contract/crm/followCalls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { useRoute } from '../../../ui/routeContext';
import { downloadAttachment, recordsQueryOptions, useDeleteRecord } from './api';
import { useMethodName } from './methods';
import { followWords } from './words';

/** /CRM/FollowUpRecord (commercial.md §7.4): the records I see (a manager: the team's), searched; attachments downloadable. */
export default function RecordScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(followWords);
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search.trim());
  const { data: records = [] } = useQuery(recordsQueryOptions(typed ? { Search: typed } : {}));
  return (
    <section className="admin-screen" data-testid="crm-records">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {w.recordsHint}
      </Callout>
      <div style={{ margin: '8px 0', maxWidth: 360 }}>
        <InputGroup leftIcon="search" placeholder={w.search} aria-label={w.search} value={search} onValueChange={setSearch} data-testid="crm-records-search" />
      </div>
      <RecordTable rows={records} />
    </section>
  );
}

/** Records as a table (the screen's and a customer's panel). */
export function RecordTable({ rows, compact }: { rows: RecordRow[]; compact?: boolean }) {
  const w = useWords(followWords);
  const methodName = useMethodName();
  const remove = useDeleteRecord();
  if (rows.length === 0) return <p className="bp6-text-muted">{w.none}</p>;
  return (
    <HTMLTable compact striped style={{ width: '100%' }}>
      <thead>
        <tr style={{ whiteSpace: 'nowrap' }}>
          <th>{w.followAt}</th>
          {!compact && <th>{w.target}</th>}
          <th>{w.method}</th>
          <th>{w.content}</th>
          <th>{w.author}</th>
          <th>{w.attachments}</th>
          {!compact && <th />}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.Id}>
            <td style={{ whiteSpace: 'nowrap' }}>{placeTime(r.FollowAt)}</td>
            {!compact && <td>{r.TargetName}</td>}
            <td>{methodName(r.Method)}</td>
            <td>{r.Content}</td>
            <td>{r.AuthorName}</td>
            <td>
              {r.Attachments.map((a) => (
                <Button key={a.Id} size="small" variant="minimal" icon="paperclip" text={a.Name} onClick={() => void downloadAttachment(a.Id)} />
              ))}
            </td>
            {!compact && (
              <td>
                {r.Deletable && (
                  <AccessGate access={A.crmFollowEdit}>
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      icon="trash"
                      aria-label={w.remove}
                      onClick={() => void remove({ Id: r.Id }, w.deleted)}
                    />
                  </AccessGate>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
