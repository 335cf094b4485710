import { Button, ButtonGroup, H2, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { MessageWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { useAction } from '../../lib/useAction';
import { formatDate } from '../../domain/dates';
import { useTr } from '../../i18n/useTr';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../shell/routeContext';

const SCOPE = { employee: { zh: '个人', en: 'Personal' }, company: { zh: '公司', en: 'Company' }, global: { zh: '公告', en: 'Announcement' } };

/** The reader's messages: /system/message (staff), /manage/message and /customer/message (external). */
export default function MessageListScreen() {
  const tr = useTr();
  const navigate = useNavigate();
  const act = useAction();
  const route = useRoute();
  const lang = useLanguage();
  const detail = (id: number) => (route.path.startsWith('/system/') ? `/system/messageDetail?id=${id}` : `/manage/messageDetail?id=${id}`);
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <DataTable<MessageWire>
        path={ENDPOINTS.messageList}
        label={tr('消息', 'Messages')}
        onOpen={(m) => navigate(detail(m.Id))}
        toolbar={<Button size="small" icon="tick" text={tr('全部标为已读', 'Mark all read')} onClick={() => void act(ENDPOINTS.messageMarkAllRead, undefined, tr('已全部标为已读', 'All marked read'), [ENDPOINTS.messageList])} />}
        columns={[
          { key: 'Read', title: { zh: '状态', en: 'State' }, width: 70, filter: [{ value: 'unread', label: { zh: '未读', en: 'Unread' } }, { value: 'read', label: { zh: '已读', en: 'Read' } }], text: (m, l) => (m.ReadAt ? (l === 'zh' ? '已读' : 'read') : l === 'zh' ? '未读' : 'unread') },
          { key: 'Title', title: { zh: '标题', en: 'Title' }, width: 260, sortable: true, filter: 'text' },
          { key: 'SenderName', title: { zh: '发送人', en: 'From' }, width: 110, sortable: true, filter: 'text' },
          { key: 'Scope', title: { zh: '类型', en: 'Kind' }, width: 80, filter: (Object.keys(SCOPE) as (keyof typeof SCOPE)[]).map((k) => ({ value: k, label: SCOPE[k] })), text: (m, l) => SCOPE[m.Scope][l] },
          { key: 'SentAt', title: { zh: '发送时间', en: 'Sent' }, width: 160, sortable: true, text: (m) => formatDate(m.SentAt, 'dateTime') },
        ]}
        actionsWidth={200}
        actions={(m) => (
          <ButtonGroup>
            <Button size="small" icon="eye-open" text={tr('查看', 'Open')} onClick={() => navigate(detail(m.Id))} />
            {!m.ReadAt && <Button size="small" icon="tick" aria-label={`${tr('标为已读', 'Mark read')} ${m.Title}`} onClick={() => void act(ENDPOINTS.messageMarkRead, { Ids: [m.Id] }, tr('已标为已读', 'Marked read'), [ENDPOINTS.messageList])} />}
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
