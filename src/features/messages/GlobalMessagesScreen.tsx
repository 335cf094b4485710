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
import { apiData } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { sentColumns } from './MessageManageScreen';
import { useComposeKey } from './useComposeKey';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { messagesWords } from './words';

/** /system/sendGlobalMessage (write an announcement to everyone) and /system/globalMessageList (the list, with withdraw). */
export default function GlobalMessagesScreen() {
  const w = useWords(messagesWords);
  const c = useWords(commonWords);
  const route = useRoute();
  const navigate = useNavigate();
  const act = useAction();
  const queries = useQueryClient();
  const sending = route.path === '/system/sendGlobalMessage';
  const compose = useComposeKey();
  const { dialog, ask } = useConfirm();
  return (
    <section className="admin-screen">
      <H2>{sending ? w.sendGlobalMessage : w.globalMessageList}</H2>
      {sending ? (
        <Card className="admin-screen--form">
          <Callout icon="notifications">{w.globalMessageGoesTo}</Callout>
          <ApiForm
            draftKey="message.global"
            resetOnSuccess
            fields={[
              { name: 'Title', label: c.title },
              { name: 'Description', label: w.text, type: 'textarea' },
            ]}
            submitText={w.sendToEveryone}
            onSubmit={async (v) => {
              // everyone is a lot of people: say how many, and send only when confirmed
              const { People } = await apiData<{ People: number }>('GET', ENDPOINTS.globalMessageReach);
              const yes = await ask({
                text: w.sendToEveryoneConfirm(People),
                confirm: w.sendToPeople(People),
                cancel: c.cancel,
              });
              if (!yes) return null;
              const message = { Title: v.Title, Description: v.Description };
              await apiData('POST', ENDPOINTS.globalMessageSend, message, { 'idempotency-key': compose.key(message) });
              compose.sent();
              await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.globalMessageList) });
              return w.sent;
            }}
            footer={<Button minimal text={w.seeGlobalMessages} onClick={() => navigate('/system/globalMessageList')} />}
          />
          {dialog}
        </Card>
      ) : (
        <>
          <H4>{w.globalMessagesSent}</H4>
          <DataTable<SentMessageWire>
            path={ENDPOINTS.globalMessageList}
            label={w.globalMessages}
            exportAccess={ACCESS.globalMessageRead}
            columns={[...sentColumns, { key: 'WithdrawnAt', title: messagesWords.withdrawnAt, width: 160, text: (m) => formatDate(m.WithdrawnAt, 'dateTime') }]}
            actionsWidth={100}
            actions={(m) =>
              m.WithdrawnAt ? (
                <Tag minimal>{w.withdrawn}</Tag>
              ) : (
                <Gate access={ACCESS.globalMessageWithdraw}>
                  <Button
                    size="small"
                    icon="undo"
                    intent="warning"
                    text={w.withdraw}
                    onClick={() => void act(ENDPOINTS.globalMessageWithdraw, { Id: m.Id }, w.withdrawn, [ENDPOINTS.globalMessageList])}
                  />
                </Gate>
              )
            }
          />
        </>
      )}
    </section>
  );
}
