import { Button, Callout, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAILBOX_PAGE_SIZE, type MailboxRow } from '../../contract/mail/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { fill } from '../../lib/fill';
import { mailboxQueryOptions } from './api/mailbox';
import { MailMessage } from './MailMessage';
import { MAIL_STATUS_WORDS, mailWords } from './words';
import './mail.css';

/**
 * /EDM/Workbench: the local SMTP simulator's mailbox (docs/modules/mail.md) — the mail the caller's
 * company sent (platform staff: all), newest first, searched by recipient or subject, one message
 * read beside the list. Marked simulated in words on the list and on each message.
 */
export default function MailboxScreen() {
  const w = useWords(mailWords);
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number>();
  const list = useQuery(mailboxQueryOptions(search.trim(), page));
  const items = list.data?.Items ?? [];
  const total = list.data?.Total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
  return (
    <div className="mail-page">
      <h2 className="mail-title">
        {w.title}{' '}
        <Tag intent="warning" large data-testid="mail-simulated-mark">
          {w.simulatedMark}
        </Tag>
      </h2>
      <Callout intent={list.data && !list.data.Simulated ? 'primary' : 'warning'} icon="envelope" compact>
        {list.data && !list.data.Simulated ? w.realChannel : w.simulatedHint}
      </Callout>
      <div className="mail-columns">
        <section className="mail-list" aria-label={w.title}>
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder={w.search}
            aria-label={w.search}
            value={search}
            onValueChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          {list.isSuccess && !items.length ? (
            <NonIdealState icon="envelope" title={w.empty} description={w.emptyHint} />
          ) : (
            <MailTable items={items} open={open} onOpen={setOpen} />
          )}
          <div className="mail-pager">
            <Button small icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={w.previous} />
            <span>{fill(w.pageOf, { page, pages, total })}</span>
            <Button small icon="chevron-right" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={w.next} />
          </div>
        </section>
        <section className="mail-reader">{open ? <MailMessage id={open} /> : <NonIdealState icon="envelope" title={w.pick} />}</section>
      </div>
    </div>
  );
}

/** The page's messages: subject and recipient, when received and how far delivered. */
function MailTable(props: { items: readonly MailboxRow[]; open?: number; onOpen(id: number): void }) {
  const w = useWords(mailWords);
  const lang = useLanguage();
  const { items, open } = props;
  const setOpen = props.onOpen;
  return (
    <HTMLTable compact interactive className="mail-table">
      <thead>
        <tr>
          <th>
            {w.subject} / {w.to}
          </th>
          <th>
            {w.receivedAt} / {w.state}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((m: MailboxRow) => (
          <tr key={m.Id} className={m.Id === open ? 'mail-open' : undefined} onClick={() => setOpen(m.Id)} data-testid="mail-row">
            <td className="mail-cell">
              <button type="button" className="mail-link" onClick={() => setOpen(m.Id)}>
                {m.Subject}
              </button>
              <div className="mail-sub">
                {m.To}
                {m.Attachments ? (
                  <Tag minimal icon="paperclip" className="mail-clip">
                    {m.Attachments}
                  </Tag>
                ) : null}
              </div>
            </td>
            <td className="mail-time">
              {placeTime(m.ReceivedAt)}
              <div>
                <Tag minimal intent={m.Status === 'BOUNCED' || m.Status === 'FAILED' ? 'danger' : m.Status === 'DELIVERED' ? 'success' : 'none'}>
                  {MAIL_STATUS_WORDS[m.Status]?.[lang] ?? '—'}
                </Tag>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
