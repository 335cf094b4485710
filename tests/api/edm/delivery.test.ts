import { describe, expect, it } from 'vitest';
import { publicUrlFromEnv } from '../../../server/http/publicUrl';
import { sendMail } from '../../../server/modules/mail/public';
import { setting } from '../../../server/settings/read';
import { edmApp } from './support';

// bounces come back at once here (the round that follows hears them)
process.env.SIM_EMAIL_BOUNCE_DELAY_MS = '0';

/**
 * What a campaign's messages carry and what comes back (docs/modules/edm.md, issue 50): the open
 * pixel survives the channel's allow-list and records an open when fetched, a foreign image does
 * not; the message is from the verified sender with the platform as the envelope sender; hard
 * bounces pause the campaign above 2 % and keep the address out of the next campaign.
 */
const { post, q, drive, contact, E, t } = edmApp();

const BLOCKS = [{ Kind: 'TEXT', Text: '本周运价' }, { Kind: 'RATES' }, { Kind: 'SALES_CARD' }, { Kind: 'UNSUBSCRIBE' }];
const RATES = { Lanes: [{ PolCode: 'CNSHA', PodCode: 'NLRTM' }], RateNos: [], ContainerClass: '40HQ' };
let n = 0;
const tag = `${process.pid}-${Date.now()}`;

async function campaignTo(contactIds: number[], fromEmail = `rates-d${++n}@globalfreight.cn`) {
  const sender = (await post(E.edmSenderSave, { FromName: '孙丽', FromEmail: fromEmail, ReplyTo: 'sales@globalfreight.cn' })).json().Data.Id as number;
  expect((await post(E.edmSenderVerify, { Id: sender })).json().Data.Status).toBe('VERIFIED');
  const aud = (await post(E.edmAudienceSave, { Name: `名单 d${++n}`, Kind: 'LIST', ContactIds: contactIds, Filter: {} })).json().Data.Id as number;
  return { sender, aud, id: await draftFor(sender, aud) };
}
async function draftFor(sender: number, aud: number) {
  const d = await post(E.edmCampaignSave, {
    Name: `活动 d${++n}`,
    Subject: '本周欧线运价',
    SenderId: sender,
    AudienceIds: [aud],
    Blocks: BLOCKS,
    Rates: RATES,
  });
  expect(d.statusCode, d.body).toBe(200);
  return d.json().Data.Id as number;
}
const schedule = (id: number) =>
  post(E.edmCampaignSchedule, { Id: id, SendAt: new Date().toISOString() }, 'sales', { 'idempotency-key': `edm-d-${tag}-${++n}` });
const received = (to: string) =>
  q<{ html_body: string; envelope_from: string; from_text: string; headers: Record<string, string> }>(
    `select html_body, envelope_from, from_text, headers from sim_mailbox where $1 = any(envelope_to) order by id`,
    [to],
  );

describe('the open pixel', () => {
  it('reaches the inbox on the platform’s own origin, and fetching it records an open (not a click)', async () => {
    const to = `pixel-${tag}@pixel.example.com`;
    const { id } = await campaignTo([await contact(to)]);
    expect((await schedule(id)).statusCode).toBe(200);
    expect(await drive(id)).toBe('FINISHED');
    const [m] = await received(to);
    const src = /<img src="([^"]+)"/.exec(m!.html_body)?.[1];
    expect(src, m!.html_body).toBeDefined();
    const url = new URL(src!.replace(/&amp;/g, '&'));
    expect(url.origin).toBe(publicUrlFromEnv());
    expect(url.pathname).toBe(E.edmPublicOpen);
    const [before] = await q<{ opened_at: string | null }>(`select opened_at from edm_sends where campaign_id = $1`, [id]);
    expect(before!.opened_at).toBeNull();
    const pixel = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toContain('image/gif');
    const [after] = await q<{ opened_at: string | null; clicked_at: string | null; opens: number }>(
      `select s.opened_at, s.clicked_at, (select count(*)::int from edm_events e where e.send_id = s.id and e.kind = 'OPEN') as opens
         from edm_sends s where s.campaign_id = $1`,
      [id],
    );
    expect(after!.opened_at).not.toBeNull();
    expect(after!.clicked_at).toBeNull();
    expect(after!.opens).toBe(1);
  });

  it('strips a foreign image, and an image on our open path that the sender did not name', async () => {
    const own = `${publicUrlFromEnv()}${E.edmPublicOpen}?t=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const foreign = 'https://tracker.example.net/open.gif';
    const [company] = await q<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
    const send = (html: string, trackingPixelUrl: string) =>
      t.db.transaction((tx) =>
        sendMail(tx, {
          key: `pixel-${tag}-${++n}`,
          companyId: company!.id,
          createdBy: null,
          to: ['x@example.com'],
          subject: 's',
          text: 't',
          html,
          trackingPixelUrl,
        }),
      );
    const html = async (mail: Awaited<ReturnType<typeof send>>) => {
      if (!mail.ok) throw new Error('refused');
      return (await q<{ html_body: string }>(`select html_body from mail_messages where id = $1`, [mail.value.MailId]))[0]!.html_body;
    };
    // a foreign image, even when named as the pixel
    expect(await html(await send(`<p>a</p><img src="${foreign}">`, foreign))).not.toContain('<img');
    // our open path, but not the named one
    expect(await html(await send(`<p>a</p><img src="${own}">`, `${own}X`))).not.toContain('<img');
    // the named pixel survives, a foreign image beside it does not
    const both = await html(await send(`<p>a</p><img src="${foreign}"><img src="${own}" width="1" height="1">`, own));
    expect(both).toContain(`<img src="${own}"`);
    expect(both).not.toContain('tracker.example.net');
  });
});

describe('the sender', () => {
  it('is the From of the message; the platform’s MAIL_FROM is the envelope sender and the Sender header', async () => {
    const to = `from-${tag}@from.example.com`;
    const fromEmail = `edm-from-${tag}@globalfreight.cn`;
    const { id } = await campaignTo([await contact(to)], fromEmail);
    expect((await schedule(id)).statusCode).toBe(200);
    expect(await drive(id)).toBe('FINISHED');
    const [m] = await received(to);
    const platform = setting(process.env, 'MAIL_FROM');
    expect(m!.from_text).toContain(fromEmail);
    expect(m!.envelope_from).toBe(platform);
    expect(m!.headers.sender).toContain(platform);
  });
});

describe('bounces', () => {
  it('pause a campaign above 2 % bounced, tell its author, and keep the address out of the next campaign', async () => {
    const bounced = `gone-${tag}@bounce.test`;
    const people = [await contact(bounced), await contact(`ok1-${tag}@ok.example.com`), await contact(`ok2-${tag}@ok.example.com`)];
    const { sender, aud, id } = await campaignTo(people);
    expect((await schedule(id)).statusCode).toBe(200);
    expect(await drive(id)).toBe('PAUSED');
    const [c] = await q<{ status_reason: string; created_by: string }>(`select status_reason, created_by::text from edm_campaigns where id = $1`, [id]);
    expect(c!.status_reason).toBe('BOUNCE_RATE');
    const [s] = await q<{ status: string }>(`select status from edm_sends where campaign_id = $1 and email = $2`, [id, bounced]);
    expect(s!.status).toBe('BOUNCED');
    const [sup] = await q<{ reason: string }>(`select reason from edm_suppressions where email = $1`, [bounced]);
    expect(sup!.reason).toBe('HARD_BOUNCE');
    const told = await q(`select 1 from messages where link_path = $1`, [`/EDM/FreightEDM?Id=${id}`]);
    expect(told.length).toBeGreaterThan(0);

    // the next campaign to the same audience leaves the bounced address out
    const next = await draftFor(sender, aud);
    const s2 = await schedule(next);
    expect(s2.json().Data).toMatchObject({ Recipients: 2, Suppressed: 1 });
    expect(await drive(next)).toBe('FINISHED');
    expect(await received(bounced)).toHaveLength(1);
    const sends = await q<{ email: string }>(`select email from edm_sends where campaign_id = $1`, [next]);
    expect(sends.map((r) => r.email).sort()).toEqual([`ok1-${tag}@ok.example.com`, `ok2-${tag}@ok.example.com`]);
  });
});
