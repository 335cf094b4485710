import { Button, Callout, Card, H2, H4, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SentMessageWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable, listKey } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useAction } from '../../lib/useAction';
import { useConfirm } from '../../lib/useConfirm';
import { useTr } from '../../i18n/useTr';
import { apiData } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { sentColumns } from './MessageManageScreen';
import { useComposeKey } from './useComposeKey';

/** /system/sendGlobalMessage (write an announcement to everyone) and /system/globalMessageList (the list, with withdraw). */
export default function GlobalMessagesScreen() {
  const tr = useTr();
  const route = useRoute();
  const navigate = useNavigate();
  const act = useAction();
  const queries = useQueryClient();
  const sending = route.path === '/system/sendGlobalMessage';
  const compose = useComposeKey();
  const { dialog, ask } = useConfirm();
  return (
    <section className="admin-screen">
      <H2>{sending ? tr('发送全局消息', 'Send a global message') : tr('全局消息列表', 'Global messages')}</H2>
      {sending ? (
        <Card className="admin-screen--form">
          <Callout icon="notifications">{tr('全局消息发给所有用户，在线的人会立即看到提示。', 'A global message goes to everyone; people online see it at once.')}</Callout>
          <ApiForm
            draftKey="message.global"
            resetOnSuccess
            fields={[
              { name: 'Title', label: tr('标题', 'Title') },
              { name: 'Description', label: tr('正文', 'Text'), type: 'textarea' },
            ]}
            submitText={tr('发送给所有人', 'Send to everyone')}
            onSubmit={async (v) => {
              // everyone is a lot of people: say how many, and send only when confirmed
              const { People } = await apiData<{ People: number }>('GET', ENDPOINTS.globalMessageReach);
              const yes = await ask({
                text: tr(`这条消息将发给所有人，共 ${People} 人。确定发送吗？`, `This message goes to everyone: ${People} people. Send it?`),
                confirm: tr(`发送给 ${People} 人`, `Send to ${People} people`),
                cancel: tr('取消', 'Cancel'),
              });
              if (!yes) return null;
              const message = { Title: v.Title, Description: v.Description };
              await apiData('POST', ENDPOINTS.globalMessageSend, message, { 'idempotency-key': compose.key(message) });
              compose.sent();
              await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.globalMessageList) });
              return tr('已发送', 'Sent');
            }}
            footer={<Button minimal text={tr('查看全局消息列表', 'See the global messages')} onClick={() => navigate('/system/globalMessageList')} />}
          />
          {dialog}
        </Card>
      ) : (
        <>
          <H4>{tr('已发送的全局消息', 'Global messages sent')}</H4>
          <DataTable<SentMessageWire>
            path={ENDPOINTS.globalMessageList}
            label={tr('全局消息', 'Global messages')}
            exportAccess={ACCESS.globalMessageRead}
            columns={[...sentColumns, { key: 'WithdrawnAt', title: { zh: '撤回时间', en: 'Withdrawn' }, width: 160, text: (m) => formatDate(m.WithdrawnAt, 'dateTime') }]}
            actionsWidth={100}
            actions={(m) =>
              m.WithdrawnAt ? (
                <Tag minimal>{tr('已撤回', 'Withdrawn')}</Tag>
              ) : (
                <Gate access={ACCESS.globalMessageWithdraw}>
                  <Button size="small" icon="undo" intent="warning" text={tr('撤回', 'Withdraw')} onClick={() => void act(ENDPOINTS.globalMessageWithdraw, { Id: m.Id }, tr('已撤回', 'Withdrawn'), [ENDPOINTS.globalMessageList])} />
                </Gate>
              )
            }
          />
        </>
      )}
    </section>
  );
}
