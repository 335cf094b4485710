import { Callout, Card, H2, H4, Spinner } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SentMessageWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useRecipients, useSendMessage } from './api/messages';
import { Gate } from '../../session/Gate';
import { useComposeKey } from './useComposeKey';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { messagesWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const MESSAGE_SENT_LIST_LIST = callRef<ListCall<SentMessageWire>>('GET', ENDPOINTS.messageSentList);

/** The columns of a sent-message list (manage and global). */
export const sentColumns = [
  { key: 'Title', title: commonWords.title, width: 240, sortable: true, filter: 'text' as const },
  { key: 'To', title: messagesWords.to, width: 200, filter: 'text' as const },
  { key: 'SenderName', title: messagesWords.from, width: 100, filter: 'text' as const },
  { key: 'SentAt', title: messagesWords.sentAt, width: 160, sortable: true, text: (m: SentMessageWire) => formatDate(m.SentAt, 'dateTime') },
  { key: 'Readers', title: messagesWords.readBy, width: 60 },
];

/** /system/messageManage: send a message to one employee, a whole company or (platform staff) a person, and see what was sent. */
export default function MessageManageScreen() {
  const w = useWords(messagesWords);
  const common = useWords(commonWords);
  const send = useSendMessage();
  const compose = useComposeKey();
  const recipients = useRecipients();
  return (
    <section className="admin-screen">
      <H2>{w.messageManagement}</H2>
      <Gate access={ACCESS.messageSend}>
        <Card className="admin-screen--form">
          <H4>{w.sendMessage}</H4>
          {recipients.isPending ? (
            <Spinner size={20} />
          ) : recipients.error ? (
            <Callout intent="danger">{(recipients.error as Error).message}</Callout>
          ) : (
            <ApiForm
              draftKey="message.send"
              resetOnSuccess
              fields={[
                {
                  name: 'Target',
                  label: w.sendTo,
                  options: [
                    ...recipients.data!.Companies.map((c) => ({ value: `company:${c.Id}`, label: `${w.wholeCompany}：${c.Name}` })),
                    ...recipients.data!.Employees.map((e) => ({ value: `employee:${e.Id}`, label: `${e.Name}（${e.CompanyName}）` })),
                    ...(recipients.data!.Users ?? []).map((u) => ({
                      value: `user:${u.Id}`,
                      label: `${w.personAllTheirCompany}：${u.Name}（${u.Account}：${u.Companies}）`,
                    })),
                  ],
                },
                { name: 'Title', label: common.title },
                { name: 'Description', label: w.text, type: 'textarea' },
              ]}
              submitText={w.send}
              onSubmit={async (v) => {
                const [to, id] = (v.Target ?? '').split(':');
                const body =
                  to === 'employee'
                    ? { To: 'employee' as const, EmployeeId: Number(id) }
                    : to === 'user'
                      ? { To: 'user' as const, UserId: Number(id) }
                      : { To: 'company' as const, CompanyId: Number(id) };
                const message = { ...body, Title: v.Title ?? '', Description: v.Description };
                await send.mutateAsync({ message, key: compose.key(message) });
                compose.sent();
                return w.sent;
              }}
            />
          )}
        </Card>
      </Gate>
      <H4>{w.sent}</H4>
      <DataTable<SentMessageWire> list={MESSAGE_SENT_LIST_LIST} label={w.sentMessages} exportAccess={ACCESS.messageSentRead} columns={sentColumns} />
    </section>
  );
}
