import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../server/platform/access/grants';
import { listMailbox, readMailboxMessage } from '../../../server/modules/mail/mailbox';
import type { MailboxMessage, MailboxRow } from '../../../src/contract/mail/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { queue, round } from './support';

/**
 * The simulated mailbox as staff read it (/EDM/Workbench): newest first, searched, one message with
 * its sanitised HTML and attachments, marked simulated; a company's staff see only the mail their
 * company sent, platform staff all of it.
 */
const t = withTestApp({ modules: ['mail'] });
const { call, asUser } = caller(t);
const SALES = 'sales@demo.test';
const CUSTOMER = 'customer@demo.test';
const tokens: Record<string, string> = {};
let platformId = '';
let customerId = '';
const subject = `Mailbox ${Date.now()}`;

beforeAll(async () => {
  for (const who of [SALES, CUSTOMER]) tokens[who] = await asUser(who);
  const ids = await t.db.query<{ kind: string; id: string }>(`select kind, id::text from companies where code in ('PLATFORM', 'CUS-HZTX')`);
  platformId = ids.find((r) => r.kind === 'platform')!.id;
  customerId = ids.find((r) => r.kind !== 'platform')!.id;
  await queue(t.db, { companyId: platformId, subject: `${subject} one`, to: ['first@example.com'] });
  await queue(t.db, {
    companyId: platformId,
    subject: `${subject} two`,
    to: ['second@example.com'],
    html: '<p>Hello <a href="javascript:alert(1)">x</a></p>',
    attachments: [{ name: 'rates.csv', contentType: 'text/csv', bytes: Buffer.from('POL,POD\nCNSHA,NLRTM\n') }],
  });
  await queue(t.db, { companyId: customerId, subject: `${subject} theirs`, to: ['third@example.com'] });
  await round(t.db);
});

const list = async (query: string, who = SALES) => {
  const res = await call('GET', `${ENDPOINTS.mailboxList}?${query}`, tokens[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { Items: MailboxRow[]; Total: number; Simulated: boolean };
};

describe('the simulated mailbox', () => {
  it('lists newest first, searched by subject or recipient, marked simulated', async () => {
    const found = await list(`Search=${encodeURIComponent(subject)}`);
    expect(found.Simulated).toBe(true);
    expect(found.Items.map((m) => m.Subject)).toEqual([`${subject} theirs`, `${subject} two`, `${subject} one`]);
    expect(found.Items.map((m) => m.Status)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect((await list('Search=second%40example')).Items.map((m) => m.Subject)).toEqual([`${subject} two`]);
  });

  it('reads one message whole: sanitised HTML, headers, receipts, and its attachment to download', async () => {
    const [row] = (await list(`Search=${encodeURIComponent(`${subject} two`)}`)).Items;
    const res = await call('GET', `${ENDPOINTS.mailboxGet}?Id=${row!.Id}`, tokens[SALES]!);
    const m = res.json().Data as MailboxMessage;
    expect(m.Simulated).toBe(true);
    expect(m.Html).toContain('Hello');
    expect(m.Html).not.toContain('javascript');
    expect(m.Receipts.map((r) => [r.Code, r.Sent])).toEqual([['DELIVERED', true]]);
    expect(m.Attachments).toEqual([{ N: 0, Name: 'rates.csv', ContentType: 'text/csv', Size: 20 }]);
    const file = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.mailboxAttachment}?Id=${row!.Id}&N=0`,
      headers: { authorization: `Bearer ${tokens[SALES]}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''rates.csv");
    expect(file.body).toBe('POL,POD\nCNSHA,NLRTM\n');
    expect((await call('GET', `${ENDPOINTS.mailboxGet}?Id=99999999`, tokens[SALES]!)).statusCode).toBe(404);
  });

  it('shows a company only its own mail: another company’s message is absent (404)', async () => {
    const rows = (await list(`Search=${encodeURIComponent(subject)}`)).Items;
    const theirs = rows.find((m) => m.Subject.endsWith('theirs'))!;
    const ours = rows.find((m) => m.Subject.endsWith('two'))!;
    // a customer company's staff member (the page is the platform's side: its menu is not theirs)
    expect((await call('GET', ENDPOINTS.mailboxList, tokens[CUSTOMER]!)).statusCode).toBe(403);
    const staffOf = (companyId: string): Actor => ({ id: '1', name: 'x', companyId, companyKind: 'customer', isAdmin: false, status: 'active' });
    const seen = await listMailbox(t.db, staffOf(customerId), { Search: subject });
    expect(seen.value.Items.map((m) => m.Subject)).toEqual([`${subject} theirs`]);
    expect((await readMailboxMessage(t.db, staffOf(customerId), theirs.Id)).ok).toBe(true);
    const other = await readMailboxMessage(t.db, staffOf(customerId), ours.Id);
    expect(other.ok ? 200 : other.status).toBe(404);
  });
});
