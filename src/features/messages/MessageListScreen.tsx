import { useEffect, useMemo, useState } from 'react';
import { Button, ButtonGroup, H2, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { MessageScope, MessageWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { useAction } from '../../lib/useAction';
import { queryString, saveDownload } from '../../lib/saveFile';
import { formatDate } from '../../domain/dates';
import { useTr } from '../../i18n/useTr';
import { useT } from '../../i18n/useT';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';

const SCOPE: Record<MessageScope, { zh: string; en: string }> = {
  employee: { zh: '个人', en: 'Personal' },
  user: { zh: '本人（全部公司账号）', en: 'Me (all company accounts)' },
  company: { zh: '公司', en: 'Company' },
  global: { zh: '公告', en: 'Announcement' },
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

/** Typing settles for a moment before the list asks the server again. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** The reader's messages: /system/message (staff), /manage/message and /customer/message (external). */
export default function MessageListScreen() {
  const tr = useTr();
  const t = useT();
  const navigate = useNavigate();
  const act = useAction();
  const route = useRoute();
  const lang = useLanguage();
  const [filters, setFilters] = useState<MessageFilters>(NO_FILTERS);
  const settled = useSettled(filters);
  const fixed = useMemo(() => Object.fromEntries(Object.entries(settled).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as Record<string, string>, [settled]);
  const [exporting, setExporting] = useState(false);
  const set = <K extends keyof MessageFilters>(key: K) => (value: MessageFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
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

  // outside the table: a new filter remounts the table (back to page 1) without taking the focus from the box being typed in
  const filterBar = (
    <div className="data-table__toolbar" role="toolbar" aria-label={tr('筛选与导出', 'Filters and export')}>
      <HTMLSelect
        aria-label={tr('状态', 'State')}
        value={filters.Read}
        onChange={(e) => set('Read')(e.currentTarget.value as MessageFilters['Read'])}
        options={[
          { value: '', label: `${tr('状态', 'State')}: ${t('tableAll')}` },
          { value: 'unread', label: tr('未读', 'Unread') },
          { value: 'read', label: tr('已读', 'Read') },
        ]}
      />
      <InputGroup size="small" leftIcon="filter" placeholder={tr('标题', 'Title')} aria-label={tr('标题', 'Title')} value={filters.Title} onValueChange={set('Title')} />
      <InputGroup size="small" leftIcon="filter" placeholder={tr('发送人', 'From')} aria-label={tr('发送人', 'From')} value={filters.SenderName} onValueChange={set('SenderName')} />
      <HTMLSelect
        aria-label={tr('类型', 'Kind')}
        value={filters.Scope}
        onChange={(e) => set('Scope')(e.currentTarget.value as MessageFilters['Scope'])}
        options={[{ value: '', label: `${tr('类型', 'Kind')}: ${t('tableAll')}` }, ...(Object.keys(SCOPE) as MessageScope[]).map((k) => ({ value: k, label: SCOPE[k][lang] }))]}
      />
      <Button size="small" icon="tick" text={tr('全部标为已读', 'Mark all read')} onClick={() => void act(ENDPOINTS.messageMarkAllRead, undefined, tr('已全部标为已读', 'All marked read'), [ENDPOINTS.messageList])} />
      <span className="data-table__spacer" />
      <Button size="small" icon="export" text={t('tableExport')} loading={exporting} onClick={() => void exportNow()} />
    </div>
  );

  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      {filterBar}
      <DataTable<MessageWire>
        // a new filter starts again at page 1
        key={JSON.stringify(fixed)}
        path={ENDPOINTS.messageList}
        fixed={fixed}
        label={tr('消息', 'Messages')}
        onOpen={(m) => navigate(detail(m.Id))}
        columns={[
          { key: 'Read', title: { zh: '状态', en: 'State' }, width: 70, text: (m, l) => (m.Unread ? (l === 'zh' ? '未读' : 'unread') : l === 'zh' ? '已读' : 'read') },
          { key: 'Title', title: { zh: '标题', en: 'Title' }, width: 260, sortable: true },
          { key: 'SenderName', title: { zh: '发送人', en: 'From' }, width: 110, sortable: true },
          { key: 'Scope', title: { zh: '类型', en: 'Kind' }, width: 80, text: (m, l) => SCOPE[m.Scope]?.[l] ?? m.Scope },
          { key: 'SentAt', title: { zh: '发送时间', en: 'Sent' }, width: 160, sortable: true, text: (m) => formatDate(m.SentAt, 'dateTime') },
        ]}
        actionsWidth={200}
        actions={(m) => (
          <ButtonGroup>
            <Button size="small" icon="eye-open" text={tr('查看', 'Open')} onClick={() => navigate(detail(m.Id))} />
            {m.Unread && <Button size="small" icon="tick" aria-label={`${tr('标为已读', 'Mark read')} ${m.Title}`} onClick={() => void act(ENDPOINTS.messageMarkRead, { Ids: [m.Id] }, tr('已标为已读', 'Marked read'), [ENDPOINTS.messageList])} />}
            <Button size="small" icon="trash" intent="danger" aria-label={`${tr('删除', 'Delete')} ${m.Title}`} onClick={() => void act(ENDPOINTS.messageDelete, { Ids: [m.Id] }, tr('已删除', 'Deleted'), [ENDPOINTS.messageList])} />
          </ButtonGroup>
        )}
      />
      <p>
        <Tag minimal>{tr('新消息会实时弹出提示；断线重连后未读数会自动更新。', 'New messages pop up live; after a reconnect the unread count catches up.')}</Tag>
      </p>
    </section>
  );
}
