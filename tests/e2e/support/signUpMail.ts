import { expect } from '@playwright/test';
import type { MailboxMessage, MailboxRow } from '../../../src/contract/mail/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { apiGet, staffToken } from '../si/siSteps';

/**
 * The sign-up link e-mailed to an address (issue 50), read as the platform's staff read the simulated
 * mailbox (the mail channel's round delivers it within seconds): the link's path and query, to open.
 */
export async function signUpLinkFor(base: string, address: string): Promise<string> {
  const token = staffToken();
  let row: MailboxRow | undefined;
  await expect
    .poll(
      async () => {
        const list = await apiGet<{ Items: MailboxRow[] }>(base, `${ENDPOINTS.mailboxList}?Search=${encodeURIComponent(address)}`, token);
        row = list.Items.find((m) => m.Subject.includes('完成注册'));
        return !!row;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const message = await apiGet<MailboxMessage>(base, `${ENDPOINTS.mailboxGet}?Id=${row!.Id}`, token);
  const link = /https?:\/\/[^\s]+\/register\?t=[A-Za-z0-9_-]+/.exec(message.Text);
  if (!link) throw new Error(`no sign-up link in the e-mail to ${address}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * The code texted to a mobile number for its sign-up (issue 50), read from the SMS simulator's phone as
 * staff read it (the authenticated addresses' "simulated phone"): the text as it was sent, its 6 digits.
 */
export async function signUpCodeFor(base: string, phone: string): Promise<string> {
  const token = staffToken();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const inbox = await apiGet<{ Body: string }[]>(base, `${ENDPOINTS.authAddressSimInbox}?Phone=${phone}`, token);
        code = inbox.map((m) => /注册验证码为 ([0-9]{6})/.exec(m.Body)?.[1]).find(Boolean);
        return !!code;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return code!;
}

/**
 * A person signs up as a visitor does: Register, then the link e-mailed to the address opened (its
 * token sent to RegisterConfirm, as the register screen sends it), or the code texted to the mobile
 * number typed back (RegisterConfirm with Account and Code). Throws unless the account exists.
 */
export async function signUp(base: string, who: { Account: string; Password: string; Name: string }, headers: Record<string, string>): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const registered = await post(ENDPOINTS.register, who);
  expect(registered.status, await registered.clone().text()).toBe(200);
  const confirmed = who.Account.includes('@')
    ? await post(ENDPOINTS.registerConfirm, { Token: new URL(await signUpLinkFor(base, who.Account), base).searchParams.get('t') })
    : await post(ENDPOINTS.registerConfirm, { Account: who.Account, Code: await signUpCodeFor(base, who.Account) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
}
