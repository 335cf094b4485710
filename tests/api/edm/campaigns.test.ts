import { describe, expect, it } from 'vitest';
import { edmApp } from './support';

/**
 * Rate e-mail campaigns end to end through the API (commercial.md §8, issue 50): the refusals, a
 * campaign to three contacts of two levels reaching the simulator's mailbox with two prices and
 * never cost, once per address, an unsubscribe through the link stopping the next campaign, the
 * public links' tokens.
 */
const { get, post, q, drive, contact, E, t } = edmApp();

const BLOCKS = [{ Kind: 'TEXT', Text: '本周运价' }, { Kind: 'RATES' }, { Kind: 'SALES_CARD' }, { Kind: 'UNSUBSCRIBE' }];
const RATES = { Lanes: [{ PolCode: 'CNSHA', PodCode: 'NLRTM' }], RateNos: [], ContainerClass: '40HQ' };
let n = 0;
const key = () => `edm-test-${process.pid}-${++n}-${Date.now()}`;

async function verifiedSender(email = `rates${++n}@globalfreight.cn`) {
  const saved = await post(E.edmSenderSave, { FromName: '孙丽', FromEmail: email, ReplyTo: 'sales@globalfreight.cn' });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().Data.Id as number;
  const v = await post(E.edmSenderVerify, { Id: id });
  expect(v.json().Data.Status).toBe('VERIFIED');
  return id;
}
async function audience(contactIds: number[]) {
  const a = await post(E.edmAudienceSave, { Name: `名单 ${++n}`, Kind: 'LIST', ContactIds: contactIds, Filter: {} });
  expect(a.statusCode, a.body).toBe(200);
  return a.json().Data.Id as number;
}
async function draft(senderId: number | null, audienceIds: number[], over: Record<string, unknown> = {}) {
  const d = await post(E.edmCampaignSave, {
    Name: `活动 ${++n}`,
    Subject: '本周欧线运价',
    SenderId: senderId,
    AudienceIds: audienceIds,
    Blocks: BLOCKS,
    Rates: RATES,
    ...over,
  });
  expect(d.statusCode, d.body).toBe(200);
  return d.json().Data.Id as number;
}
const schedule = (id: number, sendAt = new Date().toISOString(), k = key()) =>
  post(E.edmCampaignSchedule, { Id: id, SendAt: sendAt }, 'sales', { 'idempotency-key': k });
const mailbox = (to: string) =>
  q<{ subject: string; html_body: string; text_body: string; headers: Record<string, string> }>(
    `select subject, html_body, text_body, headers from sim_mailbox where $1 = any(envelope_to) order by id`,
    [to],
  );

describe('a campaign to three contacts of two levels', () => {
  it('reaches the simulator with each company’s own price, never cost, once per address; an unsubscribe stops the next one', async () => {
    const vip1 = await contact(`vip1-${n}@hztx.example.com`, { linkedCode: 'CUS-HZTX' });
    const vip2 = await contact(`vip2-${n}@hztx.example.com`, { linkedCode: 'CUS-HZTX' });
    const prospect = await contact(`buyer-${n}@prospect.example.com`);
    const sender = await verifiedSender();
    const aud = await audience([vip1, vip2, prospect]);
    const id = await draft(sender, [aud]);
    const s = await schedule(id);
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().Data).toMatchObject({ Status: 'SCHEDULED', Recipients: 3, Suppressed: 0, NoConsent: 0 });
    expect(await drive(id)).toBe('FINISHED');

    const emails = (await q<{ email: string }>(`select email from crm_contacts where id = any($1::bigint[]) order by id`, [[vip1, vip2, prospect]])).map(
      (r) => r.email,
    );
    const got = await Promise.all(emails.map(mailbox));
    for (const m of got) {
      expect(m).toHaveLength(1);
      expect(m[0]!.subject.startsWith('【广告】')).toBe(true);
      expect(m[0]!.headers['list-unsubscribe'] ?? m[0]!.headers['List-Unsubscribe']).toBeTruthy();
    }
    const priceOf = (text: string) => /40HQ\s+(\w{3} [\d,.]+)/.exec(text)?.[1];
    const [p1, p2, p3] = got.map((m) => priceOf(m[0]!.text_body));
    expect(p1).toBeDefined();
    expect(p1).toBe(p2);
    expect(p3).toBeDefined();
    expect(p3).not.toBe(p1);
    // never the cost: the lane's cost of the demo rate (1850) nor the words
    const [snap] = await q<{ price_snapshot: object }>(`select price_snapshot from edm_sends where campaign_id = $1 limit 1`, [id]);
    expect(JSON.stringify(snap!.price_snapshot)).not.toMatch(/Cost|Margin|Floor|Trace/);
    for (const m of got) expect(`${m[0]!.text_body}${m[0]!.html_body}`).not.toMatch(/成本|毛利|Cost|Margin|\b1850(\.00)?\b/);

    // the stats
    const st = await get(`${E.edmCampaignStats}?Id=${id}`);
    expect(st.json().Data.Stats).toMatchObject({ ToSend: 3, Sent: 3, Delivered: 3 });

    // the prospect unsubscribes through the link (one-click POST): suppressed at once
    const link = /(\/api\/EdmPublic\/Unsubscribe\?t=[\w.-]+)/.exec(got[2]![0]!.text_body)![1]!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('退订');
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [sup] = await q<{ reason: string }>(`select reason from edm_suppressions where email = $1`, [emails[2]]);
    expect(sup?.reason).toBe('UNSUBSCRIBED');

    // the next campaign to the same audience: the two others get it, the prospect nothing
    const next = await draft(sender, [aud]);
    const s2 = await schedule(next);
    expect(s2.json().Data).toMatchObject({ Recipients: 2, Suppressed: 1 });
    expect(await drive(next)).toBe('FINISHED');
    expect(await mailbox(emails[2]!)).toHaveLength(1);
    expect(await mailbox(emails[0]!)).toHaveLength(2);
    // never twice: a round more sends nothing new
    await drive(next, 2);
    const [{ c }] = (await q<{ c: number }>(`select count(*)::int as c from edm_sends where campaign_id = $1`, [next])) as [{ c: number }];
    expect(c).toBe(2);
  });
});

describe('refusals', () => {
  it('refuses a body without the unsubscribe block, an unverified sender, no consent, a past time; a wrong move', async () => {
    const noConsent = await contact(`nc-${n}@example.com`, { consent: false });
    const aud = await audience([noConsent]);
    const body = await post(E.edmCampaignSave, { Name: 'x', Subject: 'x', SenderId: null, AudienceIds: [aud], Blocks: [{ Kind: 'RATES' }], Rates: RATES });
    expect(body.json()).toMatchObject({ Code: 'NO_UNSUBSCRIBE' });
    expect(body.statusCode).toBe(400);

    const unverified = (await post(E.edmSenderSave, { FromName: 'x', FromEmail: `x${n}@mail.invalid`, ReplyTo: 'r@example.com' })).json().Data.Id as number;
    const failed = await post(E.edmSenderVerify, { Id: unverified });
    expect(failed.json().Data).toMatchObject({ Status: 'FAILED', Checks: { Spf: false, Dkim: false, Dmarc: false }, Simulated: true });
    const id = await draft(unverified, [aud]);
    expect((await schedule(id)).json()).toMatchObject({ Code: 'SENDER_NOT_VERIFIED' });
    expect((await post(E.edmCampaignTestSend, { Id: id, Emails: ['me@example.com'] })).json()).toMatchObject({ Code: 'SENDER_NOT_VERIFIED' });

    const sender = await verifiedSender();
    const id2 = await draft(sender, [aud]);
    expect((await schedule(id2)).json()).toMatchObject({ Code: 'NO_RECIPIENT' });
    expect((await schedule(id2, new Date(Date.now() - 3_600_000).toISOString())).json()).toMatchObject({ Code: 'SEND_AT_PAST' });
    // the rate ends before a send a year ahead
    expect((await schedule(id2, new Date(Date.now() + 400 * 86_400_000).toISOString())).json()).toMatchObject({ Code: 'RATE_EXPIRES' });
    const [{ status }] = (await q<{ status: string }>(`select status from edm_campaigns where id = $1`, [id2])) as [{ status: string }];
    expect(status).toBe('DRAFT');
    const pause = await post(E.edmCampaignPause, { Id: id2 });
    expect(pause.statusCode).toBe(400);
    expect(pause.json()).toMatchObject({ Code: 'WRONG_STATUS' });
    expect(
      (
        await post(E.edmCampaignSave, { Name: 'y', Subject: 'y', SenderId: sender, AudienceIds: [aud], Blocks: BLOCKS, Rates: RATES, Id: id2, Version: 99 })
      ).json(),
    ).toMatchObject({
      Code: 'STALE',
    });
  });

  it('answers the same schedule for the same Idempotency-Key, and refuses the key for another request', async () => {
    const c = await contact(`idem-${n}@example.com`);
    const sender = await verifiedSender();
    const id = await draft(sender, [await audience([c])]);
    const k = key();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await schedule(id, at, k)).statusCode).toBe(200);
    const again = await schedule(id, at, k);
    expect(again.statusCode).toBe(200);
    expect(again.json().Data.Status).toBe('SCHEDULED');
    const other = await schedule(id, new Date(Date.now() + 7_200_000).toISOString(), k);
    expect(other.json()).toMatchObject({ Code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await post(E.edmCampaignCancel, { Id: id })).json().Data.Status).toBe('CANCELLED');
  });
});

describe('the public links', () => {
  it('answers a bad open token with the GIF and records nothing; a bad click is a 404 refusal and never redirects elsewhere', async () => {
    const before = (await q<{ c: number }>(`select count(*)::int as c from edm_events`))[0]!.c;
    const open = await t.app.inject({ method: 'GET', url: `${E.edmPublicOpen}?t=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    const click = await t.app.inject({ method: 'GET', url: `${E.edmPublicClick}?t=junk&u=https://evil.example.com` });
    expect(click.statusCode).toBe(404);
    expect(click.headers.location).toBeUndefined();
    const after = (await q<{ c: number }>(`select count(*)::int as c from edm_events`))[0]!.c;
    expect(after).toBe(before);
  });
});
