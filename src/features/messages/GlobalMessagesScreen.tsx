import { Button, Callout, Card, H2, H4, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SentMessageWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useConfirm } from '../../lib/useConfirm';
import { getGlobalReach, useSendGlobalMessage, useWithdrawGlobalMessage } from './api/messages';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { sentColumns } from './MessageManageScreen';
import { useComposeKey } from './useComposeKey';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { messagesWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const GLOBAL_MESSAGE_LIST_LIST = callRef<ListCall<SentMessageWire>>('GET', ENDPOINTS.globalMessageList);

/** /system/sendGlobalMessage (write an announcement to everyone) and /system/globalMessageList (the list, with withdraw). */
export default function GlobalMessagesScreen() {
  const w = useWords(messagesWords);
  const c = useWords(commonWords);
  const route = useRoute();
  const navigate = useNavigate();
  const withdraw = useWithdrawGlobalMessage();
  const send = useSendGlobalMessage();
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
              const { People } = await getGlobalReach();
              const yes = await ask({
                text: w.sendToEveryoneConfirm(People),
                confirm: w.sendToPeople(People),
                cancel: c.cancel,
              });
              if (!yes) return null;
              const message = { Title: v.Title ?? '', Description: v.Description };
              await send.mutateAsync({ message, key: compose.key(message) });
              compose.sent();
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
            list={GLOBAL_MESSAGE_LIST_LIST}
            label={w.globalMessages}
            exportAccess={ACCESS.globalMessageRead}
            columns={[...sentColumns, { key: 'WithdrawnAt', title: messagesWords.withdrawnAt, width: 160, text: (m) => formatDate(m.WithdrawnAt, 'dateTime') }]}
            actionsWidth={100}
            actions={(m) =>
              m.WithdrawnAt ? (
                <Tag minimal>{w.withdrawn}</Tag>
              ) : (
                <Gate access={ACCESS.globalMessageWithdraw}>
                  <Button size="small" icon="undo" intent="warning" text={w.withdraw} onClick={() => void withdraw({ Id: m.Id }, w.withdrawn)} />
                </Gate>
              )
            }
          />
        </>
      )}
    </section>
  );
}
