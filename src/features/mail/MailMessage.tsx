import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '../../contract/mail/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { sizeText } from '../../lib/fileSize';
import { saveDownload } from '../../lib/saveFile';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { showToast } from '../../ui/toaster';
import { attachmentPath, mailboxMessageQueryOptions } from './api/mailbox';
import { MAIL_STATUS_WORDS, mailWords } from './words';

/** One message the simulator received: its headers, receipts, body (the server's sanitised HTML, or the text) and attachments. */
export function MailMessage(props: { id: number }) {
  const w = useWords(mailWords);
  const lang = useLanguage();
  const got = useQuery(mailboxMessageQueryOptions(props.id));
  if (got.isPending) return <Spinner size={24} />;
  if (got.isError) return <NonIdealState icon="error" title={w.noMessage} description={got.error.message} />;
  const m = got.data;
  return (
    <article className="mail-message" data-testid="mail-message">
      <Callout intent="warning" icon="warning-sign" compact>
        <strong data-testid="mail-message-simulated">{w.simulatedMark}</strong>
      </Callout>
      <h3 className="mail-subject">{m.Subject}</h3>
      <MailHeaders m={m} />
      {m.Html ? (
        <RichTextView html={m.Html} className="mail-body" testId="mail-body" />
      ) : (
        <pre className="mail-body mail-text" data-testid="mail-body">
          {m.Text || w.textOnly}
        </pre>
      )}
      {m.Attachments.length ? (
        <div className="mail-attachments">
          <strong>{w.attachments}</strong>
          {m.Attachments.map((a) => (
            <Button
              key={a.N}
              small
              icon="download"
              text={`${a.Name} (${sizeText(a.Size)})`}
              title={w.download}
              onClick={() => void saveDownload(attachmentPath(m.Id, a.N)).catch((err: Error) => showToast({ intent: 'danger', message: err.message }))}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}

/** The message's headers as received, and the receipts the simulated provider sends back. */
function MailHeaders({ m }: { m: MailboxMessage }) {
  const w = useWords(mailWords);
  const lang = useLanguage();
  const unsubscribe = m.Headers['list-unsubscribe'];
  return (
    <HTMLTable compact className="mail-headers">
      <tbody>
        <tr>
          <th>{w.from}</th>
          <td>{m.From}</td>
        </tr>
        <tr>
          <th>{w.to}</th>
          <td>{m.To}</td>
        </tr>
        {m.Cc ? (
          <tr>
            <th>{w.cc}</th>
            <td>{m.Cc}</td>
          </tr>
        ) : null}
        <tr>
          <th>{w.receivedAt}</th>
          <td>
            {placeTime(m.ReceivedAt)} · {sizeText(m.Size)} · {MAIL_STATUS_WORDS[m.Status]?.[lang] ?? '—'}
          </td>
        </tr>
        <tr>
          <th>{w.envelope}</th>
          <td className="mail-mono">
            {m.EnvelopeFrom} → {m.EnvelopeTo.join(', ')} · {m.MessageId}
          </td>
        </tr>
        {unsubscribe ? (
          <tr>
            <th>List-Unsubscribe</th>
            <td className="mail-mono">{unsubscribe}</td>
          </tr>
        ) : null}
        <tr>
          <th>{w.receipts}</th>
          <td>
            {m.Receipts.map((r) => (
              <div key={`${r.Code}${r.DueAt}`}>
                <Tag minimal intent={r.Code === 'BOUNCED' ? 'danger' : 'success'}>
                  {MAIL_STATUS_WORDS[r.Code]?.[lang] ?? r.Code}
                </Tag>{' '}
                {r.Text}
                {r.Sent ? '' : ` (${w.receiptDue} ${placeTime(r.DueAt)})`}
              </div>
            ))}
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
