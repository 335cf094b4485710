import { useMemo, useState } from 'react';
import { Button, ButtonGroup, H2, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { MessageScope, MessageWire } from '../../contract/admin';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { useDeleteMessages, useMarkAllRead, useMarkRead } from './api/messages';
import { useSettled } from '../../lib/useSettled';
import { queryString, saveDownload } from '../../lib/saveFile';
import { formatDate } from '../../domain/dates';
import { useT } from '../../i18n/useT';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { messagesWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const MESSAGE_LIST_LIST = callRef<ListCall<MessageWire>>('GET', ENDPOINTS.messageList);

const SCOPE: Record<MessageScope, { zh: string; en: string }> = {
  employee: messagesWords.personal,
  user: messagesWords.meAllCompanyAccounts,
  company: messagesWords.company,
  global: messagesWords.announcement,
};

/** The list's filters, held here (not in the table) so the Excel export takes exactly what is shown. */
export interface MessageFilters {
  Read: '' | 'read' | 'unread';
  Scope: '' | MessageScope;
  Title: string;
  SenderName: string;
}
const NO_FILTERS: MessageFilters = { Read: '', Scope: '', Title: '', SenderName: '' };

/** The export of the reader's own messages (every employee may export what they may read). */
export const messageExportPath = (filters: Partial<MessageFilters>) =>
  `${ENDPOINTS.messageList}/Export${queryString(Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])))}`;

/** The filters once typing settles, trimmed, the empty ones left out: what the list and its export ask for. */
function useFixedFilters(filters: MessageFilters) {
  const settled = useSettled(filters);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(settled)
          .map(([k, v]) => [k, v.trim()])
          .filter(([, v]) => v),
      ) as Record<string, string>,
    [settled],
  );
}

/** The list's columns: read or not, title, sender, kind, when sent. */
const MESSAGE_COLUMNS: DataColumn<MessageWire>[] = [
  { key: 'Read', title: messagesWords.state, width: 70, text: (m, l) => (m.Unread ? messagesWords.unreadState[l] : messagesWords.readState[l]) },
  { key: 'Title', title: commonWords.title, width: 260, sortable: true },
  { key: 'SenderName', title: messagesWords.from, width: 110, sortable: true },
  { key: 'Scope', title: commonWords.kind, width: 80, text: (m, l) => SCOPE[m.Scope]?.[l] ?? m.Scope },
  { key: 'SentAt', title: messagesWords.sentAt, width: 160, sortable: true, text: (m) => formatDate(m.SentAt, 'dateTime') },
];

/** The filters over the list (state, title, sender, kind), marking all read, and the export of what is shown. */
function MessageFilterBar({
  filters,
  set,
  exporting,
  onExport,
  onMarkAllRead,
}: {
  filters: MessageFilters;
  set<K extends keyof MessageFilters>(key: K): (value: MessageFilters[K]) => void;
  exporting: boolean;
  onExport(): void;
  onMarkAllRead(): void;
}) {
  const w = useWords(messagesWords);
  const c = useWords(commonWords);
  const t = useT();
  const lang = useLanguage();
  return (
    <div className="data-table__toolbar" role="toolbar" aria-label={w.filtersAndExport}>
      <HTMLSelect
        aria-label={w.state}
        value={filters.Read}
        onChange={(e) => set('Read')(e.currentTarget.value as MessageFilters['Read'])}
        options={[
          { value: '', label: `${w.state}: ${t('tableAll')}` },
          { value: 'unread', label: w.unread },
          { value: 'read', label: w.read },
        ]}
      />
      <InputGroup size="small" leftIcon="filter" placeholder={c.title} aria-label={c.title} value={filters.Title} onValueChange={set('Title')} />
      <InputGroup size="small" leftIcon="filter" placeholder={w.from} aria-label={w.from} value={filters.SenderName} onValueChange={set('SenderName')} />
      <HTMLSelect
        aria-label={c.kind}
        value={filters.Scope}
        onChange={(e) => set('Scope')(e.currentTarget.value as MessageFilters['Scope'])}
        options={[
          { value: '', label: `${c.kind}: ${t('tableAll')}` },
          ...(Object.keys(SCOPE) as MessageScope[]).map((k) => ({ value: k, label: SCOPE[k][lang] })),
        ]}
      />
      <Button size="small" icon="tick" text={w.markAllRead} onClick={onMarkAllRead} />
      <span className="data-table__spacer" />
      <Button size="small" icon="export" text={t('tableExport')} loading={exporting} onClick={onExport} />
    </div>
  );
}

/** The reader's messages: /system/message (staff), /manage/message and /customer/message (external). */
export default function MessageListScreen() {
  const w = useWords(messagesWords);
  const c = useWords(commonWords);
  const t = useT();
  const navigate = useNavigate();
  const markAllRead = useMarkAllRead();
  const markRead = useMarkRead();
  const deleteMessages = useDeleteMessages();
  const route = useRoute();
  const lang = useLanguage();
  const [filters, setFilters] = useState<MessageFilters>(NO_FILTERS);
  const fixed = useFixedFilters(filters);
  const [exporting, setExporting] = useState(false);
  const set =
    <K extends keyof MessageFilters>(key: K) =>
    (value: MessageFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));
  const detail = (id: number) => (route.path.startsWith('/system/') ? `/system/messageDetail?id=${id}` : `/manage/messageDetail?id=${id}`);

  const exportNow = async () => {
    setExporting(true);
    try {
      const name = await saveDownload(messageExportPath(fixed));
      void showToast({ intent: 'success', message: `${t('exported')}${name}` });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      {/* outside the table: a new filter remounts the table (back to page 1) without taking the focus from the box being typed in */}
      <MessageFilterBar
        filters={filters}
        set={set}
        exporting={exporting}
        onExport={() => void exportNow()}
        onMarkAllRead={() => void markAllRead(undefined, w.allMarkedRead)}
      />
      <DataTable<MessageWire>
        // a new filter starts again at page 1
        key={JSON.stringify(fixed)}
        list={MESSAGE_LIST_LIST}
        fixed={fixed}
        label={c.messages}
        onOpen={(m) => navigate(detail(m.Id))}
        columns={MESSAGE_COLUMNS}
        actionsWidth={200}
        actions={(m) => (
          <ButtonGroup>
            <Button size="small" icon="eye-open" text={c.open} onClick={() => navigate(detail(m.Id))} />
            {m.Unread && (
              <Button size="small" icon="tick" aria-label={`${w.markRead} ${m.Title}`} onClick={() => void markRead({ Ids: [m.Id] }, w.markedRead)} />
            )}
            <Button
              size="small"
              icon="trash"
              intent="danger"
              aria-label={`${c.delete} ${m.Title}`}
              onClick={() => void deleteMessages({ Ids: [m.Id] }, c.deleted)}
            />
          </ButtonGroup>
        )}
      />
      <p>
        <Tag minimal>{w.newMessagesPopUp}</Tag>
      </p>
    </section>
  );
}
