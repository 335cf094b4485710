import { Callout, Card, H2, H4, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SentMessageWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable, listKey } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useTr } from '../../i18n/useTr';
import { apiData } from '../../streams/http';
import { Gate } from '../../session/Gate';
import { useComposeKey } from './useComposeKey';

interface Recipients {
  Employees: { Id: number; Name: string; CompanyName: string }[];
  Companies: { Id: number; Name: string }[];
  /** people across all of their company accounts (platform staff only; empty for others) */
  Users?: { Id: number; Name: string; Account: string; Companies: string }[];
}

/** The columns of a sent-message list (manage and global). */
export const sentColumns = [
  { key: 'Title', title: { zh: '标题', en: 'Title' }, width: 240, sortable: true, filter: 'text' as const },
  { key: 'To', title: { zh: '接收人', en: 'To' }, width: 200, filter: 'text' as const },
  { key: 'SenderName', title: { zh: '发送人', en: 'From' }, width: 100, filter: 'text' as const },
  { key: 'SentAt', title: { zh: '发送时间', en: 'Sent' }, width: 160, sortable: true, text: (m: SentMessageWire) => formatDate(m.SentAt, 'dateTime') },
  { key: 'Readers', title: { zh: '已读', en: 'Read by' }, width: 60 },
];

/** /system/messageManage: send a message to one employee, a whole company or (platform staff) a person, and see what was sent. */
export default function MessageManageScreen() {
  const tr = useTr();
  const queries = useQueryClient();
  const compose = useComposeKey();
  const recipients = useQuery({ queryKey: ['messages', 'recipients'], queryFn: () => apiData<Recipients>('GET', ENDPOINTS.messageRecipients) });
  return (
    <section className="admin-screen">
      <H2>{tr('消息管理', 'Message management')}</H2>
      <Gate access={ACCESS.messageSend}>
        <Card className="admin-screen--form">
          <H4>{tr('发送消息', 'Send a message')}</H4>
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
                  label: tr('发给', 'To'),
                  options: [
                    ...recipients.data!.Companies.map((c) => ({ value: `company:${c.Id}`, label: `${tr('整个公司', 'Whole company')}：${c.Name}` })),
                    ...recipients.data!.Employees.map((e) => ({ value: `employee:${e.Id}`, label: `${e.Name}（${e.CompanyName}）` })),
                    ...(recipients.data!.Users ?? []).map((u) => ({
                      value: `user:${u.Id}`,
                      label: `${tr('个人（其全部公司账号）', 'Person (all their company accounts)')}：${u.Name}（${u.Account}：${u.Companies}）`,
                    })),
                  ],
                },
                { name: 'Title', label: tr('标题', 'Title') },
                { name: 'Description', label: tr('正文', 'Text'), type: 'textarea' },
              ]}
              submitText={tr('发送', 'Send')}
              onSubmit={async (v) => {
                const [to, id] = (v.Target ?? '').split(':');
                const body =
                  to === 'employee' ? { To: 'employee', EmployeeId: Number(id) } : to === 'user' ? { To: 'user', UserId: Number(id) } : { To: 'company', CompanyId: Number(id) };
                const message = { ...body, Title: v.Title, Description: v.Description };
                await apiData('POST', ENDPOINTS.messageSend, message, { 'idempotency-key': compose.key(message) });
                compose.sent();
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.messageSentList) });
                return tr('已发送', 'Sent');
              }}
            />
          )}
        </Card>
      </Gate>
      <H4>{tr('已发送', 'Sent')}</H4>
      <DataTable<SentMessageWire> path={ENDPOINTS.messageSentList} label={tr('已发送的消息', 'Sent messages')} exportAccess={ACCESS.messageSentRead} columns={sentColumns} />
    </section>
  );
}
